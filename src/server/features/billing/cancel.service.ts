// Cancel and resume change state only through a Paddle event: Paddle sends its webhook after our
// API call (paddle mode), or the local test checkout applies the same event (local mode) through
// the event processor a verified webhook reaches. docs/security.md W3.
import { INVALID_PLAN_MESSAGE } from '#domain/plan-catalogue.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { BillingDeps } from './billing.deps.ts';
import { applyLocalEvent, localCancelEvent, localResumeEvent } from './local-checkout.ts';
import { cancelPaddleSubscription, resumePaddleSubscription } from './paddle-client.ts';
import {
  cancellableRow,
  currentSubscription,
  resumableRow,
  type SubscriptionView,
} from './subscriptions.service.ts';

function formatDay(iso: string | null): string {
  return iso ? new Date(iso).toISOString().slice(0, 10) : 'the end of the billing period';
}

export async function cancelSubscription(
  deps: BillingDeps,
  userId: string,
): Promise<{ message: string; subscription: SubscriptionView | null }> {
  const { payments } = deps;
  const db = deps.database.db;
  const now = deps.clock.now();
  const row = await cancellableRow(db, userId, now);
  if (!row) throw badRequest('There is no active paid subscription to cancel.');
  if (payments.mode === 'local') {
    const event = localCancelEvent({ payments, now, row });
    if (!event) throw badRequest(INVALID_PLAN_MESSAGE);
    await applyLocalEvent(deps, event);
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
 * Undo a scheduled cancellation before it takes effect (issue 18 §1): paddle mode asks Paddle to
 * drop the scheduled change (its webhook then clears cancel_at); local mode sends the same
 * Paddle-shaped subscription.updated to our own webhook.
 */
export async function resumeSubscription(
  deps: BillingDeps,
  userId: string,
): Promise<{ message: string; subscription: SubscriptionView | null }> {
  const { payments } = deps;
  const db = deps.database.db;
  const now = deps.clock.now();
  const row = await resumableRow(db, userId, now);
  if (!row) throw badRequest('There is no cancelled subscription to resume.');
  if (payments.mode === 'local') {
    const event = localResumeEvent({ payments, now, row });
    if (!event) throw badRequest(INVALID_PLAN_MESSAGE);
    await applyLocalEvent(deps, event);
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
