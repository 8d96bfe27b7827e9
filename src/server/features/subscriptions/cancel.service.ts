// Exports: cancelSubscription, purchaseLocally. Both change state only through a signed webhook:
// Paddle sends it after our API call (paddle mode), or the local test checkout sends it to our own
// endpoint (local mode). SECURITY.md W3.
import type { FastifyInstance } from 'fastify';
import type { BillingPeriod, PaidPlanName } from '#domain/plan-catalogue.ts';
import type { AppDeps } from '../../app.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import {
  localCancelEvent,
  localPurchaseEvents,
  sendLocalWebhook,
} from '../payments/local-checkout.ts';
import { cancelPaddleSubscription, changePaddleSubscription } from '../payments/paddle-client.ts';
import { priceIdFor, type PaymentsConfig } from '../payments/payments.config.ts';
import {
  INVALID_PLAN_MESSAGE,
  cancellableRow,
  currentSubscription,
  type SubscriptionView,
} from './subscriptions.service.ts';

function formatDay(iso: string | null): string {
  return iso ? new Date(iso).toISOString().slice(0, 10) : 'the end of the billing period';
}

export async function cancelSubscription(
  app: FastifyInstance,
  deps: AppDeps,
  payments: PaymentsConfig,
  userId: string,
): Promise<{ message: string; subscription: SubscriptionView | null }> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const row = await cancellableRow(db, userId, now);
  if (!row) throw badRequest('There is no active paid subscription to cancel.');
  if (payments.mode === 'local') {
    const event = localCancelEvent({ payments, now, row });
    if (!event) throw badRequest(INVALID_PLAN_MESSAGE);
    const sent = await sendLocalWebhook(app, payments, event, now);
    if (sent.statusCode !== 200) throw new AppError('INTERNAL', 'The test cancellation failed.');
  } else if (payments.mode === 'paddle') {
    await cancelPaddleSubscription(payments, row.provider_subscription_id);
  } else {
    throw new AppError('SERVICE_UNAVAILABLE', 'Payments are not configured.');
  }
  const end = row.next_billed_at;
  return {
    message:
      payments.mode === 'paddle'
        ? `Cancellation requested. You keep access until ${formatDay(end)}.`
        : `Your subscription ends on ${formatDay(end)}. You keep access until then.`,
    subscription: await currentSubscription(db, userId, deps.clock.now()),
  };
}

/**
 * Local payments mode only (404 otherwise): the 'Test checkout — no payment is taken' completes by
 * delivering Paddle-shaped, correctly signed events to POST /api/webhooks/paddle.
 */
export async function purchaseLocally(
  app: FastifyInstance,
  deps: AppDeps,
  payments: PaymentsConfig,
  user: { id: string; email: string },
  body: { planName: string; billingPeriod: string },
): Promise<SubscriptionView | null> {
  if (payments.mode !== 'local') throw notFound('test checkout');
  const planName =
    body.planName === 'Voyager' || body.planName === 'Navigator' ? body.planName : null;
  const period =
    body.billingPeriod === 'month' || body.billingPeriod === 'year' ? body.billingPeriod : null;
  if (!planName || !period) throw badRequest(INVALID_PLAN_MESSAGE);
  const db = deps.database.db;
  const now = deps.clock.now();
  const existing = await cancellableRow(db, user.id, now);
  if (existing && existing.plan_name === planName && existing.billing_interval === period) {
    throw conflict(`You already have ${planName} (${period === 'month' ? 'monthly' : 'annual'}).`);
  }
  const events = localPurchaseEvents({
    payments,
    now,
    user,
    planName: planName as PaidPlanName,
    period: period as BillingPeriod,
    existing,
  });
  if (!events) throw badRequest(INVALID_PLAN_MESSAGE);
  for (const event of events) {
    const sent = await sendLocalWebhook(app, payments, event, now);
    if (sent.statusCode !== 200) throw new AppError('INTERNAL', 'The test checkout failed.');
  }
  return currentSubscription(db, user.id, deps.clock.now());
}

/**
 * Change the plan of an existing paid subscription (paddle mode: Paddle API, then its webhook; local
 * mode: the test checkout already sends subscription.updated). 400 when there is nothing to change.
 */
export async function changePlan(
  app: FastifyInstance,
  deps: AppDeps,
  payments: PaymentsConfig,
  user: { id: string; email: string },
  body: { planName: string; billingPeriod: string },
): Promise<{ message: string; subscription: SubscriptionView | null }> {
  const planName =
    body.planName === 'Voyager' || body.planName === 'Navigator' ? body.planName : null;
  const period =
    body.billingPeriod === 'month' || body.billingPeriod === 'year' ? body.billingPeriod : null;
  const priceId = planName && period ? priceIdFor(payments, planName, period) : null;
  if (!planName || !period || !priceId) throw badRequest(INVALID_PLAN_MESSAGE);
  const db = deps.database.db;
  const row = await cancellableRow(db, user.id, deps.clock.now());
  if (!row) throw badRequest('There is no active paid subscription to change.');
  if (row.plan_name === planName && row.billing_interval === period) {
    throw conflict(`You already have ${planName} (${period === 'month' ? 'monthly' : 'annual'}).`);
  }
  if (payments.mode === 'paddle') {
    await changePaddleSubscription(payments, row.provider_subscription_id, priceId);
    return {
      message: `Change to ${planName} requested. It shows here as soon as Paddle confirms it.`,
      subscription: await currentSubscription(db, user.id, deps.clock.now()),
    };
  }
  const subscription = await purchaseLocally(app, deps, payments, user, body);
  return { message: `You are now on ${planName}.`, subscription };
}
