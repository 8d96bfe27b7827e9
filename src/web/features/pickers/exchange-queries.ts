/**
 * The reference lists' query definitions (GET /api/exchange/supported-countries and
 * /supported-cities), shared by the pickers' hooks (exchange-api.ts) and by /home's early start of
 * its requests (compare/comparison-queries.ts). No hooks here: the main bundle imports this.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { api } from '../../api/routes.ts';
import type { SupportedCountry } from '#domain/api/exchange.ts';

/** docs/product.md §3 "Supported country entry" as GET /api/exchange/supported-countries sends it (shared contract). */
export type SupportedCountryEntry = SupportedCountry;

/** docs/product.md §3 client model of a currency. */
export interface CurrencyOption {
  code: string;
  name: string;
  symbol: string;
  flagUrl: string;
  country: string;
  countryCode: string;
  defaultCity: string;
  /** The countries whose people are paid in it (issue 34 item 1). */
  paidIn?: readonly string[];
}

/** The supported-countries map as a list sorted by code. */
export function toCurrencyOptions(map: Record<string, SupportedCountryEntry>): CurrencyOption[] {
  return (
    Object.entries(map)
      .map(([code, e]) => ({
        code,
        name: e.currencyName,
        symbol: e.currencySymbol,
        flagUrl: e.flagUrl,
        country: e.country,
        countryCode: e.countryCode,
        defaultCity: e.defaultCity,
        ...(e.paidIn ? { paidIn: e.paidIn } : {}),
      }))
      // ISO 4217 codes are three capital letters, so code-unit order is alphabetical, without the
      // browser's ICU collator (ADR 015).
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
  );
}

const SESSION = Number.POSITIVE_INFINITY;

export const currenciesQuery = () =>
  queryOptions({
    queryKey: ['exchange', 'supported-countries'],
    queryFn: async ({ signal }) =>
      toCurrencyOptions((await callApi(api.exchange.supportedCountries, { signal })).data.data),
    staleTime: SESSION,
  });

export const supportedCitiesQuery = () =>
  queryOptions({
    queryKey: ['exchange', 'supported-cities'],
    queryFn: async ({ signal }) => (await callApi(api.exchange.supportedCities, { signal })).data,
    staleTime: SESSION,
  });
