// GET /api/payments/config (what the web app needs to open a checkout)
// and POST /api/payments/local-checkout (local payments mode's test checkout).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../errors.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { requireUserHook } from '../auth/require-user.ts';
import { billingDeps } from './billing.deps.ts';
import { purchaseLocally } from './checkout.service.ts';
import type { PaymentsConfig } from './payments.config.ts';

const localCheckoutBody = z.strictObject({
  planName: z.string().max(40),
  billingPeriod: z.string().max(20),
});

export function paymentsRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  payments: PaymentsConfig,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/payments/config',
    { schema: { tags: ['payments'], summary: 'Payments mode, Paddle client token and price ids' } },
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
      preHandler: requireUserHook(deps),
      config: { rateLimit: limit(20, '1 minute') },
      schema: {
        tags: ['payments'],
        summary: 'Test checkout — no payment is taken (local payments mode only)',
        body: localCheckoutBody,
      },
    },
    async (request, reply) => {
      const user = request.authUser;
      if (!user) throw badRequest('No user');
      const subscription = await purchaseLocally(
        billingDeps(deps, payments, request.log),
        user,
        request.body,
      );
      void reply.header('cache-control', 'no-store');
      return {
        status: 'success' as const,
        message: 'Test purchase complete. No payment was taken.',
        data: { subscription },
      };
    },
  );
}
