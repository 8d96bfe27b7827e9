import type { City, Currency } from '#domain/reference-types.ts';
import type { ReferenceData } from '../../reference/reference-data.ts';

/**
 * Cities listed per country in GET /api/exchange/supported-cities, the pickers' short list before any
 * typing (every plan reaches every city, ADR 160): each country of a currency contributes its "(Average)"
 * entry and its first 5 cities in the loader's order (capital, then by population). All 12,000+ would be
 * megabytes for EUR (37 countries) and USD (20); the typeahead (GET /api/exchange/cities) reaches
 * every city.
 */
export const CITIES_PER_COUNTRY = 5;

export interface CityItem {
  id: string;
  name: string;
  country: string;
  countryCode: string;
  adminName: string | null;
  population: number;
  isCapital: boolean;
  isCountryAverage: boolean;
  /** The other name a search matched ('Bangalore' for Bengaluru); only in typeahead answers. */
  matchedName?: string;
  /** The city a section is part of, and priced as ('London' for Chelsea; City.partOf). */
  partOf?: string;
}

export function toCityItem(
  city: City,
  matchedName?: string | null,
  reference?: Pick<ReferenceData, 'cityById'>,
): CityItem {
  const partOf = city.partOf === undefined ? undefined : reference?.cityById.get(city.partOf)?.name;
  return {
    ...(matchedName ? { matchedName } : {}),
    ...(partOf ? { partOf } : {}),
    id: city.id,
    name: city.name,
    country: city.countryName,
    countryCode: city.countryCode,
    adminName: city.adminName,
    population: city.population,
    isCapital: city.isCapital,
    isCountryAverage: city.isCountryAverage,
  };
}

function countriesOf(currency: Currency): readonly string[] {
  // Currencies with no country of their own (XDR) list their home country's cities.
  return currency.countries.length > 0
    ? [
        currency.homeCountry.iso2,
        ...currency.countries.filter((c) => c !== currency.homeCountry.iso2),
      ]
    : [currency.homeCountry.iso2];
}

/** Currency code -> its countries' averages and major cities, the home country first. */
export function buildSupportedCities(reference: ReferenceData): Record<string, CityItem[]> {
  const out: Record<string, CityItem[]> = {};
  for (const currency of reference.currencies) {
    const list: City[] = [];
    for (const iso2 of countriesOf(currency)) {
      const cities = reference.citiesByCountry.get(iso2) ?? [];
      const average = cities.filter((c) => c.isCountryAverage);
      // A section of a city (Sector 3 of Bucharest, Brooklyn) is not one of its country's major cities.
      const places = cities
        .filter((c) => !c.isCountryAverage && c.partOf === undefined)
        .slice(0, CITIES_PER_COUNTRY);
      list.push(...average, ...places);
    }
    const defaultCity = reference.defaultCityOf(currency.code);
    if (defaultCity && !list.some((c) => c.id === defaultCity.id)) list.unshift(defaultCity);
    out[currency.code] = list.map((c) => toCityItem(c, null, reference));
  }
  return out;
}

/**
 * Currency code -> the countries whose people are paid in it: each country's first listed currency that
 * Parity quotes (countries.json lists legal tender first, fund codes such as USN, BOV or CLF last), the
 * rule the server's own figures follow (prices currencyOf). XDR, the IMF's unit, is paid nowhere.
 */
export function paidInByCurrency(
  reference: Pick<ReferenceData, 'countries' | 'currencies'>,
): Map<string, string[]> {
  const out = new Map<string, string[]>(reference.currencies.map((c) => [c.code, []]));
  for (const country of reference.countries) {
    const code = country.currencies.find((c) => out.has(c));
    if (code !== undefined) out.get(code)?.push(country.iso2);
  }
  return out;
}

/** docs/product.md §7 supported-countries: currency code -> the §3 "supported country entry", with `paidIn`. */
export function buildSupportedCountries(reference: ReferenceData) {
  const paidIn = paidInByCurrency(reference);
  return Object.fromEntries(
    reference.currencies.map((c) => [
      c.code,
      { ...c.supportedCountry, paidIn: paidIn.get(c.code) ?? [] },
    ]),
  );
}

/** docs/product.md §7 supported-currency-symbols: currency code -> the display symbol formatMoney uses. */
export function buildCurrencySymbols(reference: ReferenceData): Record<string, string> {
  return Object.fromEntries(reference.currencies.map((c) => [c.code, c.symbol]));
}
