// GET /api/payments/config (what the web app needs to open a checkout)
// and POST /api/payments/local-checkout (local payments mode's test checkout).
import type { FastifyInstance } from 'fastify';
import { billingApi } from '#domain/api/billing.ts';
import { serve } from '../../plugins/serve.ts';
import type { AppDeps } from '../../deps.ts';
import { billingDeps } from './billing.deps.ts';
import { purchaseLocally } from './checkout.service.ts';
import type { PaymentsConfig } from './payments.config.ts';

export function paymentsRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  payments: PaymentsConfig,
): void {
  serve(app, billingApi.paymentsConfig, async () => ({
    status: 'success' as const,
    data: {
      mode: payments.mode,
      environment: payments.environment,
      // A Paddle client-side token is public by design (Paddle.js sends it from the browser).
      clientToken: payments.clientToken,
      prices: payments.prices,
    },
  }));

  serve(app, billingApi.localCheckout, async (request) => {
    const user = request.user;
    const subscription = await purchaseLocally(
      billingDeps(deps, payments, request.log),
      user,
      request.body,
    );
    return {
      status: 'success' as const,
      message: 'Test purchase complete. No payment was taken.',
      data: { subscription },
    };
  });
}
