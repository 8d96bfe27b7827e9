/**
 * The reference lists as the pair model's facts (issue 19 §2, issue 34 item 1): each currency's default
 * city, the countries that use it, and the countries whose people are paid in it. Pure: the web builds
 * these from GET /api/exchange/supported-countries and /supported-cities; tests build them from the
 * reference data itself.
 */
import type { CityItem, SupportedCountry } from '../api/exchange.ts';
import type { CurrencyPlace } from './pair-state.ts';

/** One currency as the supported-countries list names it. */
export type CurrencyEntry = Pick<SupportedCountry, 'country' | 'countryCode' | 'defaultCity'> & {
  code: string;
  paidIn?: readonly string[];
};

/**
 * Each currency's place: its default city (with its id when the currency's city list has it), the
 * countries its supported-cities list draws on, and `paidIn` as the server sends it.
 */
export function currencyPlaces(
  currencies: readonly CurrencyEntry[],
  supported: Readonly<Record<string, readonly CityItem[] | undefined>>,
): CurrencyPlace[] {
  return currencies.map((currency) => {
    const cities = supported[currency.code] ?? [];
    const home = cities.find(
      (c) =>
        !c.isCountryAverage &&
        c.name === currency.defaultCity &&
        c.countryCode === currency.countryCode,
    );
    return {
      code: currency.code,
      defaultCity: home
        ? { name: home.name, country: home.country, countryCode: home.countryCode, id: home.id }
        : {
            name: currency.defaultCity,
            country: currency.country,
            countryCode: currency.countryCode,
          },
      countries: [...new Set([currency.countryCode, ...cities.map((c) => c.countryCode)])],
      ...(currency.paidIn ? { paidIn: currency.paidIn } : {}),
      countryNames: Object.fromEntries(cities.map((c) => [c.country, c.countryCode])),
    };
  });
}
