import type { FastifyInstance } from 'fastify';
import { businessApi } from '#domain/api/business.ts';
import type { ServerDeps } from '../../deps.ts';
import { servePremium } from '../premium/index.ts';
import { loadEarningsTables, loadIloOccupations } from '../salary/index.ts';
import { loadBusinessFacts } from './business-data.ts';
import { businessAnswer } from './business.service.ts';

/**
 * POST /api/premium/business (issue 15): the Business Intelligence Suite's figures for a pair, an
 * industry, a company size and a market scope. Navigator and above (entitlements: business_intelligence):
 * 401 without a session, 403 PLAN_REQUIRED below Navigator — enforced by the declared policy (ADR 106).
 */
export function businessRoutes(app: FastifyInstance, deps: ServerDeps): void {
  servePremium(app, deps, {
    contract: businessApi.answer,
    // The open tables are parsed once at start (issue 15: p99 < 5 ms).
    context: (base) => ({
      ...base,
      facts: loadBusinessFacts(),
      earnings: loadEarningsTables(),
      countries: loadIloOccupations(),
    }),
    answer: businessAnswer,
  });
}
