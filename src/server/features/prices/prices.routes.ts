import type { FastifyInstance, FastifyReply } from 'fastify';
import { marketDataResponse, type MarketDataAnswer } from '#domain/api/market-data.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '#domain/api/error-codes.ts';
import {
  cityIndexResponse,
  colCompareResponse,
  compareQuery,
  contributionRecordedResponse,
  contributionSchema,
  evidenceResponse,
  marketDataBody,
  placeQuery,
} from '#domain/api/prices.ts';
import type { AppDeps } from '../../deps.ts';
import { chooseEncoding, type Encoding } from '../../plugins/compression.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { sendPublic } from '../exchange/index.ts';
import { sharedColEngine } from './col-engine.ts';
import { cityIndex, compareCities } from './col-index.service.ts';
import { contribute, summarise, type PricesContext } from './contributions.service.ts';
import { createMarketDataService, resolveCity } from './market-data.service.ts';
import { createEvidenceCache } from './price-evidence.ts';

/** Figures move with the rates (daily) and evidence (minutes): 5 minutes like the spec's client (§9). */
const MAX_AGE = 300;
const STALE_IF_ERROR = 24 * 60 * 60;

/** The answer's own headers beside the public-data ones, built once per encoding. */
const MARKET_DATA_HEADERS = {
  plain: { 'content-type': 'application/json; charset=utf-8', vary: 'Accept-Encoding' },
  br: {
    'content-type': 'application/json; charset=utf-8',
    vary: 'Accept-Encoding',
    'content-encoding': 'br',
  },
  gzip: {
    'content-type': 'application/json; charset=utf-8',
    vary: 'Accept-Encoding',
    'content-encoding': 'gzip',
  },
} as const;

function sendMarketData(reply: FastifyReply, body: Buffer, encoding: Encoding | null): void {
  sendPublic(reply, MAX_AGE, STALE_IF_ERROR).headers(MARKET_DATA_HEADERS[encoding ?? 'plain']);
  // Bytes, not the object: Fastify sends a Buffer as it is (no second serialisation).
  void reply.send(body as unknown as MarketDataAnswer);
}

/**
 * POST /api/exchange/market-data (spec §7), GET /api/cost-of-living/index and /compare, and
 * POST/GET /api/prices/contributions (issue 4 §3, §5). The engine is the process's one (sharedColEngine).
 */
export function pricesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const rates = deps.rates;
  if (!rates) throw new Error('pricesRoutes needs deps.rates (buildApp creates it)');
  const engine = sharedColEngine();
  const evidence = createEvidenceCache(deps.database.db, () => deps.clock.now().getTime());
  const market = createMarketDataService(engine, evidence);
  const ctx: PricesContext = { deps, engine, market, evidence };
  // SECURITY.md C4: per IP, and a Navigator API key in its own bucket (route-policy.ts).
  const publicData = { policy: { auth: 'none', publicData: true } } as const;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/exchange/market-data',
    {
      config: publicData,
      schema: {
        tags: ['cost of living'],
        summary: 'Prices of the 55 items for a city',
        body: marketDataBody,
        // The handler sends cached bytes, checked against this schema when they were built (ADR 107).
        response: { 200: marketDataResponse, 404: errorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const view = rates.current();
      // Bytes cached per city and encoding (issue 13 §5); the compression hook leaves an encoded answer be.
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      const resolved = resolveCity(engine, request.body.country, request.body.city);
      // A cached answer is sent without waiting on a promise; a miss (or evidence to look up) goes
      // through body(). An unknown city throws here, and Fastify answers it like a rejection.
      const cached = market.cachedBody(resolved, view, encoding);
      if (cached) {
        sendMarketData(reply, cached, encoding);
        return;
      }
      return market.body(resolved, view, encoding).then((body) => {
        sendMarketData(reply, body, encoding);
      });
    },
  );

  r.get(
    '/api/cost-of-living/index',
    {
      config: publicData,
      schema: {
        tags: ['cost of living'],
        summary: 'City indices (US average = 100)',
        querystring: placeQuery,
        response: { 200: cityIndexResponse, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await cityIndex(
        engine,
        market,
        rates.current(),
        request.query.city,
        request.query.country,
      );
      return sendPublic(reply, MAX_AGE, STALE_IF_ERROR).send({ status: 'success', data });
    },
  );

  r.get(
    '/api/cost-of-living/compare',
    {
      config: publicData,
      schema: {
        tags: ['cost of living'],
        summary: 'Cost-of-living ratio from one city to another',
        querystring: compareQuery,
        response: { 200: colCompareResponse },
      },
    },
    async (request, reply) => {
      const data = await compareCities(engine, market, rates.current(), request.query);
      return sendPublic(reply, MAX_AGE, STALE_IF_ERROR).send({ status: 'success', data });
    },
  );

  r.post(
    '/api/prices/contributions',
    {
      // SECURITY.md C1: verified users only; I1: 16 KiB body; a burst limit per IP on top of the daily caps.
      config: { policy: { auth: 'verified', private: true, limit: limit(30, '1 minute') } },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['cost of living'],
        summary: 'Contribute an observed price',
        body: contributionSchema,
        response: { 200: contributionRecordedResponse, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await contribute(
        ctx,
        rates.current(),
        request.user.id,
        request.ip,
        request.body,
      );
      return reply.send({
        status: 'success',
        message: 'Thank you! Your price was recorded.',
        data,
      });
    },
  );

  r.get(
    '/api/prices/contributions',
    {
      config: publicData,
      schema: {
        tags: ['cost of living'],
        summary: "A city's crowd-sourced evidence",
        querystring: placeQuery,
        response: { 200: evidenceResponse, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await summarise(ctx, rates.current(), request.query.city, request.query.country);
      return sendPublic(reply, 60, STALE_IF_ERROR).send({ status: 'success', data });
    },
  );
}
