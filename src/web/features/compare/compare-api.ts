/**
 * The comparison's data: USD rates (GET /api/exchange/latest-rates/?from=USD, spec §7 "most panels
 * use from=USD"), each city's market data (POST /api/exchange/market-data), the engine's
 * cost-of-living ratio (GET /api/cost-of-living/compare) and the pair's history (GET
 * /api/exchange/history). Cached 5 minutes per request key (spec §7, app.tsx defaults).
 */
import { useQuery } from '@tanstack/react-query';
import type { MarketItems } from '#domain/compare/market.ts';
import type { CityRef } from '#domain/compare/recent.ts';
import { apiData } from '../../api/client.ts';
// The query definitions live in comparison-queries.ts, which has no hooks in it, so that /home can
// start these requests from the main bundle (ADR 015).
import { colRatioQuery, marketDataQuery, usdRatesQuery } from './comparison-queries.ts';

export interface LatestRates {
  base: string;
  as_of: string;
  fetched_at: string;
  stale: boolean;
  source: string;
  conversion_rates: Record<string, number>;
}

export interface MarketData {
  city: string;
  country: string;
  countryCode: string;
  isCountryAverage: boolean;
  currency: string;
  basis: string;
  as_of: string;
  stale: boolean;
  items: MarketItems;
}

export interface ColCompare {
  ratio: number;
  reference: string;
  as_of: string;
  /** Non-null when the engine could not place a city and the spec's rule gave the ratio. */
  fallback: { missing: string[]; rule: string } | null;
  from: { costOfLivingPlusRentIndex?: number } | null;
  to: { costOfLivingPlusRentIndex?: number } | null;
}

export interface HistoryPoint {
  date: string;
  rate: number;
  source: string;
}

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
      (
        await apiData<{ points: HistoryPoint[] }>(
          `/api/exchange/history?from=${from}&to=${to}&days=30`,
          { signal },
        )
      ).points,
    enabled,
  });
}
