import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lifestyleRequestSchema, lifestyleResponseSchema } from '#domain/api/lifestyle.ts';
import type { AppDeps } from '../../deps.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { createEvidenceCache, createMarketDataService, sharedColEngine } from '../prices/index.ts';
import { lifestyleAnswer, type LifestyleContext } from './lifestyle.service.ts';
import { loadQualityIndicators } from './quality-data.ts';

/**
 * POST /api/premium/lifestyle (issue 14): the Lifestyle Optimization Suite's figures for a pair, an
 * income, a lifestyle and priorities. Voyager and above (spec §6 "lifestyle tools"): 401 without a
 * session, 403 PLAN_REQUIRED below Voyager.
 */
export function lifestyleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const rates = deps.rates;
  if (!rates) throw new Error('lifestyleRoutes needs deps.rates (buildApp creates it)');
  const engine = sharedColEngine();
  const evidence = createEvidenceCache(deps.database.db, () => deps.clock.now().getTime());
  const ctx: LifestyleContext = {
    engine,
    market: createMarketDataService(engine, evidence),
    quality: loadQualityIndicators(),
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/premium/lifestyle',
    {
      config: {
        policy: {
          auth: 'user',
          plan: 'lifestyle_tools',
          private: true,
          limit: limit(deps.env.RATE_LIMIT_PUBLIC_PER_MINUTE, '1 minute'),
        },
      },
      schema: {
        tags: ['premium'],
        summary: 'Lifestyle Optimization Suite: budget, comparison, time value, quality of life',
        body: lifestyleRequestSchema,
        response: { 200: lifestyleResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await lifestyleAnswer(ctx, rates.current(), request.body);
      return reply.send({ status: 'success', data });
    },
  );
}
