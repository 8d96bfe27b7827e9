/**
 * POST /api/exchange/market-data's answer (docs/product.md §3 "Market data item", §7; issue 16 item 2, ADR 107):
 * the city, its currency and rates date, and the 55 catalogue items grouped by category key, each with
 * where it came from. The server builds this object, checks it against the schema once per city and
 * rates view, and caches the serialised bytes; the web reads the inferred type.
 */
import { z } from 'zod';
import { CATEGORY_KEYS } from '../cost-of-living/categories.ts';
import { success } from './envelope.ts';

export const marketItemSchema = z.strictObject({
  /** Catalogue id (contributions are keyed by it). */
  itemId: z.string(),
  itemName: z.string(),
  itemCategory: z.enum(CATEGORY_KEYS),
  unit: z.string(),
  /** In the city's currency (a percentage for the mortgage rate, which is never converted). */
  value: z.number(),
  valueInUSD: z.number(),
  currency: z.string().length(3),
  /** 'published': the city's published fare or the country's published rate, of `year` (ADR 164). */
  source: z.enum(['model', 'imported', 'contributions', 'published']),
  year: z.number().int(),
  /** The 80 % range, in the same unit as `value`. */
  low: z.number(),
  high: z.number(),
  /** Observations behind the figure: contributors, imported rows or the city's published prices. */
  count: z.number().int().nonnegative(),
});

export const marketDataSchema = z.strictObject({
  city: z.string(),
  cityId: z.string(),
  country: z.string(),
  countryCode: z.string().length(2),
  isCountryAverage: z.boolean(),
  currency: z.string().length(3),
  /** How the country's figures were made (method §4). */
  basis: z.string(),
  as_of: z.string(),
  stale: z.boolean(),
  /** Every category key, each with its items in catalogue order. */
  items: z.record(z.enum(CATEGORY_KEYS), z.array(marketItemSchema)),
});

export const marketDataResponse = success(marketDataSchema);

export type MarketDataItem = z.infer<typeof marketItemSchema>;
export type MarketData = z.infer<typeof marketDataSchema>;
export type MarketDataAnswer = z.infer<typeof marketDataResponse>;
