/**
 * The comparison's data: USD rates (GET /api/exchange/latest-rates?from=USD, docs/product.md §7 "most panels
 * use from=USD"), each city's market data (POST /api/exchange/market-data), the engine's
 * cost-of-living ratio (GET /api/cost-of-living/compare) and the pair's history (GET
 * /api/exchange/history). Cached 5 minutes per request key (docs/product.md §7, app.tsx defaults).
 */
import { useQuery } from '@tanstack/react-query';
import type { HistoryPoint, LatestRates } from '#domain/api/exchange.ts';
import type { MarketData } from '#domain/api/market-data.ts';
import type { ColCompare } from '#domain/api/prices.ts';
import type { CityRef } from '#domain/compare/recent.ts';
import { callApi } from '../../api/client.ts';
import { api } from '../../api/routes.ts';
// The query definitions live in comparison-queries.ts, which has no hooks in it, so that /home can
// start these requests from the main bundle (ADR 015).
import { colRatioQuery, marketDataQuery, usdRatesQuery } from './comparison-queries.ts';

// The answers' types come from the shared contracts (src/domain/api, ADR 105).
export type { ColCompare, HistoryPoint, LatestRates, MarketData };

export function useUsdRates(enabled: boolean) {
  return useQuery({ ...usdRatesQuery(), enabled });
}

export function useMarketData(city: CityRef, enabled: boolean) {
  return useQuery({ ...marketDataQuery(city), enabled });
}

export function useColRatio(from: CityRef, to: CityRef, enabled: boolean) {
  return useQuery({ ...colRatioQuery(from, to), enabled });
}

export function useRateHistory(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: ['exchange', 'history', from, to],
    queryFn: async ({ signal }) =>
      (await callApi(api.exchange.history, { query: { from, to, days: 30 }, signal })).data.points,
    enabled,
  });
}
