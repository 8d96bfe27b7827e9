import type { FastifyInstance } from 'fastify';
import { relocationApi } from '#domain/api/relocation.ts';
import type { ServerDeps } from '../../deps.ts';
import { servePremium } from '../premium/index.ts';
import { loadRelocationFacts } from './relocation-data.ts';
import { relocationAnswer } from './relocation.service.ts';

/**
 * POST /api/premium/relocation (issue 15): the Relocation Intelligence Suite's figures for a pair, a
 * housing budget, a family size and a lifestyle. Navigator (issue 15, ADR 117): 401 without a session,
 * 403 PLAN_REQUIRED below Navigator, enforced by the route policy (ADR 106).
 */
export function relocationRoutes(app: FastifyInstance, deps: ServerDeps): void {
  servePremium(app, deps, {
    contract: relocationApi.answer,
    context: (base) => ({ ...base, facts: loadRelocationFacts() }),
    answer: relocationAnswer,
  });
}
