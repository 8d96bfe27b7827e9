/**
 * Pure rules of the pickers, shared by the components and the comparison screen.
 */
import { toSearchKey } from '#domain/ascii-fold.ts';
import type { CityOption, CurrencyOption, SelectedCity } from './exchange-api.ts';

/**
 * Currencies whose code, name or country starts a word matching the query, accent- and
 * case-insensitively; an exact code match comes first.
 */
export function filterCurrencies(
  options: readonly CurrencyOption[],
  query: string,
): CurrencyOption[] {
  const q = toSearchKey(query);
  if (q === '') return [...options];
  const matches = (text: string) => {
    const key = toSearchKey(text);
    return key.startsWith(q) || key.split(/[^a-z0-9]+/).some((word) => word.startsWith(q));
  };
  const found = options.filter(
    (o) => o.code.toLowerCase().startsWith(q) || matches(o.name) || matches(o.country),
  );
  return found.sort(
    (a, b) => Number(b.code.toLowerCase() === q) - Number(a.code.toLowerCase() === q),
  );
}

/**
 * docs/product.md §3/§4: choosing a currency sets that side's city to the currency's default city, in its home
 * country. Returns null when the currency is unknown (the caller keeps its current city).
 */
export function defaultCityFor(
  code: string,
  currencies: readonly CurrencyOption[],
): SelectedCity | null {
  const currency = currencies.find((c) => c.code === code);
  if (!currency) return null;
  return {
    name: currency.defaultCity,
    country: currency.country,
    countryCode: currency.countryCode,
  };
}

// The reference lists as the pair model's facts: a pure rule, in the domain.
export { currencyPlaces } from '#domain/compare/currency-places.ts';

export function toSelectedCity(city: CityOption): SelectedCity {
  return { name: city.name, country: city.country, countryCode: city.countryCode, id: city.id };
}

/**
 * How a city reads in a list: 'Springfield, Illinois, United States'; a region named as its city is
 * left out ('Tokyo, Japan', not 'Tokyo, Tokyo, Japan'); a section of a city names its city instead of its
 * region ('Chelsea, London, United Kingdom': it is priced as London); averages read as themselves.
 */
export function cityLabel(
  city: Pick<CityOption, 'name' | 'country' | 'isCountryAverage'> & {
    adminName?: string | null;
    partOf?: string;
  },
): string {
  if (city.isCountryAverage) return city.name;
  const area = city.partOf ?? city.adminName;
  const region = area && toSearchKey(area) !== toSearchKey(city.name) ? area : null;
  return [city.name, region, city.country]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(', ');
}

/**
 * How a typeahead answer reads: the place's own name, then the other name the search matched when it was
 * one ('Bengaluru — Bangalore, India'), then region and country.
 */
export function cityOptionText(
  city: Pick<CityOption, 'name' | 'country' | 'isCountryAverage' | 'matchedName'> & {
    adminName?: string | null;
    partOf?: string;
  },
): string {
  const label = cityLabel(city);
  if (!city.matchedName || city.isCountryAverage) return label;
  return label.replace(city.name, `${city.name} — ${city.matchedName}`);
}
