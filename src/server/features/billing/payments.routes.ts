// GET /api/payments/config (what the web app needs to open a checkout)
// and POST /api/payments/local-checkout (local payments mode's test checkout).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  paymentsConfigResponse,
  planChoiceBody,
  subscriptionChangedResponse,
} from '#domain/api/billing.ts';
import type { AppDeps } from '../../deps.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { billingDeps } from './billing.deps.ts';
import { purchaseLocally } from './checkout.service.ts';
import type { PaymentsConfig } from './payments.config.ts';

export function paymentsRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  payments: PaymentsConfig,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/payments/config',
    {
      // Public configuration (the Paddle client token is public by design); no limiter, as before.
      config: { policy: { auth: 'none' } },
      schema: {
        tags: ['payments'],
        summary: 'Payments mode, Paddle client token and price ids',
        response: { 200: paymentsConfigResponse },
      },
    },
    async () => ({
      status: 'success' as const,
      data: {
        mode: payments.mode,
        environment: payments.environment,
        // A Paddle client-side token is public by design (Paddle.js sends it from the browser).
        clientToken: payments.clientToken,
        prices: payments.prices,
      },
    }),
  );

  r.post(
    '/api/payments/local-checkout',
    {
      config: { policy: { auth: 'user', private: true, limit: limit(20, '1 minute') } },
      schema: {
        tags: ['payments'],
        summary: 'Test checkout — no payment is taken (local payments mode only)',
        body: planChoiceBody,
        response: { 200: subscriptionChangedResponse },
      },
    },
    async (request) => {
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
    },
  );
}
