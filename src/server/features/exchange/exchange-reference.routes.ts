import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  citiesQuery,
  citiesResponse,
  currencySymbolsResponse,
  supportedCitiesResponse,
  supportedCountriesResponse,
} from '#domain/api/exchange.ts';
import type { AppDeps } from '../../deps.ts';
import type { ReferenceData } from '../../reference/reference-data.ts';
import { type CitySearch, createCitySearch } from './city-search.ts';
import { REFERENCE_MAX_AGE, REFERENCE_STALE_IF_ERROR, sendPublic } from './exchange.http.ts';
import {
  buildCurrencySymbols,
  buildSupportedCities,
  buildSupportedCountries,
  toCityItem,
} from './reference.service.ts';

/** Reference data never changes while the process runs: each body is serialised once. */
export function exchangeReferenceRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  reference: ReferenceData,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // SECURITY.md C4: per IP at RATE_LIMIT_PUBLIC_PER_MINUTE; a Navigator API key gets its own bucket.
  const config = { policy: { auth: 'none', publicData: true } } as const;
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
  // The typeahead index takes about 0.5 s to build on a slow machine: build it on first use (or shortly after the server
  // starts listening) so start-up and readiness never wait for it.
  let citySearchIndex: CitySearch | undefined;
  const citySearch = () =>
    (citySearchIndex ??= createCitySearch(reference.cities, reference.placeTable));
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
      config,
      schema: {
        tags: ['exchange'],
        summary:
          'Every supported currency with its home country, flag and default city (data.data keyed by code)',
        response: { 200: supportedCountriesResponse },
      },
    },
    async (_request, reply) => sendStatic(reply, countriesBody),
  );

  api.get(
    '/api/exchange/supported-cities',
    {
      config,
      schema: {
        tags: ['exchange'],
        summary:
          'Currency code -> country averages and up to 5 major cities per country (typeahead for the rest)',
        response: { 200: supportedCitiesResponse },
      },
    },
    async (_request, reply) => sendStatic(reply, citiesBody),
  );

  api.get(
    '/api/exchange/supported-currency-symbols',
    {
      config,
      schema: {
        tags: ['exchange'],
        summary: 'Currency code -> display symbol',
        response: { 200: currencySymbolsResponse },
      },
    },
    async (_request, reply) => sendStatic(reply, symbolsBody),
  );

  api.get(
    '/api/exchange/cities',
    {
      config,
      schema: {
        tags: ['exchange'],
        summary:
          'City typeahead over every city: accent- and case-insensitive prefix of the name, largest first',
        querystring: citiesQuery,
        response: { 200: citiesResponse },
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
          cities: result.hits.map((h) => toCityItem(h.city, h.matched, reference)),
        },
      };
    },
  );
}
