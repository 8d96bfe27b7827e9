// Facts the installed packages do not carry for a few supported codes, each with its source.
// Everything else comes from countries-list (CLDR names and symbols) and currency-codes (ISO 4217).

import type { CurrencyCode } from '#domain/currency-codes.ts';

export interface CurrencyFact {
  name: string;
  symbolNative: string;
  /** ISO 4217 minor units (for local issues pegged to a parent: the parent's). */
  minorUnits: number;
  /** ISO 4217 numeric code; null when ISO does not list the code. */
  numericCode: string | null;
}

/**
 * Codes missing from countries-list 3.4 and/or currency-codes 2.2 (which follow the current ISO list):
 * - BGN (numeric 975) and HRK (191): replaced by the euro (Croatia 2023, Bulgaria 2026), still quoted
 *   by the provider. Source: ISO 4217 list three (historic denominations).
 * - SLL (694): the old leone, withdrawn by ISO amendment 171 after the 2022 redenomination to SLE.
 * - ZWL (932): the Zimbabwe dollar, replaced by ZWG in 2024 (ISO amendment 177).
 * - GGP, IMP, JEP: Guernsey, Manx and Jersey local issues of sterling at par (not ISO codes).
 * - FOK: Faroese króna, issued at par with DKK; KID: Kiribati dollar, at par with AUD; TVD: Tuvaluan
 *   dollar, at par with AUD (not ISO codes; the provider uses them).
 */
export const MISSING_CURRENCY_FACTS: Readonly<Partial<Record<CurrencyCode, CurrencyFact>>> = {
  BGN: { name: 'Bulgarian Lev', symbolNative: 'лв.', minorUnits: 2, numericCode: '975' },
  HRK: { name: 'Croatian Kuna', symbolNative: 'kn', minorUnits: 2, numericCode: '191' },
  SLL: {
    name: 'Sierra Leonean Leone (old)',
    symbolNative: 'Le',
    minorUnits: 2,
    numericCode: '694',
  },
  ZWL: { name: 'Zimbabwean Dollar', symbolNative: '$', minorUnits: 2, numericCode: '932' },
  GGP: { name: 'Guernsey Pound', symbolNative: '£', minorUnits: 2, numericCode: null },
  IMP: { name: 'Manx Pound', symbolNative: '£', minorUnits: 2, numericCode: null },
  JEP: { name: 'Jersey Pound', symbolNative: '£', minorUnits: 2, numericCode: null },
  FOK: { name: 'Faroese Króna', symbolNative: 'kr', minorUnits: 2, numericCode: null },
  KID: { name: 'Kiribati Dollar', symbolNative: '$', minorUnits: 2, numericCode: null },
  TVD: { name: 'Tuvaluan Dollar', symbolNative: '$', minorUnits: 2, numericCode: null },
};

/** countries-list writes the new leone's name the same as the old one; tell them apart. */
export const NAME_OVERRIDES: Readonly<Partial<Record<CurrencyCode, string>>> = {
  SLE: 'Sierra Leonean Leone',
  ANG: 'Netherlands Antillean Guilder',
};

/** A currency used across several countries with no single issuing country, or an IMF unit. */
export interface AreaCurrency {
  area: string;
  /** Member countries (iso2). Null: take every country whose countries-list currencies include it. */
  members: readonly string[] | null;
  /** Emblem file (drawn by Parity, scripts/data/emblems.ts) or a flag-icons file. */
  flag: string;
  /** A fixed home country for the default city instead of the area's largest city. */
  homeIso2?: string;
}

/**
 * Regional currencies. The ISO 4217 code of a national currency starts with its country's alpha-2
 * code (ISO 4217 §3); these do not, so their home is the area. Members: ECB, BEAC, BCEAO, ECCB,
 * IEOM and the Centrale Bank van Curaçao en Sint Maarten. XDR is the IMF's unit of account; its
 * "home" is the IMF seat, Washington, D.C.
 */
export const AREA_CURRENCIES: Readonly<Partial<Record<CurrencyCode, AreaCurrency>>> = {
  EUR: { area: 'Euro area', members: null, flag: 'eu.svg' },
  XAF: {
    area: 'Central African CFA franc zone (CEMAC)',
    members: ['CF', 'CG', 'CM', 'GA', 'GQ', 'TD'],
    flag: 'xaf.svg',
  },
  XOF: {
    area: 'West African CFA franc zone (UEMOA)',
    members: ['BF', 'BJ', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG'],
    flag: 'xof.svg',
  },
  XCD: {
    area: 'Eastern Caribbean Currency Union',
    members: ['AG', 'AI', 'DM', 'GD', 'KN', 'LC', 'MS', 'VC'],
    flag: 'xcd.svg',
  },
  XPF: { area: 'CFP franc zone (French Pacific)', members: ['NC', 'PF', 'WF'], flag: 'xpf.svg' },
  ANG: { area: 'Curaçao and Sint Maarten', members: ['CW', 'SX'], flag: 'ang.svg' },
  XDR: { area: 'International Monetary Fund', members: [], flag: 'xdr.svg', homeIso2: 'US' },
};

/**
 * Symbols shared by several supported currencies would make a comparison ambiguous ('$' is 33 of
 * them), so only the currency the symbol is best known for keeps it bare. Others get their country
 * prefix ('AU$', 'CA$', as CLDR does for many) or, for letter symbols, their ISO code.
 */
export const SYMBOL_OWNERS: Readonly<Record<string, CurrencyCode>> = {
  $: 'USD',
  '£': 'GBP',
  '¥': 'JPY',
};

/** Prefixes CLDR uses where they differ from the code's first two letters. */
export const SYMBOL_PREFIX_OVERRIDES: Readonly<Partial<Record<CurrencyCode, string>>> = {
  XCD: 'EC', // CLDR en: 'EC$'
  TWD: 'NT', // CLDR en: 'NT$'
};
