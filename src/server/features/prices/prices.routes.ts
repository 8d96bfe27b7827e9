import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contributionSchema, plainText } from '#domain/cost-of-living/contribution.ts';
import type { AppDeps } from '../../deps.ts';
import { chooseEncoding } from '../../plugins/compression.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { requireUserHook } from '../auth/require-user.ts';
import { sendPublic } from '../exchange/exchange.http.ts';
import { createColEngine } from './col-engine.ts';
import { cityIndex, compareCities } from './col-index.service.ts';
import { contribute, summarise, type PricesContext } from './contributions.service.ts';
import { createMarketDataService, resolveCity } from './market-data.service.ts';
import { createEvidenceCache } from './price-evidence.ts';

/** Figures move with the rates (daily) and evidence (minutes): 5 minutes like the spec's client (§9). */
const MAX_AGE = 300;
const STALE_IF_ERROR = 24 * 60 * 60;

const text = plainText;
const place = { city: text(200), country: text(100).optional() };

/**
 * POST /api/exchange/market-data (spec §7), GET /api/cost-of-living/index and /compare, and
 * POST/GET /api/prices/contributions (issue 4 §3, §5). The engine is built here, once per app.
 */
export function pricesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const rates = deps.rates;
  if (!rates) throw new Error('pricesRoutes needs deps.rates (buildApp creates it)');
  const engine = createColEngine();
  const evidence = createEvidenceCache(deps.database.db, () => deps.clock.now().getTime());
  const market = createMarketDataService(engine, evidence);
  const ctx: PricesContext = { deps, engine, market, evidence };
  const publicLimit = { rateLimit: limit(deps.env.RATE_LIMIT_PUBLIC_PER_MINUTE, '1 minute') };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/exchange/market-data',
    {
      config: publicLimit,
      schema: {
        tags: ['cost of living'],
        summary: 'Prices of the 55 items for a city',
        body: z.strictObject(place),
      },
    },
    async (request, reply) => {
      const view = rates.current();
      // Bytes cached per city and encoding (issue 13 §5); the compression hook leaves an encoded answer be.
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      const body = await market.body(
        resolveCity(engine, request.body.country, request.body.city),
        view,
        encoding,
      );
      sendPublic(reply, MAX_AGE, STALE_IF_ERROR)
        .type('application/json; charset=utf-8')
        .header('vary', 'Accept-Encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  );

  r.get(
    '/api/cost-of-living/index',
    {
      config: publicLimit,
      schema: {
        tags: ['cost of living'],
        summary: 'City indices (US average = 100)',
        querystring: z.strictObject(place),
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
      config: publicLimit,
      schema: {
        tags: ['cost of living'],
        summary: 'Cost-of-living ratio from one city to another',
        querystring: z.strictObject({
          from: text(200),
          to: text(200),
          fromCountry: text(100).optional(),
          toCountry: text(100).optional(),
        }),
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
      config: { rateLimit: limit(30, '1 minute') },
      bodyLimit: 16 * 1024,
      preHandler: requireUserHook(deps, { verified: true }),
      schema: {
        tags: ['cost of living'],
        summary: 'Contribute an observed price',
        body: contributionSchema,
      },
    },
    async (request, reply) => {
      const data = await contribute(
        ctx,
        rates.current(),
        request.authUser!.id,
        request.ip,
        request.body,
      );
      return reply
        .header('cache-control', 'no-store')
        .send({ status: 'success', message: 'Thank you! Your price was recorded.', data });
    },
  );

  r.get(
    '/api/prices/contributions',
    {
      config: publicLimit,
      schema: {
        tags: ['cost of living'],
        summary: "A city's crowd-sourced evidence",
        querystring: z.strictObject(place),
      },
    },
    async (request, reply) => {
      const data = await summarise(ctx, rates.current(), request.query.city, request.query.country);
      return sendPublic(reply, 60, STALE_IF_ERROR).send({ status: 'success', data });
    },
  );
}
