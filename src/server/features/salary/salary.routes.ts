import type { FastifyInstance } from 'fastify';
import { salaryApi } from '#domain/api/salary.ts';
import { sectionMultiples } from '#domain/premium/salary/industry.ts';
import type { ServerDeps } from '../../deps.ts';
import { servePremium } from '../premium/index.ts';
import { loadEarningsTables, loadIloOccupations } from './earnings-data.ts';
import { salaryAnswer } from './salary.service.ts';

/**
 * POST /api/premium/salary (issue 14): the Salary Insights Hub's figures for a pair, a salary, an
 * industry, a role and an experience level. Voyager and above (docs/product.md §6 "Salary Insights Hub"): 401
 * without a session, 403 PLAN_REQUIRED below Voyager.
 */
export function salaryRoutes(app: FastifyInstance, deps: ServerDeps): void {
  servePremium(app, deps, {
    contract: salaryApi.answer,
    context: (base) => {
      const tables = loadEarningsTables();
      return {
        ...base,
        tables,
        countries: loadIloOccupations(),
        sections: sectionMultiples(tables),
      };
    },
    answer: salaryAnswer,
  });
}
