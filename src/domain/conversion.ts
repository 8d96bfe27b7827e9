// Currency conversion through the USD base (docs/design.md §4; docs/product.md §7: "derive the pair rate as to
// divided by from"). A missing currency is an error result, never a silent 1 (docs/product.md §5, issue 3 §4).

import type { CurrencyPeg } from './currency-codes.ts';

/**
 * Units of each currency per 1 USD, keyed by upper-case ISO 4217 code (USD itself is 1).
 * This is the `conversion_rates` map of GET /api/exchange/latest-rates/?from=USD.
 */
export type UsdRates = Readonly<Record<string, number>>;

/** The currencies of a failed lookup: absent, zero, negative or not a finite number. */
export interface MissingCurrency {
  readonly ok: false;
  readonly error: 'missing-currency';
  readonly missing: readonly string[];
}

export type PairRateResult = { readonly ok: true; readonly rate: number } | MissingCurrency;

export type ConversionResult =
  { readonly ok: true; readonly amount: number; readonly rate: number } | MissingCurrency;

function usable(rate: number | undefined): rate is number {
  return rate !== undefined && Number.isFinite(rate) && rate > 0;
}

/**
 * The rate from one currency to another: how many `to` units one `from` unit buys, derived from USD
 * rates as rates[to] / rates[from]. The same code gives exactly 1 without consulting the table.
 *
 * @example
 * pairRate({ USD: 1, SAR: 3.75, THB: 32.5 }, 'SAR', 'THB'); // { ok: true, rate: 8.666666666666666 }
 * pairRate({ USD: 1 }, 'SAR', 'SAR'); // { ok: true, rate: 1 }
 * pairRate({ USD: 1 }, 'USD', 'XYZ'); // { ok: false, error: 'missing-currency', missing: ['XYZ'] }
 */
export function pairRate(rates: UsdRates, from: string, to: string): PairRateResult {
  if (from === to) return { ok: true, rate: 1 };
  const fromRate = Object.hasOwn(rates, from) ? rates[from] : undefined;
  const toRate = Object.hasOwn(rates, to) ? rates[to] : undefined;
  const missing = [...(usable(fromRate) ? [] : [from]), ...(usable(toRate) ? [] : [to])];
  if (!usable(fromRate) || !usable(toRate))
    return { ok: false, error: 'missing-currency', missing };
  return { ok: true, rate: toRate / fromRate };
}

/**
 * Converts an amount (docs/product.md §9: converted amount = amount x plain rate). Rounding is left to display.
 *
 * @example
 * convertAmount(1000, { USD: 1, SAR: 3.75 }, 'SAR', 'USD'); // { ok: true, amount: 266.6666666666667, rate: 0.26666666666666666 }
 * convertAmount(5, { USD: 1 }, 'USD', 'EUR').ok; // false
 */
export function convertAmount(
  amount: number,
  rates: UsdRates,
  from: string,
  to: string,
): ConversionResult {
  const pair = pairRate(rates, from, to);
  if (!pair.ok) return pair;
  return { ok: true, amount: amount * pair.rate, rate: pair.rate };
}

/**
 * Adds the rates of pegged currencies the table lacks (FOK from DKK, KID from AUD): a peg of `rate`
 * units of the anchor per unit means rates[code] = rates[anchor] / rate. Existing entries are kept.
 *
 * @example
 * withPeggedRates({ USD: 1, DKK: 6.4 }, { FOK: { to: 'DKK', rate: 1 } }); // { USD: 1, DKK: 6.4, FOK: 6.4 }
 */
export function withPeggedRates(
  rates: UsdRates,
  pegs: Readonly<Partial<Record<string, CurrencyPeg>>>,
): UsdRates {
  const out: Record<string, number> = { ...rates };
  for (const [code, peg] of Object.entries(pegs)) {
    const anchor = rates[peg?.to ?? ''];
    if (peg === undefined || usable(out[code]) || !usable(anchor) || !(peg.rate > 0)) continue;
    out[code] = anchor / peg.rate;
  }
  return out;
}
