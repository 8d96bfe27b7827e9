/**
 * Contracts of the cost-of-living and price-contribution routes (issue 4, ADR 144). POST
 * /api/exchange/market-data's response is declared in market-data.ts (its own rebuild).
 */
import { z } from 'zod';
import { contributionSchema, plainText } from '../cost-of-living/contribution.ts';
import { defineRoute } from './contract.ts';
import { success, withMessage } from './envelope.ts';
import { marketDataResponse } from './market-data.ts';

export { contributionSchema };

/** A place as the API takes it: a reference city id, or a name with an optional country. */
export const placeQuery = z.strictObject({
  city: plainText(200),
  country: plainText(100).optional(),
});
export const marketDataBody = placeQuery;

const placeData = {
  city: z.string(),
  cityId: z.string(),
  country: z.string(),
  countryCode: z.string(),
  isCountryAverage: z.boolean(),
};

/** City indices, US average = 100 (the engine's index names are listed in OpenAPI as numbers). */
export const cityIndexData = z
  .object({
    ...placeData,
    reference: z.string(),
    costOfLivingPlusRentIndex: z.number(),
    evidenceCount: z.number(),
    as_of: z.string(),
    stale: z.boolean(),
  })
  .catchall(z.unknown());
export const cityIndexResponse = success(cityIndexData);
export type CityIndex = z.infer<typeof cityIndexData>;

export const compareQuery = z.strictObject({
  from: plainText(200),
  to: plainText(200),
  fromCountry: plainText(100).optional(),
  toCountry: plainText(100).optional(),
});
const comparedPlace = z.object({ ...placeData, costOfLivingPlusRentIndex: z.number().optional() });
export const colCompareData = z.object({
  reference: z.string(),
  as_of: z.string(),
  stale: z.boolean(),
  from: comparedPlace.nullable(),
  to: comparedPlace.nullable(),
  ratio: z.number(),
  /** Non-null when the engine could not place a city and docs/product.md's rule gave the ratio. */
  fallback: z.object({ missing: z.array(z.string()), rule: z.string() }).nullable(),
});
export const colCompareResponse = success(colCompareData);
export type ColCompare = z.infer<typeof colCompareData>;

const published = z.object({ valueInUSD: z.number(), source: z.string(), count: z.number() });

export const contributionRecordedData = z.object({
  id: z.string(),
  itemId: z.string(),
  cityId: z.string(),
  quarantined: z.boolean(),
  published: published.extend({ low: z.number().nullable(), high: z.number().nullable() }),
});
export const contributionRecordedResponse = withMessage(contributionRecordedData);
export type ContributionRecorded = z.infer<typeof contributionRecordedData>;

export const evidenceData = z.object({
  city: z.string(),
  cityId: z.string(),
  country: z.string(),
  items: z.array(
    z.object({
      itemId: z.string(),
      itemName: z.string(),
      itemCategory: z.string(),
      contributions: z.number(),
      accounts: z.number(),
      quarantinedAccounts: z.number(),
      medianInUSD: z.number().nullable(),
      latest: z.string(),
      published,
    }),
  ),
  as_of: z.string(),
  stale: z.boolean(),
});
export const evidenceResponse = success(evidenceData);
export type Evidence = z.infer<typeof evidenceData>;

const publicData = { auth: 'none', publicData: true } as const;
const tags = ['cost of living'];

export const pricesApi = {
  /** The handler sends cached bytes, checked against the schema when they were built (ADR 107). */
  marketData: defineRoute({
    method: 'POST',
    path: '/api/exchange/market-data',
    tags,
    summary: 'Prices of the 55 items for a city',
    description:
      'Prices of the 55 items of the basket for one place (a reference city id or a name with an optional country), in local currency, with the model or evidence behind each.',
    example: { body: { city: 'Lisbon', country: 'Portugal' } },
    body: marketDataBody,
    response: marketDataResponse,
    errors: [404],
    policy: publicData,
  }),
  /** The same answer as a GET (issue 38 item 2), so HTTP caches and ETags can keep it. */
  marketDataByPlace: defineRoute({
    method: 'GET',
    path: '/api/exchange/market-data',
    tags,
    summary: 'Prices of the 55 items for a city, as a cacheable GET',
    description:
      'The answer of POST /api/exchange/market-data for `city` (a reference city id from /api/exchange/cities, or a name) and an optional `country`, as a GET that shared caches and If-None-Match can serve.',
    example: { query: { city: 'Lisbon', country: 'Portugal' } },
    query: placeQuery,
    response: marketDataResponse,
    errors: [404],
    policy: publicData,
  }),
  cityIndex: defineRoute({
    method: 'GET',
    path: '/api/cost-of-living/index',
    tags,
    summary: 'City indices (US average = 100)',
    description:
      "A place's cost-of-living indices against the US average (100): overall, rent, groceries and more.",
    example: { query: { city: 'Berlin', country: 'Germany' } },
    query: placeQuery,
    response: cityIndexResponse,
    errors: [404],
    policy: publicData,
  }),
  compare: defineRoute({
    method: 'GET',
    path: '/api/cost-of-living/compare',
    tags,
    summary: 'Cost-of-living ratio from one city to another',
    description:
      "How much more or less living costs in `to` than in `from`, with each place's indices.",
    example: {
      query: {
        from: 'London',
        fromCountry: 'United Kingdom',
        to: 'Bangkok',
        toCountry: 'Thailand',
      },
    },
    query: compareQuery,
    response: colCompareResponse,
    policy: publicData,
  }),
  /** docs/security.md C1: verified users only; a burst limit per IP on top of the daily caps. */
  contribute: defineRoute({
    method: 'POST',
    path: '/api/prices/contributions',
    tags,
    summary: 'Contribute an observed price',
    body: contributionSchema,
    response: contributionRecordedResponse,
    errors: [404],
    policy: { auth: 'verified', private: true, limit: { max: 30, timeWindow: '1 minute' } },
  }),
  evidence: defineRoute({
    method: 'GET',
    path: '/api/prices/contributions',
    tags,
    summary: "A city's crowd-sourced evidence",
    description: 'Prices people contributed for a place, with how they were checked.',
    example: { query: { city: 'Lisbon', country: 'Portugal' } },
    query: placeQuery,
    response: evidenceResponse,
    errors: [404],
    policy: publicData,
  }),
};
