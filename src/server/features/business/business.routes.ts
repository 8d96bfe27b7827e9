import type { FastifyInstance } from 'fastify';
import { businessApi } from '#domain/api/business.ts';
import { serve } from '../../plugins/serve.ts';
import type { ServerDeps } from '../../deps.ts';
import { createEvidenceCache, createMarketDataService } from '../prices/index.ts';
import { loadBusinessFacts } from './business-data.ts';
import { businessAnswer, type BusinessContext } from './business.service.ts';
import { loadEarningsTables } from '../salary/index.ts';

/**
 * POST /api/premium/business (issue 15): the Business Intelligence Suite's figures for a pair, an
 * industry, a company size and a market scope. Navigator and above (entitlements: business_intelligence):
 * 401 without a session, 403 PLAN_REQUIRED below Navigator — enforced by the declared policy (ADR 106).
 */
export function businessRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const rates = deps.rates;
  const engine = deps.colEngine;
  const evidence = createEvidenceCache(deps.database.db, () => deps.clock.now().getTime());
  // The open tables are parsed once at start (issue 15: p99 < 5 ms).
  const ctx: BusinessContext = {
    engine,
    market: createMarketDataService(engine, evidence),
    facts: loadBusinessFacts(),
    earnings: loadEarningsTables(),
    now: () => deps.clock.now(),
  };
  serve(app, businessApi.answer, async (request, reply) => {
    const data = await businessAnswer(ctx, rates.current(), request.body);
    return reply.send({ status: 'success', data });
  });
}
