// Buying: the local test checkout (purchaseLocally) and a change of plan (changePlan). Access
// changes only through a Paddle event: Paddle's webhook after our API call (paddle mode), or the
// events the local checkout applies through the same event processor (local mode). docs/security.md W3.
import { quote, type Quote } from '#domain/billing-quote.ts';
import { INVALID_PLAN_MESSAGE, parsePaidChoice, planPriceMinor } from '#domain/plan-catalogue.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { BillingDeps } from './billing.deps.ts';
import { applyLocalEvent, localPurchaseEvents, runningPeriod } from './local-checkout.ts';
import { changePaddleSubscription } from './paddle-client.ts';
import { priceIdFor } from './payments.config.ts';
import {
  assertMayBuy,
  cancellableRow,
  currentSubscription,
  type SubscriptionView,
} from './subscriptions.service.ts';

/**
 * Local payments mode only (404 otherwise): the 'Test checkout — no payment is taken' completes by
 * applying the Paddle-shaped events Paddle would send through the webhook's event processor.
 */
export async function purchaseLocally(
  deps: BillingDeps,
  user: { id: string; email: string },
  body: { planName: string; billingPeriod: string },
): Promise<SubscriptionView | null> {
  const { payments } = deps;
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
  for (const event of events) await applyLocalEvent(deps, event);
  return currentSubscription(db, user.id, deps.clock.now());
}

/**
 * Change the plan of an existing paid subscription (paddle mode: Paddle API, then its webhook; local
 * mode: the test checkout already sends subscription.updated). 400 when there is nothing to change.
 */
export async function changePlan(
  deps: BillingDeps,
  user: { id: string; email: string },
  body: { planName: string; billingPeriod: string },
): Promise<{ message: string; subscription: SubscriptionView | null }> {
  const { payments } = deps;
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
  const subscription = await purchaseLocally(deps, user, body);
  return { message: `You are now on ${planName}.`, subscription };
}

/**
 * POST /api/subscription/checkout: may this user buy this plan (409 otherwise), is it a new checkout
 * or a change, and what it costs now (issue 34 item 7, ADR 161): the dialogs show this before the
 * customer confirms, and the receipt repeats it.
 */
export async function checkoutDecision(
  deps: BillingDeps,
  userId: string,
  body: { planName: string; billingPeriod: string },
): Promise<{ action: 'checkout' | 'change'; quote: Quote; from: string | null }> {
  const choice = parsePaidChoice(body);
  const price = choice ? planPriceMinor(choice.planName, choice.period) : null;
  if (!choice || price === null) throw badRequest(INVALID_PLAN_MESSAGE);
  const db = deps.database.db;
  const now = deps.clock.now();
  const decision = await assertMayBuy(db, userId, choice, now);
  if (decision.kind !== 'change')
    return { action: 'checkout', quote: quote(price, 'USD', null), from: null };
  const row = await cancellableRow(db, userId, now);
  return {
    action: 'change',
    quote: quote(price, row?.currency ?? 'USD', runningPeriod(row, now)),
    from: decision.from.planName,
  };
}
