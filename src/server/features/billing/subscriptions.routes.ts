// GET/POST /api/subscription and POST /api/subscription/cancel
// (spec §7 subscription calls, §4 Free plan subscribe, issue 7 §5 cancel), and issue 18's
// POST /api/subscription/checkout (may this user buy this?) and /resume.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../errors.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { requireUserHook } from '../auth/require-user.ts';
import type { PaymentsConfig } from './payments.config.ts';
import { billingDeps } from './billing.deps.ts';
import { cancelSubscription, resumeSubscription } from './cancel.service.ts';
import { changePlan } from './checkout.service.ts';
import {
  INVALID_PLAN_MESSAGE,
  assertMayBuy,
  currentSubscription,
  parsePaidChoice,
  subscribeToFreePlan,
} from './subscriptions.service.ts';

const subscribeBody = z.strictObject({
  planName: z.string().max(40),
  billingInterval: z.string().max(20),
});

export function subscriptionRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  payments: PaymentsConfig,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = requireUserHook(deps);
  const noStore = async (_req: unknown, reply: { header: (k: string, v: string) => unknown }) => {
    // SECURITY.md H1: no-store on account responses.
    reply.header('cache-control', 'no-store');
  };

  r.get(
    '/api/subscription',
    {
      preHandler: auth,
      onSend: noStore,
      schema: { tags: ['subscription'], summary: 'The current subscription' },
    },
    async (request) => {
      const user = request.authUser;
      if (!user) throw badRequest('No user');
      const subscription = await currentSubscription(deps.database.db, user.id, deps.clock.now());
      return { status: 'success' as const, data: { subscription } };
    },
  );

  r.post(
    '/api/subscription',
    {
      preHandler: auth,
      onSend: noStore,
      config: { rateLimit: limit(20, '1 minute') },
      schema: {
        tags: ['subscription'],
        summary: 'Subscribe to the free plan',
        body: subscribeBody,
      },
    },
    async (request) => {
      const user = request.authUser;
      if (!user) throw badRequest('No user');
      const subscription = await subscribeToFreePlan(
        deps.database.db,
        user.id,
        request.body,
        deps.clock.now(),
      );
      return {
        status: 'success' as const,
        message: 'You are on the Explorer plan.',
        data: { subscription },
      };
    },
  );

  r.post(
    '/api/subscription/cancel',
    {
      preHandler: auth,
      onSend: noStore,
      config: { rateLimit: limit(10, '1 minute') },
      schema: { tags: ['subscription'], summary: 'Cancel at the end of the billing period' },
    },
    async (request) => {
      const user = request.authUser;
      if (!user) throw badRequest('No user');
      const result = await cancelSubscription(billingDeps(deps, payments, request.log), user.id);
      return {
        status: 'success' as const,
        message: result.message,
        data: { subscription: result.subscription },
      };
    },
  );

  r.post(
    '/api/subscription/change',
    {
      preHandler: auth,
      onSend: noStore,
      config: { rateLimit: limit(10, '1 minute') },
      schema: {
        tags: ['subscription'],
        summary: 'Move an existing paid subscription to another plan or period',
        body: z.strictObject({ planName: z.string().max(40), billingPeriod: z.string().max(20) }),
      },
    },
    async (request) => {
      const user = request.authUser;
      if (!user) throw badRequest('No user');
      const result = await changePlan(billingDeps(deps, payments, request.log), user, request.body);
      return {
        status: 'success' as const,
        message: result.message,
        data: { subscription: result.subscription },
      };
    },
  );

  r.post(
    '/api/subscription/checkout',
    {
      preHandler: auth,
      onSend: noStore,
      config: { rateLimit: limit(20, '1 minute') },
      schema: {
        tags: ['subscription'],
        summary:
          'May this user buy this plan and period? checkout (open Paddle), change, or 409 ALREADY_SUBSCRIBED / CANCELLATION_PENDING',
        body: z.strictObject({ planName: z.string().max(40), billingPeriod: z.string().max(20) }),
      },
    },
    async (request) => {
      const user = request.authUser;
      if (!user) throw badRequest('No user');
      const choice = parsePaidChoice(request.body);
      if (!choice) throw badRequest(INVALID_PLAN_MESSAGE);
      const decision = await assertMayBuy(deps.database.db, user.id, choice, deps.clock.now());
      return { status: 'success' as const, data: { action: decision.kind } };
    },
  );

  r.post(
    '/api/subscription/resume',
    {
      preHandler: auth,
      onSend: noStore,
      config: { rateLimit: limit(10, '1 minute') },
      schema: { tags: ['subscription'], summary: 'Undo a scheduled cancellation' },
    },
    async (request) => {
      const user = request.authUser;
      if (!user) throw badRequest('No user');
      const result = await resumeSubscription(billingDeps(deps, payments, request.log), user.id);
      return {
        status: 'success' as const,
        message: result.message,
        data: { subscription: result.subscription },
      };
    },
  );
}
