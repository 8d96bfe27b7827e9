// GET/POST /api/subscription and POST /api/subscription/cancel
// (docs/product.md §7 subscription calls, §4 Free plan subscribe, issue 7 §5 cancel), and issue 18's
// POST /api/subscription/checkout (may this user buy this?) and /resume.
import type { FastifyInstance } from 'fastify';
import { billingApi } from '#domain/api/billing.ts';
import { serve } from '../../plugins/serve.ts';
import type { AppDeps } from '../../deps.ts';
import type { PaymentsConfig } from './payments.config.ts';
import { billingDeps } from './billing.deps.ts';
import { cancelSubscription, resumeSubscription } from './cancel.service.ts';
import { changePlan, checkoutDecision } from './checkout.service.ts';
import { paymentHistory } from './payments-history.service.ts';
import { currentSubscription, subscribeToFreePlan } from './subscriptions.service.ts';
import { MESSAGES } from '#domain/messages.ts';

export function subscriptionRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  payments: PaymentsConfig,
): void {
  // docs/security.md H1: no-store on account responses.

  serve(app, billingApi.subscription, async (request) => {
    const user = request.user;
    const subscription = await currentSubscription(deps.database.db, user.id, deps.clock.now());
    return { status: 'success' as const, data: { subscription } };
  });

  serve(app, billingApi.subscribe, async (request) => {
    const user = request.user;
    const subscription = await subscribeToFreePlan(
      deps.database.db,
      user.id,
      request.body,
      deps.clock.now(),
    );
    return {
      status: 'success' as const,
      message: MESSAGES.onExplorer,
      data: { subscription },
    };
  });

  serve(app, billingApi.cancel, async (request) => {
    const user = request.user;
    const result = await cancelSubscription(billingDeps(deps, payments, request.log), user.id);
    return {
      status: 'success' as const,
      message: result.message,
      data: { subscription: result.subscription },
    };
  });

  serve(app, billingApi.change, async (request) => {
    const user = request.user;
    const result = await changePlan(billingDeps(deps, payments, request.log), user, request.body);
    return {
      status: 'success' as const,
      message: result.message,
      data: { subscription: result.subscription },
    };
  });

  serve(app, billingApi.checkout, async (request) => ({
    status: 'success' as const,
    data: await checkoutDecision(
      billingDeps(deps, payments, request.log),
      request.user.id,
      request.body,
    ),
  }));

  serve(app, billingApi.payments, async (request) => ({
    status: 'success' as const,
    data: { payments: await paymentHistory(deps.database.db, request.user.id) },
  }));

  serve(app, billingApi.resume, async (request) => {
    const user = request.user;
    const result = await resumeSubscription(billingDeps(deps, payments, request.log), user.id);
    return {
      status: 'success' as const,
      message: result.message,
      data: { subscription: result.subscription },
    };
  });
}
