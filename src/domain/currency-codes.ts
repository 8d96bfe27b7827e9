// The currencies Parity supports: the reference rate provider's list (issue 3, docs/design.md §4).
// 161 currencies written as 162 ISO 4217 codes, because SLE (the redenominated leone, 2022) and SLL
// (the old leone, 1 SLE = 1000 SLL) are both listed by the provider.

/**
 * Every supported currency code, sorted. Source: the provider list quoted in issue 3.
 *
 * @example
 * SUPPORTED_CURRENCY_CODES.length; // 162
 */
// prettier-ignore
export const SUPPORTED_CURRENCY_CODES = [
  'AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN',
  'BHD', 'BIF', 'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF',
  'CLP', 'CNY', 'COP', 'CRC', 'CUP', 'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB',
  'EUR', 'FJD', 'FKP', 'FOK', 'GBP', 'GEL', 'GGP', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD',
  'HNL', 'HRK', 'HTG', 'HUF', 'IDR', 'ILS', 'IMP', 'INR', 'IQD', 'IRR', 'ISK', 'JEP', 'JMD', 'JOD',
  'JPY', 'KES', 'KGS', 'KHR', 'KID', 'KMF', 'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD',
  'LSL', 'LYD', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN',
  'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR',
  'PLN', 'PYG', 'QAR', 'RON', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP',
  'SLE', 'SLL', 'SOS', 'SRD', 'SSP', 'STN', 'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY',
  'TTD', 'TVD', 'TWD', 'TZS', 'UAH', 'UGX', 'USD', 'UYU', 'UZS', 'VES', 'VND', 'VUV', 'WST', 'XAF',
  'XCD', 'XDR', 'XOF', 'XPF', 'YER', 'ZAR', 'ZMW', 'ZWL',
] as const;

/** One of the 162 supported ISO 4217 codes. */
export type CurrencyCode = (typeof SUPPORTED_CURRENCY_CODES)[number];

const supported: ReadonlySet<string> = new Set(SUPPORTED_CURRENCY_CODES);

/**
 * True when `code` is one of the supported codes (exact, upper-case).
 *
 * @example
 * isSupportedCurrencyCode('SAR'); // true
 * isSupportedCurrencyCode('sar'); // false: codes are upper-case ISO 4217
 * isSupportedCurrencyCode('XYZ'); // false
 */
export function isSupportedCurrencyCode(code: string): code is CurrencyCode {
  return supported.has(code);
}

/** A fixed 1:1 (or other) peg: one unit of the currency is worth `rate` units of `to`. */
export interface CurrencyPeg {
  readonly to: CurrencyCode;
  readonly rate: number;
}

/**
 * Currencies the provider lists but whose daily snapshot may omit: they are pegged, so their rate is
 * derived from the anchor. FOK (Faroese króna) is issued 1:1 with the Danish krone and KID (Kiribati
 * dollar) circulates 1:1 with the Australian dollar (issue 3; Danmarks Nationalbank; Reserve Bank of
 * Australia).
 *
 * @example
 * CURRENCY_PEGS.FOK; // { to: 'DKK', rate: 1 }
 */
export const CURRENCY_PEGS: Readonly<Partial<Record<CurrencyCode, CurrencyPeg>>> = {
  FOK: { to: 'DKK', rate: 1 },
  KID: { to: 'AUD', rate: 1 },
};
