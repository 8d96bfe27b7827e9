import type { FastifyInstance } from 'fastify';
import { lifestyleApi } from '#domain/api/lifestyle.ts';
import type { ServerDeps } from '../../deps.ts';
import { servePremium } from '../premium/index.ts';
import { lifestyleAnswer } from './lifestyle.service.ts';
import { loadQualityIndicators } from './quality-data.ts';

/**
 * POST /api/premium/lifestyle (issue 14): the Lifestyle Optimization Suite's figures for a pair, an
 * income, a lifestyle and priorities. Voyager and above (docs/product.md §6 "lifestyle tools"): 401 without a
 * session, 403 PLAN_REQUIRED below Voyager.
 */
export function lifestyleRoutes(app: FastifyInstance, deps: ServerDeps): void {
  servePremium(app, deps, {
    contract: lifestyleApi.answer,
    context: (base) => ({ ...base, quality: loadQualityIndicators() }),
    answer: lifestyleAnswer,
  });
}
