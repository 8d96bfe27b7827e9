/**
 * docs/product.md's error texts per panel (docs/product.md §8 "Rates" and "Data"), built from the failed calls.
 */
import { ApiError } from '../../api/client.ts';
import type { ComparisonData } from './use-comparison.ts';

const detail = (e: Error): string =>
  e instanceof ApiError && e.status > 0 ? `${e.status} ${e.message}` : e.message;

/** docs/product.md §8: 'Failed to fetch exchange rates: {status} {statusText}'. */
export function ratesError(data: ComparisonData): string | null {
  return data.errors.rates ? `Failed to fetch exchange rates: ${detail(data.errors.rates)}` : null;
}

/** docs/product.md §8: 'Failed to fetch data for {city}: {statusText}', for the first city that failed. */
export function marketError(data: ComparisonData, fromCity: string, toCity: string): string | null {
  const { from, to } = data.errors;
  if (from) return `Failed to fetch data for ${fromCity}: ${from.message}`;
  if (to) return `Failed to fetch data for ${toCity}: ${to.message}`;
  return null;
}

/**
 * A panel's error: the rate failure first (nothing can be priced without rates), then the market
 * data failure worded the panel's way (docs/product.md §8 lists one text per panel).
 */
export function panelError(
  data: ComparisonData,
  wording: (cause: string) => string,
  cities: { from: string; to: string },
): string | null {
  const rates = ratesError(data);
  if (rates) return rates;
  const market = marketError(data, cities.from, cities.to);
  return market ? wording(market) : null;
}

export const WORDING = {
  food: (m: string) => `Error loading price data: ${m}`,
  comprehensive: (m: string) => `Error loading price data: ${m}`,
  lifestyle: (_m: string) => 'Failed to fetch lifestyle data. Please try again.',
  time: (_m: string) => 'Failed to fetch time value data. Please try again.',
  tourist: (_m: string) => 'Failed to fetch tourist expense data. Please try again.',
  salary: (_m: string) => 'Failed to fetch salary data. Please try again.',
  insights: (m: string) => `Error loading data: ${m}`,
  currency: (_m: string) => 'Failed to fetch conversion data. Please try again.',
} as const;
