import type { FastifyInstance } from 'fastify';
import { salaryApi } from '#domain/api/salary.ts';
import { serve } from '../../plugins/serve.ts';
import { sectionMultiples } from '#domain/premium/salary/industry.ts';
import type { ServerDeps } from '../../deps.ts';
import { createEvidenceCache, createMarketDataService } from '../prices/index.ts';
import { loadEarningsTables } from './earnings-data.ts';
import { salaryAnswer, type SalaryContext } from './salary.service.ts';

/**
 * POST /api/premium/salary (issue 14): the Salary Insights Hub's figures for a pair, a salary, an
 * industry, a role and an experience level. Voyager and above (docs/product.md §6 "Salary Insights Hub"): 401
 * without a session, 403 PLAN_REQUIRED below Voyager.
 */
export function salaryRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const rates = deps.rates;
  const engine = deps.colEngine;
  const evidence = createEvidenceCache(deps.database.db, () => deps.clock.now().getTime());
  const tables = loadEarningsTables();
  const ctx: SalaryContext = {
    engine,
    market: createMarketDataService(engine, evidence),
    tables,
    sections: sectionMultiples(tables),
  };
  serve(app, salaryApi.answer, async (request, reply) => {
    const data = await salaryAnswer(ctx, rates.current(), request.body);
    return reply.send({ status: 'success', data });
  });
}
