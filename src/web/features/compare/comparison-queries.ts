/**
 * The comparison's query definitions, shared by the screen's hooks (compare-api.ts) and by
 * prefetchComparison, so a prefetch fills exactly the cache entries the screen reads. No hooks
 * here: /home's page, in the main bundle, starts these requests without waiting for the tool's
 * code (ADR 015).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CityRef } from '#domain/compare/recent.ts';
import { pairFacts, settleUrl } from '#domain/compare/pair-state.ts';
import { decodeComparison, type ComparisonState } from '#domain/compare/url-state.ts';
import { callApi } from '../../api/client.ts';
import { queryString } from '#domain/api/contract.ts';
import { api } from '../../api/routes.ts';
import { currenciesQuery, supportedCitiesQuery } from '../pickers/exchange-queries.ts';
import { currencyPlaces } from '../pickers/selection.ts';

export const usdRatesQuery = () =>
  queryOptions({
    queryKey: ['exchange', 'latest-rates', 'USD'],
    queryFn: async ({ signal }) =>
      (await callApi(api.exchange.latestRates, { query: { from: 'USD' }, signal })).data,
  });

/** The place as the API takes it: its id when known (stable across renames), else name and country. */
export const placeParams = (city: CityRef): { city: string; country?: string } =>
  city.id ? { city: city.id } : { city: city.name, country: city.country };

export const marketDataQuery = (city: CityRef) =>
  queryOptions({
    queryKey: ['exchange', 'market-data', city.id ?? '', city.country, city.name],
    queryFn: async ({ signal }) =>
      (await callApi(api.prices.marketData, { body: placeParams(city), signal })).data,
  });

export const colRatioQuery = (from: CityRef, to: CityRef) => {
  const a = placeParams(from);
  const b = placeParams(to);
  const query = { from: a.city, to: b.city, fromCountry: a.country, toCountry: b.country };
  return queryOptions({
    queryKey: ['cost-of-living', 'compare', queryString(query)],
    queryFn: async ({ signal }) => (await callApi(api.prices.compare, { query, signal })).data,
  });
};

/**
 * The answers the form and the result summary need: the rates and the reference lists (currencies
 * and cities per currency). Prices (market data, the cost-of-living ratio) are not among them: the
 * form is usable and the figures show skeletons while they load (issue 19 §4). Settles, never
 * rejects, once all three have; a failure is left for the screen to report.
 */
export async function firstAnswers(client: QueryClient): Promise<void> {
  await Promise.all([
    client.ensureQueryData(usdRatesQuery()),
    client.ensureQueryData(currenciesQuery()),
    client.ensureQueryData(supportedCitiesQuery()),
  ]).catch(() => undefined);
}

/** Lets the browser run other tasks (paint, input) before the caller goes on. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Start every request the comparison for `search` (the URL's query) makes on its first render; the
 * promise settles when all of them have (a failed one is left for the screen's own query to report
 * and retry). Requests already in flight or fresh in the cache are not repeated. Each request is
 * started in a task of its own: starting a fetch costs the main thread a few milliseconds, and six
 * in one go made one of the longest tasks of /home's load (ADR 015). Once `stop` aborts, no
 * further request is started.
 */
export async function prefetchComparison(
  client: QueryClient,
  search: string,
  stop?: AbortSignal,
): Promise<void> {
  const cities = (state: ComparisonState) => [
    () => client.prefetchQuery(marketDataQuery(state.fromCity)),
    () => client.prefetchQuery(marketDataQuery(state.toCity)),
    () => client.prefetchQuery(colRatioQuery(state.fromCity, state.toCity)),
  ];
  const lists = [
    () => client.prefetchQuery(currenciesQuery()),
    () => client.prefetchQuery(supportedCitiesQuery()),
  ];
  const rates = () => client.prefetchQuery(usdRatesQuery());
  const params = new URLSearchParams(search);
  // A side given by its currency alone (`?from=JPY`) has its city settled from the reference lists
  // (issue 19 §2): its data is asked for once they are here, not for the default city.
  const pairNamed = (['from', 'to'] as const).every(
    (side) => params.has(`${side}City`) || !params.has(side),
  );
  if (pairNamed) {
    await startAll([rates, ...cities(decodeComparison(search)), ...lists], stop);
    return;
  }
  const first = startAll([rates, ...lists], stop);
  if (stop?.aborted === true) return;
  const [currencies, supported] = await Promise.all([
    client.ensureQueryData(currenciesQuery()),
    client.ensureQueryData(supportedCitiesQuery()),
  ]).catch(() => [null, null] as const);
  const state =
    currencies && supported
      ? settleUrl(search, pairFacts(currencyPlaces(currencies, supported)))
      : decodeComparison(search);
  await Promise.all([first, startAll(cities(state), stop)]);
}

/** Starts each request in a task of its own (see prefetchComparison); settles when all have. */
async function startAll(starts: (() => Promise<void>)[], stop?: AbortSignal): Promise<void> {
  const answers: Promise<void>[] = [];
  for (const start of starts) {
    if (stop?.aborted === true) break;
    answers.push(start());
    await yieldToMain();
  }
  await Promise.all(answers);
}
