// Exports: cancelSubscription, resumeSubscription, purchaseLocally, changePlan. Both change state only through a signed webhook:
// Paddle sends it after our API call (paddle mode), or the local test checkout sends it to our own
// endpoint (local mode). SECURITY.md W3.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import {
  localCancelEvent,
  localPurchaseEvents,
  localResumeEvent,
  sendLocalWebhook,
} from './local-checkout.ts';
import {
  cancelPaddleSubscription,
  changePaddleSubscription,
  resumePaddleSubscription,
} from './paddle-client.ts';
import { priceIdFor, type PaymentsConfig } from './payments.config.ts';
import {
  INVALID_PLAN_MESSAGE,
  assertMayBuy,
  cancellableRow,
  currentSubscription,
  parsePaidChoice,
  resumableRow,
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
  const choice = parsePaidChoice(body);
  if (!choice) throw badRequest(INVALID_PLAN_MESSAGE);
  const { planName, period } = choice;
  const db = deps.database.db;
  const now = deps.clock.now();
  await assertMayBuy(db, user.id, choice, now);
  const existing = await cancellableRow(db, user.id, now);
  const events = localPurchaseEvents({
    payments,
    now,
    user,
    planName,
    period,
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
  const choice = parsePaidChoice(body);
  const priceId = choice ? priceIdFor(payments, choice.planName, choice.period) : null;
  if (!choice || !priceId) throw badRequest(INVALID_PLAN_MESSAGE);
  const { planName } = choice;
  const db = deps.database.db;
  const decision = await assertMayBuy(db, user.id, choice, deps.clock.now());
  const row = await cancellableRow(db, user.id, deps.clock.now());
  if (decision.kind !== 'change' || !row) {
    throw badRequest('There is no active paid subscription to change.');
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

/**
 * Undo a scheduled cancellation before it takes effect (issue 18 §1): paddle mode asks Paddle to
 * drop the scheduled change (its webhook then clears cancel_at); local mode sends the same
 * Paddle-shaped subscription.updated to our own webhook.
 */
export async function resumeSubscription(
  app: FastifyInstance,
  deps: AppDeps,
  payments: PaymentsConfig,
  userId: string,
): Promise<{ message: string; subscription: SubscriptionView | null }> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const row = await resumableRow(db, userId, now);
  if (!row) throw badRequest('There is no cancelled subscription to resume.');
  if (payments.mode === 'local') {
    const event = localResumeEvent({ payments, now, row });
    if (!event) throw badRequest(INVALID_PLAN_MESSAGE);
    const sent = await sendLocalWebhook(app, payments, event, now);
    if (sent.statusCode !== 200) throw new AppError('INTERNAL', 'The test resume failed.');
  } else if (payments.mode === 'paddle') {
    await resumePaddleSubscription(payments, row.provider_subscription_id);
  } else {
    throw new AppError('SERVICE_UNAVAILABLE', 'Payments are not configured.');
  }
  return {
    message:
      payments.mode === 'paddle'
        ? 'Resume requested. It shows here as soon as Paddle confirms it.'
        : `Your ${row.plan_name} subscription continues; the next payment is on ${formatDay(row.cancel_at)}.`,
    subscription: await currentSubscription(db, userId, deps.clock.now()),
  };
}
