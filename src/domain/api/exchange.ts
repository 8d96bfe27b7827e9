/**
 * Contracts of the exchange routes (docs/product.md §7 GET /api/exchange/*, ADR 105): request and response
 * schemas shared by the server's routes, the OpenAPI document and the web client.
 */
import { z } from 'zod';
import { defineRoute } from './contract.ts';
import { success } from './envelope.ts';

/** Typeahead results per request (issue 13 §4). */
export const MAX_CITY_RESULTS = 50;
export const DEFAULT_CITY_RESULTS = 10;

export const currencyCodeParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Currency code must be three letters')
  .transform((v) => v.toUpperCase());

/** A city as the exchange routes send it (docs/product.md §3 City, plus ids). */
export const cityItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  countryCode: z.string(),
  adminName: z.string().nullable(),
  population: z.number(),
  isCapital: z.boolean(),
  isCountryAverage: z.boolean(),
  /** The other name a typeahead search matched ('Bangalore' for Bengaluru). */
  matchedName: z.string().optional(),
  /** The city a section of a city is part of, and priced as ('London' for Chelsea). */
  partOf: z.string().optional(),
});
export type CityItem = z.infer<typeof cityItemSchema>;

/** docs/product.md §3 "Supported country entry". */
export const supportedCountrySchema = z.object({
  currencyName: z.string(),
  currencySymbol: z.string(),
  flagUrl: z.string(),
  country: z.string(),
  countryCode: z.string(),
  defaultCity: z.string(),
  /**
   * ISO 3166-1 alpha-2 codes of the countries whose people are paid in this currency (each country's
   * first listed currency that Parity quotes): USD lists US, XDR lists none (issue 34 item 1).
   */
  paidIn: z.array(z.string()).optional(),
});
export type SupportedCountry = z.infer<typeof supportedCountrySchema>;

export const latestRatesQuery = z.strictObject({ from: currencyCodeParam });
export const latestRatesData = z.object({
  base: z.string(),
  as_of: z.string().describe('YYYY-MM-DD: the date the rates are for'),
  fetched_at: z.string(),
  stale: z.boolean().describe('true for the embedded snapshot or one obtained more than ~36 h ago'),
  source: z.string(),
  conversion_rates: z.record(z.string(), z.number()).describe('code -> units per 1 `base`'),
  rate_sources: z
    .record(z.string(), z.string())
    .optional()
    .describe('code -> the source id of its rate (a key of `publishers`); ADR 162'),
  publishers: z
    .record(
      z.string(),
      z.object({ name: z.string(), licence: z.string(), indicative: z.boolean() }),
    )
    .optional()
    .describe('source id -> its publisher; indicative rates are never served to API keys'),
});
export const latestRatesResponse = success(latestRatesData);
export type LatestRates = z.infer<typeof latestRatesData>;

export const historyQuery = z.strictObject({
  from: currencyCodeParam,
  to: currencyCodeParam,
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export const historyPointSchema = z.object({
  date: z.string(),
  rate: z.number(),
  source: z.string(),
});
export type HistoryPoint = z.infer<typeof historyPointSchema>;
export const historyData = z.object({
  base: z.string(),
  target: z.string(),
  days: z.number(),
  points: z.array(historyPointSchema),
});
export const historyResponse = success(historyData);
export type History = z.infer<typeof historyData>;

export const supportedCountriesData = z.object({
  data: z.record(z.string(), supportedCountrySchema),
});
export const supportedCountriesResponse = success(supportedCountriesData);
export type SupportedCountries = z.infer<typeof supportedCountriesData>;

export const supportedCitiesData = z.record(z.string(), z.array(cityItemSchema));
export const supportedCitiesResponse = success(supportedCitiesData);
export type SupportedCities = z.infer<typeof supportedCitiesData>;

export const currencySymbolsData = z.record(z.string(), z.string());
export const currencySymbolsResponse = success(currencySymbolsData);

export const citiesQuery = z.strictObject({
  // Never a 400 for odd or long input (issue 3 "Bad input"): any string, trimmed, capped and folded.
  q: z.string().default(''),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter ISO code')
    .transform((v) => v.toUpperCase())
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_CITY_RESULTS)
    .transform((n) => Math.min(n, MAX_CITY_RESULTS)),
});
export const citiesData = z.object({ query: z.string(), cities: z.array(cityItemSchema) });
export const citiesResponse = success(citiesData);
export type CitySearchResult = z.infer<typeof citiesData>;

/** docs/security.md C4: per IP at the public rate; a Navigator API key gets its own bucket. */
const publicData = { auth: 'none', publicData: true } as const;
const tags = ['exchange'];

export const exchangeApi = {
  latestRates: defineRoute({
    method: 'GET',
    path: '/api/exchange/latest-rates',
    tags,
    summary: 'Every rate against one base currency, with the date the rates are for',
    description:
      "Every rate against `from`, with the date the rates are for. The web app gets indicative rates for about 160 currencies; an API key gets the newest official ECB day only (about 30 currencies, `source: 'ecb'`). `rate_sources` and `publishers` say who published each rate.",
    example: { query: { from: 'EUR' } },
    query: latestRatesQuery,
    response: latestRatesResponse,
    errors: [404],
    policy: publicData,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/exchange/history',
    tags,
    summary: 'The daily series of a pair from stored snapshots, oldest first',
    description:
      'The daily rate of one pair over the last `days` days (30 for everyone; up to 366 with Voyager or a Navigator key), oldest first. For a fixed start and end date use /api/exchange/timeseries.',
    example: { query: { from: 'USD', to: 'EUR', days: 30 } },
    query: historyQuery,
    response: historyResponse,
    errors: [404],
    policy: publicData,
  }),
  supportedCountries: defineRoute({
    method: 'GET',
    path: '/api/exchange/supported-countries',
    tags,
    summary:
      'Every supported currency with its home country, flag and default city (data.data keyed by code)',
    description:
      'Every supported currency keyed by code (under `data.data`), with its home country, flag, default city and the countries paid in it.',
    example: {},
    response: supportedCountriesResponse,
    policy: publicData,
  }),
  supportedCities: defineRoute({
    method: 'GET',
    path: '/api/exchange/supported-cities',
    tags,
    summary:
      'Currency code -> country averages and up to 5 major cities per country (typeahead for the rest)',
    description:
      "For every currency, its countries' averages and up to five major cities each; search the other 52,000 places with /api/exchange/cities.",
    example: {},
    response: supportedCitiesResponse,
    policy: publicData,
  }),
  currencySymbols: defineRoute({
    method: 'GET',
    path: '/api/exchange/supported-currency-symbols',
    tags,
    summary: 'Currency code -> display symbol',
    description: 'Currency code to the symbol people write ($, €, ¥ …).',
    example: {},
    response: currencySymbolsResponse,
    policy: publicData,
  }),
  cities: defineRoute({
    method: 'GET',
    path: '/api/exchange/cities',
    tags,
    summary:
      'City typeahead over every city: accent- and case-insensitive prefix of the name, largest first',
    description:
      'Typeahead over every place: an accent- and case-insensitive prefix of a name or an alternative name, largest first, at most 50 (`limit`). The `id` of a result is accepted as `city` by the cost-of-living operations.',
    example: { query: { q: 'spring', country: 'US', limit: 5 } },
    query: citiesQuery,
    response: citiesResponse,
    policy: publicData,
  }),
};
