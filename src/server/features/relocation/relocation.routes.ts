import type { FastifyInstance } from 'fastify';
import { relocationApi } from '#domain/api/relocation.ts';
import { serve } from '../../plugins/serve.ts';
import type { ServerDeps } from '../../deps.ts';
import { createEvidenceCache, createMarketDataService } from '../prices/index.ts';
import { loadRelocationFacts } from './relocation-data.ts';
import { relocationAnswer, type RelocationContext } from './relocation.service.ts';

/**
 * POST /api/premium/relocation (issue 15): the Relocation Intelligence Suite's figures for a pair, a
 * housing budget, a family size and a lifestyle. Navigator (issue 15, ADR 117): 401 without a session,
 * 403 PLAN_REQUIRED below Navigator, enforced by the route policy (ADR 106).
 */
export function relocationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const rates = deps.rates;
  const engine = deps.colEngine;
  const evidence = createEvidenceCache(deps.database.db, () => deps.clock.now().getTime());
  const ctx: RelocationContext = {
    engine,
    market: createMarketDataService(engine, evidence),
    facts: loadRelocationFacts(),
    now: () => deps.clock.now(),
  };
  serve(app, relocationApi.answer, async (request, reply) => {
    const data = await relocationAnswer(ctx, rates.current(), request.body);
    return reply.send({ status: 'success', data });
  });
}
