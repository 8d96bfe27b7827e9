// countries.json: every ISO 3166-1 country or territory that countries-list and i18n-iso-countries
// both know (alpha-2 and alpha-3 codes), with currencies (primary first), capital and continent.

import { isSupportedCurrencyCode } from '#domain/currency-codes.ts';
import type { ContinentCode, Country } from '#domain/reference-types.ts';
import { readContinents, readCountriesList, readIsoCountries } from './package-sources.ts';

const CONTINENTS: ReadonlySet<string> = new Set(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']);

/** A country before its default city is known (that needs the city list). */
export type CountryDraft = Omit<Country, 'defaultCityId'>;

/**
 * Orders a country's currencies: supported codes first (in countries-list order, which lists the
 * legal tender first), then fund and other codes (CHE, CHW, USN, BOV...) that Parity does not quote.
 */
function orderCurrencies(codes: readonly string[]): string[] {
  const supported = codes.filter((c) => isSupportedCurrencyCode(c));
  const others = codes.filter((c) => !isSupportedCurrencyCode(c));
  return [...supported, ...others];
}

/**
 * Builds the country drafts, sorted by iso2. AC (Ascension) and TA (Tristan da Cunha) are left out:
 * they are exceptionally reserved codes without an alpha-3 code, parts of SH (Saint Helena).
 */
export function buildCountryDrafts(): CountryDraft[] {
  const raw = readCountriesList();
  const continents = readContinents();
  const iso = readIsoCountries();
  const out: CountryDraft[] = [];
  for (const iso2 of Object.keys(raw).sort()) {
    const entry = raw[iso2];
    const iso3 = iso.alpha2ToAlpha3(iso2);
    if (entry === undefined || iso3 === undefined) continue;
    if (!CONTINENTS.has(entry.continent)) throw new Error(`${iso2}: continent ${entry.continent}`);
    const continent = entry.continent as ContinentCode;
    out.push({
      iso2,
      iso3,
      name: entry.name,
      currencies: orderCurrencies(entry.currency),
      capital: entry.capital === '' ? null : entry.capital,
      continent,
      continentName: continents[continent] ?? continent,
      flagUrl: `/flags/${iso2.toLowerCase()}.svg`,
    });
  }
  return out;
}
