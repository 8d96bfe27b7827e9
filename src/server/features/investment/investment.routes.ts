import type { FastifyInstance } from 'fastify';
import { investmentApi } from '#domain/api/investment.ts';
import type { DailyPoint } from '#domain/premium/investment/currency.ts';
import type { ServerDeps } from '../../deps.ts';
import { servePremium, type PremiumBase } from '../premium/index.ts';
import { investmentAnswer, type InvestmentContext } from './investment.service.ts';
import { loadInvestmentSeries } from './series-data.ts';

/** Pairs whose daily history is kept in memory at once (a few KB each). */
const MAX_CACHED_HISTORIES = 500;

/**
 * POST /api/premium/investment (issue 15): the Investment Opportunity Analyzer's figures for a pair,
 * an amount, a horizon and a risk tolerance. Navigator and above (docs/product.md §6 "Investment Analyzer"): 401
 * without a session, 403 PLAN_REQUIRED below Navigator — enforced by the declared policy (ADR 106).
 */
export function investmentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  servePremium(app, deps, {
    contract: investmentApi.answer,
    context: investmentContext,
    answer: investmentAnswer,
  });
}

function investmentContext(base: PremiumBase): InvestmentContext {
  const { rates } = base;
  const histories = new Map<string, Promise<DailyPoint[]>>();
  return {
    ...base,
    series: loadInvestmentSeries(),
    history: (from, to, days) => {
      // The stored history only changes when a new snapshot is accepted (the view's asOf moves), so a
      // pair's series is read once per snapshot instead of once per request (issue 15: p99 < 5 ms).
      const key = `${rates.current().asOf}|${from}|${to}|${days}`;
      let hit = histories.get(key);
      if (!hit) {
        if (histories.size >= MAX_CACHED_HISTORIES) histories.clear();
        hit = rates.history(from, to, days);
        histories.set(key, hit);
        hit.catch(() => histories.delete(key));
      }
      return hit;
    },
  };
}
