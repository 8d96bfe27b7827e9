// GET/POST /api/subscription and POST /api/subscription/cancel
// (spec §7 subscription calls, §4 Free plan subscribe, issue 7 §5 cancel), and issue 18's
// POST /api/subscription/checkout (may this user buy this?) and /resume.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkoutDecisionResponse,
  planChoiceBody,
  subscribeBody,
  subscriptionChangedResponse,
  subscriptionResponse,
} from '#domain/api/billing.ts';
import { errorEnvelopeSchema } from '#domain/api/error-codes.ts';
import type { AppDeps } from '../../deps.ts';
import { limit } from '../../plugins/rate-limit.ts';
import type { PaymentsConfig } from './payments.config.ts';
import { billingDeps } from './billing.deps.ts';
import { cancelSubscription, resumeSubscription } from './cancel.service.ts';
import { changePlan, checkoutDecision } from './checkout.service.ts';
import { currentSubscription, subscribeToFreePlan } from './subscriptions.service.ts';

export function subscriptionRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  payments: PaymentsConfig,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // SECURITY.md H1: no-store on account responses.
  const policy = { auth: 'user', private: true } as const;

  r.get(
    '/api/subscription',
    {
      config: { policy },
      schema: {
        tags: ['subscription'],
        summary: 'The current subscription',
        response: { 200: subscriptionResponse },
      },
    },
    async (request) => {
      const user = request.user;
      const subscription = await currentSubscription(deps.database.db, user.id, deps.clock.now());
      return { status: 'success' as const, data: { subscription } };
    },
  );

  r.post(
    '/api/subscription',
    {
      config: { policy: { ...policy, limit: limit(20, '1 minute') } },
      schema: {
        tags: ['subscription'],
        summary: 'Subscribe to the free plan',
        body: subscribeBody,
        response: { 200: subscriptionChangedResponse },
      },
    },
    async (request) => {
      const user = request.user;
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
      config: { policy: { ...policy, limit: limit(10, '1 minute') } },
      schema: {
        tags: ['subscription'],
        summary: 'Cancel at the end of the billing period',
        response: { 200: subscriptionChangedResponse, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = request.user;
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
      config: { policy: { ...policy, limit: limit(10, '1 minute') } },
      schema: {
        tags: ['subscription'],
        summary: 'Move an existing paid subscription to another plan or period',
        body: planChoiceBody,
        response: {
          200: subscriptionChangedResponse,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const user = request.user;
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
      config: { policy: { ...policy, limit: limit(20, '1 minute') } },
      schema: {
        tags: ['subscription'],
        summary:
          'May this user buy this plan and period? checkout (open Paddle), change, or 409 ALREADY_SUBSCRIBED / CANCELLATION_PENDING',
        body: planChoiceBody,
        response: { 200: checkoutDecisionResponse, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await checkoutDecision(
        billingDeps(deps, payments, request.log),
        request.user.id,
        request.body,
      ),
    }),
  );

  r.post(
    '/api/subscription/resume',
    {
      config: { policy: { ...policy, limit: limit(10, '1 minute') } },
      schema: {
        tags: ['subscription'],
        summary: 'Undo a scheduled cancellation',
        response: { 200: subscriptionChangedResponse, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = request.user;
      const result = await resumeSubscription(billingDeps(deps, payments, request.log), user.id);
      return {
        status: 'success' as const,
        message: result.message,
        data: { subscription: result.subscription },
      };
    },
  );
}
