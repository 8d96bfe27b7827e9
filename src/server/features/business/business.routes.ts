import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessRequestSchema, businessResponseSchema } from '#domain/api/business.ts';
import type { AppDeps } from '../../deps.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { createEvidenceCache, createMarketDataService, sharedColEngine } from '../prices/index.ts';
import { loadBusinessFacts } from './business-data.ts';
import { businessAnswer, type BusinessContext } from './business.service.ts';
import { loadEarningsTables } from '../salary/index.ts';

/**
 * POST /api/premium/business (issue 15): the Business Intelligence Suite's figures for a pair, an
 * industry, a company size and a market scope. Navigator and above (entitlements: business_intelligence):
 * 401 without a session, 403 PLAN_REQUIRED below Navigator — enforced by the declared policy (ADR 106).
 */
export function businessRoutes(app: FastifyInstance, deps: AppDeps): void {
  const rates = deps.rates;
  if (!rates) throw new Error('businessRoutes needs deps.rates (buildApp creates it)');
  const engine = sharedColEngine();
  const evidence = createEvidenceCache(deps.database.db, () => deps.clock.now().getTime());
  // The open tables are parsed once at start (issue 15: p99 < 5 ms).
  const ctx: BusinessContext = {
    engine,
    market: createMarketDataService(engine, evidence),
    facts: loadBusinessFacts(),
    earnings: loadEarningsTables(),
    now: () => deps.clock.now(),
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/premium/business',
    {
      config: {
        policy: {
          auth: 'user',
          plan: 'business_intelligence',
          private: true,
          limit: limit(deps.env.RATE_LIMIT_PUBLIC_PER_MINUTE, '1 minute'),
        },
      },
      schema: {
        tags: ['premium'],
        summary:
          'Business Intelligence Suite: market, talent, operating costs, regulation, scorecard',
        body: businessRequestSchema,
        response: { 200: businessResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await businessAnswer(ctx, rates.current(), request.body);
      return reply.send({ status: 'success', data });
    },
  );
}
