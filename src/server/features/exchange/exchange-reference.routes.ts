import type { FastifyInstance, FastifyReply } from 'fastify';
import { exchangeApi } from '#domain/api/exchange.ts';
import { serve } from '../../plugins/serve.ts';
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

  serve(app, exchangeApi.supportedCountries, async (_request, reply) =>
    sendStatic(reply, countriesBody),
  );

  serve(app, exchangeApi.supportedCities, async (_request, reply) => sendStatic(reply, citiesBody));

  serve(app, exchangeApi.currencySymbols, async (_request, reply) =>
    sendStatic(reply, symbolsBody),
  );

  serve(app, exchangeApi.cities, async (request, reply) => {
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
  });
}
