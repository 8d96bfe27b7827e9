// Money and rate formatting, docs/product.md §9: "en-US, exactly 2 decimals, with symbol; SAR puts the symbol
// after the number; rates show 4 decimals". Figures are computed as numbers and rounded only here,
// at display (docs/design.md §4). The digits are Intl.NumberFormat's, written without it
// (decimal-format.ts, ADR 015).
import { formatDecimal } from './decimal-format.ts';

/** docs/product.md §9: the currencies that write their symbol after the number. */
export const SYMBOL_AFTER_CODES: ReadonlySet<string> = new Set(['SAR']);

/**
 * docs/product.md §3: the symbols the client falls back to when the symbols call fails. Currencies without a
 * distinctive sign there (SAR, AED, PKR) show their ISO code, as Parity's currencies.json does.
 */
export const FALLBACK_CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  SAR: 'SAR',
  THB: '฿',
  INR: '₹',
  AED: 'AED',
  PKR: 'PKR',
};

/** docs/product.md §9: money shows exactly 2 decimals, rates exactly 4. */
export const MONEY_DECIMALS = 2;
export const RATE_DECIMALS = 4;

/** What formatMoney shows for a value that is not a finite number (docs/product.md §9 uses 'N/A' likewise). */
export const NOT_AVAILABLE = 'N/A';

/**
 * Formats an amount of money: en-US grouping, exactly 2 decimals, the currency's symbol before the
 * number (after it for SAR). A symbol ending in a letter ('AED', 'CHF') is set off by a space.
 * `symbol` defaults to docs/product.md's fallback symbol, else the code.
 *
 * @example
 * formatMoney(1234.5, 'USD'); // '$1,234.50'
 * formatMoney(1000, 'SAR'); // '1,000.00 SAR'
 * formatMoney(-3.456, 'EUR'); // '-€3.46'
 * formatMoney(99, 'AED'); // 'AED 99.00'
 * formatMoney(12, 'AUD', 'AU$'); // 'AU$12.00'
 */
export function formatMoney(amount: number, currencyCode: string, symbol?: string): string {
  if (!Number.isFinite(amount)) return NOT_AVAILABLE;
  const sign = symbol ?? FALLBACK_CURRENCY_SYMBOLS[currencyCode] ?? currencyCode;
  // A value that rounds to zero never prints as "-0.00" (formatDecimal signs only non-zero text).
  const text = formatDecimal(amount, MONEY_DECIMALS);
  if (SYMBOL_AFTER_CODES.has(currencyCode)) return `${text} ${sign}`;
  const spaced = /\p{L}$/u.test(sign) && sign.length > 1 ? `${sign} ` : sign;
  return text.startsWith('-') ? `-${spaced}${text.slice(1)}` : `${spaced}${text}`;
}

/** Most decimals a rate shows: enough for four significant digits down to 0.0001. */
export const RATE_MAX_DECIMALS = 8;

/**
 * Formats an exchange rate with at least 4 decimals (docs/product.md §9) and at least 4 significant digits, up to 8
 * decimals (issue 19 §6: INR -> GBP is 0.007912, not 0.0079), en-US grouping, no symbol.
 *
 * @example
 * formatRate(9.7); // '9.7000'
 * formatRate(15234.56789); // '15,234.5679'
 * formatRate(0.0079123); // '0.007912'
 */
export function formatRate(rate: number): string {
  if (!Number.isFinite(rate)) return NOT_AVAILABLE;
  const magnitude = rate === 0 ? 0 : Math.floor(Math.log10(Math.abs(rate)));
  const decimals = Math.min(RATE_MAX_DECIMALS, Math.max(RATE_DECIMALS, 3 - magnitude));
  return formatDecimal(rate, decimals);
}

/**
 * The inverse of a rate for the line under it ('1 THB = 0.1062 SAR'), or N/A for 0 or no rate.
 * @example formatInverseRate(4) // '0.2500'
 */
export function formatInverseRate(rate: number): string {
  return rate > 0 && Number.isFinite(rate) ? formatRate(1 / rate) : NOT_AVAILABLE;
}
