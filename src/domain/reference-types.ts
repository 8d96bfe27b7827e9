// The shapes of the reference data built by `npm run data:build` (scripts/data) into data/built/,
// shared by the build, the server loader (src/server/reference) and the web app.
// How each field is made: docs/methods/reference-data.md.

import type { CurrencyCode, CurrencyPeg } from './currency-codes.ts';

/** Continent codes as countries-list uses them. */
export type ContinentCode = 'AF' | 'AN' | 'AS' | 'EU' | 'NA' | 'OC' | 'SA';

/** One country or territory with an ISO 3166-1 alpha-2 and alpha-3 code. */
export interface Country {
  readonly iso2: string;
  readonly iso3: string;
  readonly name: string;
  /** ISO 4217 codes, the country's primary currency first. May be empty (Antarctica). */
  readonly currencies: readonly string[];
  /** Capital's name as countries-list spells it; null when it has none. */
  readonly capital: string | null;
  readonly continent: ContinentCode;
  readonly continentName: string;
  /** The country's capital in cities.json, else its largest city; null when no city is listed. */
  readonly defaultCityId: string | null;
  /** '/flags/<iso2>.svg', served by Parity itself (flag-icons, MIT). */
  readonly flagUrl: string;
}

/** One city (a GeoNames place) or a country's "(Average)" pseudo-city. */
export interface City {
  /** GeoNames id as a string, or 'avg-<iso2>' for a country average. */
  readonly id: string;
  readonly name: string;
  readonly asciiName: string;
  readonly countryCode: string;
  readonly countryName: string;
  /** GeoNames admin1 code; null for country averages. */
  readonly adminCode: string | null;
  /** Admin-1 region name where Parity can resolve it (see the method note), else null. */
  readonly adminName: string | null;
  /** GeoNames population; 0 for country averages (not a place). */
  readonly population: number;
  /** WGS84 degrees; a country average carries its default city's position (null if it has none). */
  readonly lat: number | null;
  readonly lon: number | null;
  readonly isCapital: boolean;
  readonly isCountryAverage: boolean;
  /**
   * Other names people use for the place (GeoNames alternate names in Latin script: exonyms, former and
   * native spellings, e.g. 'Bangalore' for Bengaluru), folded duplicates of name and asciiName removed.
   */
  readonly aliases: readonly string[];
  /**
   * The id of the city this place is a part of: a section of a city GeoNames lists as a place of its
   * own (Kreuzberg, Brent, Manhattan). The model prices it as that city (its size, its premiums, its
   * observed prices), since nothing open prices a district apart from its city. Absent for a place
   * that stands alone.
   */
  readonly partOf?: string;
}

/** docs/product.md §3 "Supported country entry", keyed by currency code in GET /api/exchange/supported-countries. */
export interface SupportedCountryEntry {
  readonly currencyName: string;
  readonly currencySymbol: string;
  readonly flagUrl: string;
  readonly country: string;
  readonly countryCode: string;
  readonly defaultCity: string;
}

/** One supported currency. */
export interface Currency {
  readonly code: CurrencyCode;
  readonly name: string;
  /** Display symbol used by formatMoney (unique among the supported currencies where it matters). */
  readonly symbol: string;
  /** The symbol as written locally (CLDR via countries-list), e.g. 'ر.س.' for SAR. */
  readonly symbolNative: string;
  /** docs/product.md §9: SAR writes its symbol after the number; every other currency before. */
  readonly symbolPosition: 'before' | 'after';
  /** ISO 4217 minor units; null where ISO says N.A. (XDR). */
  readonly minorUnits: number | null;
  /** ISO 4217 numeric code; null for codes ISO does not list (GGP, IMP, JEP, FOK, KID, TVD). */
  readonly numericCode: string | null;
  /** The country the default city is in. For a national currency: its issuing country. */
  readonly homeCountry: { readonly iso2: string; readonly name: string };
  /** The monetary union or institution for regional currencies (EUR, XAF, ...), else null. */
  readonly area: string | null;
  /** Every country (iso2) that uses the currency, sorted. */
  readonly countries: readonly string[];
  /** '/flags/<file>.svg': the home country's flag, or an emblem for regional currencies. */
  readonly flagUrl: string;
  readonly defaultCityId: string;
  readonly defaultCity: string;
  /** Set when the currency is pegged and its rate is derived from the anchor (FOK, KID). */
  readonly peg: CurrencyPeg | null;
  readonly supportedCountry: SupportedCountryEntry;
}
