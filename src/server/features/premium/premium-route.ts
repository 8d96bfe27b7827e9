/**
 * The premium suites' one server route helper (ADR 176): a suite's contract (premiumRoute in
 * src/domain/api/premium-route.ts: POST, the plan's feature, no-store, public-data rate) served with
 * the process's cost-of-living engine, a market-data service over the price evidence, the suite's own
 * context built once at start (tables parsed once: issue 15, p99 < 5 ms), and every answer sent in the
 * success envelope under the one rounding policy (rounding.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RouteContract } from '#domain/api/contract.ts';
import type { ServerDeps } from '../../deps.ts';
import { serve, type ContractHandler } from '../../plugins/serve.ts';
import type { RatesView } from '../exchange/index.ts';
import { createEvidenceCache, createMarketDataService } from '../prices/index.ts';
import { roundAnswer } from './rounding.ts';
import type { PricingBase } from './two-city.ts';

/** What every suite's context starts from. */
export interface PremiumBase extends PricingBase {
  /** The exchange rates (their current view, their stored history). */
  rates: ServerDeps['rates'];
  /** The server's clock. */
  now: () => Date;
}

/** A premium contract: its body is the suite's request, its answer `{ status, data }`. */
type PremiumContract = RouteContract & { body: z.ZodType };
type Body<C extends PremiumContract> = z.output<C['body']>;
type Data<C extends PremiumContract> =
  z.output<C['response']> extends { data: infer D } ? D : never;

export function servePremium<C extends PremiumContract, Ctx>(
  app: FastifyInstance,
  deps: ServerDeps,
  suite: {
    contract: C;
    /** The suite's own context, built once when the app starts. */
    context: (base: PremiumBase) => Ctx;
    /** The suite's answer for one request, before rounding. */
    answer: (ctx: Ctx, view: RatesView, body: Body<C>) => Promise<Data<C>>;
  },
): void {
  const rates = deps.rates;
  const engine = deps.colEngine;
  const evidence = createEvidenceCache(deps.database.db, () => deps.clock.now().getTime());
  const ctx = suite.context({
    engine,
    market: createMarketDataService(engine, evidence),
    rates,
    now: () => deps.clock.now(),
  });
  const handler = async (request: { body: Body<C> }) => {
    const data = await suite.answer(ctx, rates.current(), request.body);
    return { status: 'success' as const, data: roundAnswer(data) };
  };
  // The handler's request is the contract's (serve types it); TypeScript cannot follow C through.
  serve(app, suite.contract, handler as unknown as ContractHandler<C>);
}
