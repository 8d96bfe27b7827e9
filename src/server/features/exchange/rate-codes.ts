import {
  CURRENCY_PEGS,
  SUPPORTED_CURRENCY_CODES,
  type CurrencyCode,
} from '#domain/currency-codes.ts';

/**
 * The 161 currencies of the reference rate provider's list as 162 codes (issue 3 §1; SLE and SLL are
 * both the Sierra Leonean leone). The domain owns the list; the rate service accepts and serves it.
 */
export const RATE_CODES: readonly CurrencyCode[] = SUPPORTED_CURRENCY_CODES;

const CODE_SET: ReadonlySet<string> = new Set(RATE_CODES);

export function isRateCode(code: string): code is CurrencyCode {
  return CODE_SET.has(code);
}

/**
 * Majors whose move of more than 30% from the last good snapshot marks a new snapshot as implausible
 * (issue 3 §2). A real move of that size in a day would be historic for any of them.
 */
export const MAJOR_CODES: readonly CurrencyCode[] = [
  'EUR',
  'GBP',
  'JPY',
  'CNY',
  'INR',
  'SAR',
  'AED',
  'THB',
  'CAD',
  'AUD',
  'CHF',
];

/**
 * Keep only our 162 codes (upper-cased), derive the pegs the source lacks (FOK = DKK, KID = AUD,
 * 1:1; src/domain/currency-codes.ts), force USD = 1. Values are kept as given; the sanity check
 * decides whether they are usable.
 */
export function normaliseRates(raw: Record<string, unknown>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(raw)) {
    const code = key.toUpperCase();
    if (isRateCode(code) && typeof value === 'number') out[code] = value;
  }
  for (const [pegged, peg] of Object.entries(CURRENCY_PEGS)) {
    const anchorRate = peg ? out[peg.to] : undefined;
    if (out[pegged] === undefined && peg && anchorRate !== undefined)
      out[pegged] = anchorRate * peg.rate;
  }
  out.USD = 1;
  return out;
}
