// GET /api/plans: the plan catalogue with prices and what each plan adds (what /pricing shows).
import type { FastifyInstance } from 'fastify';
import { billingApi } from '#domain/api/billing.ts';
import { serve } from '../../plugins/serve.ts';
import { FEATURES, featuresAddedBy } from '#domain/entitlements.ts';
import { PLAN_CATALOGUE, PLAN_NAMES, minorToDecimal } from '#domain/plan-catalogue.ts';

export function planRoutes(app: FastifyInstance): void {
  // A public data endpoint of our own: the plan catalogue with prices (what /pricing shows).
  serve(app, billingApi.plans, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300, stale-if-error=86400');
    return { status: 'success' as const, data: plansPayload() };
  });
}

function plansPayload() {
  return {
    plans: PLAN_NAMES.map((name) => {
      const plan = PLAN_CATALOGUE[name];
      const price = (minor: number | null) => (minor === null ? null : minorToDecimal(minor));
      return {
        name,
        rank: plan.rank,
        contactSales: plan.contactSales,
        currency: 'USD',
        price: {
          month: price(plan.priceMinor.month),
          year: price(plan.priceMinor.year),
          lifetime: price(plan.priceMinor.lifetime),
        },
        adds: featuresAddedBy(name).map((f) => ({ feature: f, label: FEATURES[f].label })),
      };
    }),
  };
}
