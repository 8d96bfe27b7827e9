import type { FastifyInstance } from 'fastify';
import { salaryApi } from '#domain/api/salary.ts';
import { serve } from '../../plugins/serve.ts';
import { sectionMultiples } from '#domain/premium/salary/industry.ts';
import type { AppDeps } from '../../deps.ts';
import { createEvidenceCache, createMarketDataService, sharedColEngine } from '../prices/index.ts';
import { loadEarningsTables, loadIloOccupations } from './earnings-data.ts';
import { salaryAnswer, type SalaryContext } from './salary.service.ts';

/**
 * POST /api/premium/salary (issue 14): the Salary Insights Hub's figures for a pair, a salary, an
 * industry, a role and an experience level. Voyager and above (spec §6 "Salary Insights Hub"): 401
 * without a session, 403 PLAN_REQUIRED below Voyager.
 */
export function salaryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const rates = deps.rates;
  if (!rates) throw new Error('salaryRoutes needs deps.rates (buildApp creates it)');
  const engine = sharedColEngine();
  const evidence = createEvidenceCache(deps.database.db, () => deps.clock.now().getTime());
  const tables = loadEarningsTables();
  const ctx: SalaryContext = {
    engine,
    market: createMarketDataService(engine, evidence),
    tables,
    countries: loadIloOccupations(),
    sections: sectionMultiples(tables),
  };
  serve(app, salaryApi.answer, async (request, reply) => {
    const data = await salaryAnswer(ctx, rates.current(), request.body);
    return reply.send({ status: 'success', data });
  });
}
