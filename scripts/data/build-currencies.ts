// currencies.json: the 162 supported codes with name, symbols, minor units, home country, flag,
// default city and peg. Rules: docs/methods/reference-data.md; ADR 031.

import {
  CURRENCY_PEGS,
  SUPPORTED_CURRENCY_CODES,
  type CurrencyCode,
} from '#domain/currency-codes.ts';
import { SYMBOL_AFTER_CODES } from '#domain/money.ts';
import type { City, Currency } from '#domain/reference-types.ts';
import type { CountryDraft } from './build-countries.ts';
import {
  AREA_CURRENCIES,
  MISSING_CURRENCY_FACTS,
  NAME_OVERRIDES,
  SYMBOL_OWNERS,
  SYMBOL_PREFIX_OVERRIDES,
} from './currency-facts.ts';
import { readCountriesListCurrencies, readIsoCurrency } from './package-sources.ts';

interface Basics {
  name: string;
  symbolNative: string;
  baseSymbol: string;
  minorUnits: number | null;
  numericCode: string | null;
}

function basicsOf(code: CurrencyCode): Basics {
  const cldr = readCountriesListCurrencies()[code];
  const iso = readIsoCurrency(code);
  const fact = MISSING_CURRENCY_FACTS[code];
  const name = NAME_OVERRIDES[code] ?? cldr?.name ?? fact?.name;
  if (name === undefined) throw new Error(`${code}: no name in countries-list or currency-facts`);
  // ISO 4217 lists XDR's minor units as "N.A."; currency-codes reports that as 0.
  const minorUnits =
    code === 'XDR' ? null : (iso?.digits ?? cldr?.decimals ?? fact?.minorUnits ?? null);
  if (minorUnits === null && code !== 'XDR') throw new Error(`${code}: no minor units`);
  return {
    name,
    symbolNative: cldr?.symbolNative ?? fact?.symbolNative ?? code,
    baseSymbol: cldr?.symbol ?? fact?.symbolNative ?? code,
    minorUnits,
    numericCode: iso?.number ?? fact?.numericCode ?? cldr?.numeric ?? null,
  };
}

/**
 * The display symbol: the CLDR English symbol unless several supported currencies share it.
 * '$', '£' and '¥' stay bare for USD, GBP and JPY and get a country prefix elsewhere ('AU$', 'CN¥');
 * any other shared symbol ('kr', 'Rs', 'K') gives way to the ISO code.
 */
function displaySymbol(code: CurrencyCode, base: string, useCount: ReadonlyMap<string, number>) {
  const owner = SYMBOL_OWNERS[base];
  if (owner !== undefined) {
    return owner === code ? base : `${SYMBOL_PREFIX_OVERRIDES[code] ?? code.slice(0, 2)}${base}`;
  }
  return (useCount.get(base) ?? 0) > 1 ? code : base;
}

export interface CurrencyInputs {
  drafts: readonly CountryDraft[];
  cities: readonly City[];
  defaultCityIdByCountry: ReadonlyMap<string, string>;
}

function largestCityIn(members: readonly string[], cities: readonly City[]): City | undefined {
  const set = new Set(members);
  let best: City | undefined;
  for (const c of cities) {
    if (c.isCountryAverage || !set.has(c.countryCode)) continue;
    if (best === undefined || c.population > best.population) best = c;
  }
  return best;
}

/**
 * Members of a regional currency (XDR: none), or every country listing a national currency plus its
 * issuer (countries-list no longer lists withdrawn or local codes such as HRK, ZWL or GGP).
 */
function usersOf(code: CurrencyCode, drafts: readonly CountryDraft[]): string[] {
  const area = AREA_CURRENCIES[code];
  const listed = drafts.filter((d) => d.currencies.includes(code)).map((d) => d.iso2);
  if (area !== undefined) return [...(area.members ?? listed)].sort();
  return [...new Set([...listed, code.slice(0, 2)])].sort();
}

export function buildCurrencies({
  drafts,
  cities,
  defaultCityIdByCountry,
}: CurrencyInputs): Currency[] {
  const countryByIso2 = new Map(drafts.map((d) => [d.iso2, d]));
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const basics = new Map(SUPPORTED_CURRENCY_CODES.map((code) => [code, basicsOf(code)]));
  const useCount = new Map<string, number>();
  for (const b of basics.values())
    useCount.set(b.baseSymbol, (useCount.get(b.baseSymbol) ?? 0) + 1);

  return SUPPORTED_CURRENCY_CODES.map((code): Currency => {
    const b = basics.get(code)!;
    const area = AREA_CURRENCIES[code];
    // ISO 4217: a national currency's code begins with its country's alpha-2 code.
    const nationalHome = area === undefined ? code.slice(0, 2) : (area.homeIso2 ?? null);
    const countries = usersOf(code, drafts);
    const defaultCity =
      nationalHome !== null
        ? cityById.get(defaultCityIdByCountry.get(nationalHome) ?? '')
        : largestCityIn(countries, cities);
    if (defaultCity === undefined) throw new Error(`${code}: no default city`);
    const home = countryByIso2.get(defaultCity.countryCode);
    if (home === undefined) throw new Error(`${code}: home ${defaultCity.countryCode} unknown`);
    const symbol = displaySymbol(code, b.baseSymbol, useCount);
    const flagUrl = `/flags/${area?.flag ?? `${home.iso2.toLowerCase()}.svg`}`;
    return {
      code,
      name: b.name,
      symbol,
      symbolNative: b.symbolNative,
      symbolPosition: SYMBOL_AFTER_CODES.has(code) ? 'after' : 'before',
      minorUnits: b.minorUnits,
      numericCode: b.numericCode,
      homeCountry: { iso2: home.iso2, name: home.name },
      area: area?.area ?? null,
      countries,
      flagUrl,
      defaultCityId: defaultCity.id,
      defaultCity: defaultCity.name,
      peg: CURRENCY_PEGS[code] ?? null,
      supportedCountry: {
        currencyName: b.name,
        currencySymbol: symbol,
        flagUrl,
        country: home.name,
        countryCode: home.iso2,
        defaultCity: defaultCity.name,
      },
    };
  });
}
