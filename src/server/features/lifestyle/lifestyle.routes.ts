import type { FastifyInstance } from 'fastify';
import { lifestyleApi } from '#domain/api/lifestyle.ts';
import { serve } from '../../plugins/serve.ts';
import type { ServerDeps } from '../../deps.ts';
import { createEvidenceCache, createMarketDataService } from '../prices/index.ts';
import { lifestyleAnswer, type LifestyleContext } from './lifestyle.service.ts';
import { loadQualityIndicators } from './quality-data.ts';

/**
 * POST /api/premium/lifestyle (issue 14): the Lifestyle Optimization Suite's figures for a pair, an
 * income, a lifestyle and priorities. Voyager and above (docs/product.md §6 "lifestyle tools"): 401 without a
 * session, 403 PLAN_REQUIRED below Voyager.
 */
export function lifestyleRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const rates = deps.rates;
  const engine = deps.colEngine;
  const evidence = createEvidenceCache(deps.database.db, () => deps.clock.now().getTime());
  const ctx: LifestyleContext = {
    engine,
    market: createMarketDataService(engine, evidence),
    quality: loadQualityIndicators(),
  };
  serve(app, lifestyleApi.answer, async (request, reply) => {
    const data = await lifestyleAnswer(ctx, rates.current(), request.body);
    return reply.send({ status: 'success', data });
  });
}
