/**
 * Typed calls and TanStack Query hooks for the exchange reference routes (docs/product.md §7). Responses are
 * cached 5 minutes (docs/product.md §7, app.tsx defaults); reference lists are kept for the session since they
 * change only with a data build.
 */
import { useQuery } from '@tanstack/react-query';
import type { CityItem } from '#domain/api/exchange.ts';
import { callApi } from '../../api/client.ts';
import { api } from '../../api/routes.ts';
import { currenciesQuery, supportedCitiesQuery } from './exchange-queries.ts';

export type { CurrencyOption, SupportedCountryEntry } from './exchange-queries.ts';

/** A city as the exchange routes send it (docs/product.md §3 City, plus ids): the shared contract's CityItem. */
export type CityOption = CityItem;

/** The city of one side of a comparison (docs/product.md §3 fromCity/toCity). */
export interface SelectedCity {
  name: string;
  country: string;
  countryCode: string;
  /** The reference city id: requests and links use it (issue 13 §4). */
  id?: string;
}

// The reference lists' query definitions live in exchange-queries.ts, which has no hooks in it, so
// that /home can start these requests from the main bundle (ADR 015).
export { currenciesQuery, supportedCitiesQuery, toCurrencyOptions } from './exchange-queries.ts';

export function useCurrencies() {
  return useQuery(currenciesQuery());
}

export function useSupportedCities() {
  return useQuery(supportedCitiesQuery());
}

/** The typeahead over every city; an empty query asks nothing (the supported list is shown instead). */
export function useCitySearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['exchange', 'cities', q],
    queryFn: async ({ signal }) =>
      (await callApi(api.exchange.cities, { query: { q, limit: 20 }, signal })).data.cities,
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}
