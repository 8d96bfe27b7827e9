import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { publicDataRateLimit } from '../billing/api-keys.routes.ts';
import type { ReferenceData } from '../../reference/reference-data.ts';
import {
  type CitySearch,
  createCitySearch,
  DEFAULT_CITY_RESULTS,
  MAX_CITY_RESULTS,
} from './city-search.ts';
import {
  REFERENCE_MAX_AGE,
  REFERENCE_STALE_IF_ERROR,
  sendPublic,
  successEnvelope,
} from './exchange.http.ts';
import {
  buildCurrencySymbols,
  buildSupportedCities,
  buildSupportedCountries,
  toCityItem,
} from './reference.service.ts';

const cityItem = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  countryCode: z.string(),
  adminName: z.string().nullable(),
  population: z.number(),
  isCapital: z.boolean(),
  isCountryAverage: z.boolean(),
  matchedName: z.string().optional(),
});

const supportedCountry = z.object({
  currencyName: z.string(),
  currencySymbol: z.string(),
  flagUrl: z.string(),
  country: z.string(),
  countryCode: z.string(),
  defaultCity: z.string(),
});

const citiesQuery = z.strictObject({
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

/** Reference data never changes while the process runs: each body is serialised once. */
export function exchangeReferenceRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  reference: ReferenceData,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // SECURITY.md C4: per IP at RATE_LIMIT_PUBLIC_PER_MINUTE; a Navigator API key gets its own bucket.
  const rateLimit = publicDataRateLimit(deps);
  const countriesBody = JSON.stringify({
    status: 'success',
    data: { data: buildSupportedCountries(reference) },
  });
  const citiesBody = JSON.stringify({
    status: 'success',
    message: 'Supported cities retrieved successfully',
    data: buildSupportedCities(reference),
  });
  const symbolsBody = JSON.stringify({ status: 'success', data: buildCurrencySymbols(reference) });
  // The typeahead index takes ~100 ms to build: build it on first use (or shortly after the server
  // starts listening) so start-up and readiness never wait for it.
  let citySearchIndex: CitySearch | undefined;
  const citySearch = () => (citySearchIndex ??= createCitySearch(reference.cities));
  app.addHook('onListen', (done) => {
    setTimeout(citySearch, 1_000).unref();
    done();
  });
  const sendStatic = (reply: FastifyReply, body: string) =>
    sendPublic(reply, REFERENCE_MAX_AGE, REFERENCE_STALE_IF_ERROR)
      .type('application/json; charset=utf-8')
      .send(body);

  api.get(
    '/api/exchange/supported-countries',
    {
      config: { rateLimit },
      schema: {
        tags: ['exchange'],
        summary:
          'Every supported currency with its home country, flag and default city (data.data keyed by code)',
        response: {
          200: successEnvelope(z.object({ data: z.record(z.string(), supportedCountry) })),
        },
      },
    },
    async (_request, reply) => sendStatic(reply, countriesBody),
  );

  api.get(
    '/api/exchange/supported-cities',
    {
      config: { rateLimit },
      schema: {
        tags: ['exchange'],
        summary:
          'Currency code -> country averages and up to 5 major cities per country (typeahead for the rest)',
        response: { 200: successEnvelope(z.record(z.string(), z.array(cityItem))) },
      },
    },
    async (_request, reply) => sendStatic(reply, citiesBody),
  );

  api.get(
    '/api/exchange/supported-currency-symbols',
    {
      config: { rateLimit },
      schema: {
        tags: ['exchange'],
        summary: 'Currency code -> display symbol',
        response: { 200: successEnvelope(z.record(z.string(), z.string())) },
      },
    },
    async (_request, reply) => sendStatic(reply, symbolsBody),
  );

  api.get(
    '/api/exchange/cities',
    {
      config: { rateLimit },
      schema: {
        tags: ['exchange'],
        summary:
          'City typeahead over every city: accent- and case-insensitive prefix of the name, largest first',
        querystring: citiesQuery,
        response: {
          200: successEnvelope(z.object({ query: z.string(), cities: z.array(cityItem) })),
        },
      },
    },
    async (request, reply) => {
      const { q, country, limit: max } = request.query;
      const result = citySearch().search(q, { country, limit: max });
      sendPublic(reply, REFERENCE_MAX_AGE, REFERENCE_STALE_IF_ERROR);
      return {
        status: 'success' as const,
        data: {
          query: result.query,
          cities: result.hits.map((h) => toCityItem(h.city, h.matched)),
        },
      };
    },
  );
}
