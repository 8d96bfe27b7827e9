import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pricesApi, type placeQuery } from '#domain/api/prices.ts';
import type { z } from 'zod';
import { SMALL_BODY, serve } from '../../plugins/serve.ts';
import { type MarketDataAnswer } from '#domain/api/market-data.ts';
import type { ServerDeps } from '../../deps.ts';
import { chooseEncoding, type Encoding } from '../../plugins/compression.ts';
import { sendPublic } from '../exchange/index.ts';
import { cityIndex, compareCities } from './col-index.service.ts';
import { contribute, summarise, type PricesContext } from './contributions.service.ts';
import { createMarketDataService, resolveCity } from './market-data.service.ts';
import { createEvidenceCache } from './price-evidence.ts';

/** Figures move with the rates (daily) and evidence (minutes): 5 minutes like docs/product.md's client (§9). */
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

type PlaceQuery = z.output<typeof placeQuery>;

/**
 * POST /api/exchange/market-data (docs/product.md §7), GET /api/cost-of-living/index and /compare, and
 * POST/GET /api/prices/contributions (issue 4 §3, §5).
 */
export function pricesRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const rates = deps.rates;
  const engine = deps.colEngine;
  const evidence = createEvidenceCache(deps.database.db, () => deps.clock.now().getTime());
  const market = createMarketDataService(engine, evidence);
  const ctx: PricesContext = { deps, engine, market, evidence };
  // One answer for the POST of docs/product.md and the cacheable GET (issue 38 item 2).
  const marketData = async (reply: FastifyReply, request: FastifyRequest, place: PlaceQuery) => {
    // Bytes cached per city and encoding (issue 13 §5); the compression hook leaves an encoded answer be.
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const resolved = resolveCity(engine, place.country, place.city);
    sendMarketData(reply, await market.body(resolved, rates.current(), encoding), encoding);
  };
  serve(app, pricesApi.marketData, (request, reply) => marketData(reply, request, request.body));
  serve(app, pricesApi.marketDataByPlace, (request, reply) =>
    marketData(reply, request, request.query),
  );

  serve(app, pricesApi.cityIndex, async (request, reply) => {
    const data = await cityIndex(
      engine,
      market,
      rates.current(),
      request.query.city,
      request.query.country,
    );
    return sendPublic(reply, MAX_AGE, STALE_IF_ERROR).send({ status: 'success', data });
  });

  serve(app, pricesApi.compare, async (request, reply) => {
    const data = await compareCities(engine, market, rates.current(), request.query);
    return sendPublic(reply, MAX_AGE, STALE_IF_ERROR).send({ status: 'success', data });
  });

  serve(
    app,
    pricesApi.contribute,
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
    SMALL_BODY,
  );

  serve(app, pricesApi.evidence, async (request, reply) => {
    const data = await summarise(ctx, rates.current(), request.query.city, request.query.country);
    return sendPublic(reply, 60, STALE_IF_ERROR).send({ status: 'success', data });
  });
}
