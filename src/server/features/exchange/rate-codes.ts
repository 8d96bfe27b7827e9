/**
 * The 161 currencies of the reference rate provider's list as 162 codes (SLE and SLL are both the
 * Sierra Leonean leone), exactly as issue 3 §1 lists them. The rate service accepts and serves these.
 */
export const RATE_CODES = [
  'AED',
  'AFN',
  'ALL',
  'AMD',
  'ANG',
  'AOA',
  'ARS',
  'AUD',
  'AWG',
  'AZN',
  'BAM',
  'BBD',
  'BDT',
  'BGN',
  'BHD',
  'BIF',
  'BMD',
  'BND',
  'BOB',
  'BRL',
  'BSD',
  'BTN',
  'BWP',
  'BYN',
  'BZD',
  'CAD',
  'CDF',
  'CHF',
  'CLP',
  'CNY',
  'COP',
  'CRC',
  'CUP',
  'CVE',
  'CZK',
  'DJF',
  'DKK',
  'DOP',
  'DZD',
  'EGP',
  'ERN',
  'ETB',
  'EUR',
  'FJD',
  'FKP',
  'FOK',
  'GBP',
  'GEL',
  'GGP',
  'GHS',
  'GIP',
  'GMD',
  'GNF',
  'GTQ',
  'GYD',
  'HKD',
  'HNL',
  'HRK',
  'HTG',
  'HUF',
  'IDR',
  'ILS',
  'IMP',
  'INR',
  'IQD',
  'IRR',
  'ISK',
  'JEP',
  'JMD',
  'JOD',
  'JPY',
  'KES',
  'KGS',
  'KHR',
  'KID',
  'KMF',
  'KRW',
  'KWD',
  'KYD',
  'KZT',
  'LAK',
  'LBP',
  'LKR',
  'LRD',
  'LSL',
  'LYD',
  'MAD',
  'MDL',
  'MGA',
  'MKD',
  'MMK',
  'MNT',
  'MOP',
  'MRU',
  'MUR',
  'MVR',
  'MWK',
  'MXN',
  'MYR',
  'MZN',
  'NAD',
  'NGN',
  'NIO',
  'NOK',
  'NPR',
  'NZD',
  'OMR',
  'PAB',
  'PEN',
  'PGK',
  'PHP',
  'PKR',
  'PLN',
  'PYG',
  'QAR',
  'RON',
  'RSD',
  'RUB',
  'RWF',
  'SAR',
  'SBD',
  'SCR',
  'SDG',
  'SEK',
  'SGD',
  'SHP',
  'SLE',
  'SLL',
  'SOS',
  'SRD',
  'SSP',
  'STN',
  'SYP',
  'SZL',
  'THB',
  'TJS',
  'TMT',
  'TND',
  'TOP',
  'TRY',
  'TTD',
  'TVD',
  'TWD',
  'TZS',
  'UAH',
  'UGX',
  'USD',
  'UYU',
  'UZS',
  'VES',
  'VND',
  'VUV',
  'WST',
  'XAF',
  'XCD',
  'XDR',
  'XOF',
  'XPF',
  'YER',
  'ZAR',
  'ZMW',
  'ZWL',
] as const;

export type RateCode = (typeof RATE_CODES)[number];

const CODE_SET: ReadonlySet<string> = new Set(RATE_CODES);

export function isRateCode(code: string): code is RateCode {
  return CODE_SET.has(code);
}

/**
 * Currencies pegged 1:1 that the free daily API does not list: the Faroese króna (FOK) to the Danish
 * krone and the Kiribati dollar (KID) to the Australian dollar (issue 3 §1).
 */
export const PEGGED_1_TO_1: Readonly<Record<string, RateCode>> = { FOK: 'DKK', KID: 'AUD' };

/**
 * Majors whose move of more than 30% from the last good snapshot marks a new snapshot as implausible
 * (issue 3 §2). A real move of that size in a day would be historic for any of them.
 */
export const MAJOR_CODES: readonly RateCode[] = [
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
 * Keep only our 162 codes (upper-cased), derive the 1:1 pegs the source lacks, force USD = 1.
 * Values are kept as given; the sanity check decides whether they are usable.
 */
export function normaliseRates(raw: Record<string, unknown>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(raw)) {
    const code = key.toUpperCase();
    if (isRateCode(code) && typeof value === 'number') out[code] = value;
  }
  for (const [pegged, anchor] of Object.entries(PEGGED_1_TO_1)) {
    const anchorRate = out[anchor];
    if (out[pegged] === undefined && anchorRate !== undefined) out[pegged] = anchorRate;
  }
  out.USD = 1;
  return out;
}
