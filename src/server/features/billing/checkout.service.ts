// Buying: the local test checkout (purchaseLocally) and a change of plan (changePlan). Access
// changes only through a Paddle event: Paddle's webhook after our API call (paddle mode), or the
// events the local checkout applies through the same event processor (local mode). docs/security.md W3.
import { deferredQuote, quote, type Quote } from '#domain/billing-quote.ts';
import {
  type BillingPeriod,
  INVALID_PLAN_MESSAGE,
  type PaidPlanName,
  parsePaidChoice,
  planPriceMinor,
} from '#domain/plan-catalogue.ts';
import type { ChangeTiming } from '#domain/purchase-rules.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { BillingDeps } from './billing.deps.ts';
import {
  applyLocalEvent,
  localItemChangeEvent,
  localPurchaseEvents,
  runningPeriod,
} from './local-checkout.ts';
import { changePaddleSubscription } from './paddle-client.ts';
import { priceIdFor } from './payments.config.ts';
import { clearHeldPlan, setHeldPlan, type SubscriptionRow } from './subscriptions.repo.ts';
import {
  assertMayBuy,
  cancellableRow,
  currentSubscription,
  heldPlan,
  type SubscriptionView,
} from './subscriptions.service.ts';

function day(iso: string | null): string {
  return iso ? iso.slice(0, 10) : 'the end of the period';
}

/**
 * A downgrade or calling one off (ADR 189): the item changes without billing; a downgrade first
 * records the plan kept until the period ends, so the webhook that follows finds it. Calling one off
 * leaves the hold to be cleared when the event brings the row back to the held plan.
 */
async function deferredChange(
  deps: BillingDeps,
  row: SubscriptionRow,
  target: { planName: PaidPlanName; period: BillingPeriod },
  timing: Exclude<ChangeTiming, 'now'>,
): Promise<string> {
  const { payments } = deps;
  const db = deps.database.db;
  const now = deps.clock.now();
  const priceId = priceIdFor(payments, target.planName, target.period);
  if (!priceId) throw badRequest(INVALID_PLAN_MESSAGE);
  const keptPlan = heldPlan(row, now)?.planName ?? row.plan_name;
  const until = heldPlan(row, now)?.until ?? row.next_billed_at;
  if (timing === 'period_end') {
    if (!until)
      throw badRequest('This subscription has no paid period to keep; cancel it instead.');
    await setHeldPlan(db, row.provider_subscription_id, {
      planName: keptPlan,
      billingInterval: heldPlan(row, now)?.billingInterval ?? row.billing_interval,
      priceMinor: heldPlan(row, now)?.priceMinor ?? row.price_minor,
      until,
    });
  }
  try {
    if (payments.mode === 'paddle') {
      await changePaddleSubscription(
        payments,
        row.provider_subscription_id,
        priceId,
        fetch,
        'do_not_bill',
      );
    } else {
      const event = localItemChangeEvent({ payments, now, row, ...target });
      if (!event) throw badRequest(INVALID_PLAN_MESSAGE);
      await applyLocalEvent(deps, event);
    }
  } catch (error) {
    // Nothing changed at the provider: nothing is held either.
    if (timing === 'period_end') await clearHeldPlan(db, row.provider_subscription_id);
    throw error;
  }
  return timing === 'keep'
    ? `You keep ${keptPlan}; the scheduled change is called off.`
    : `You keep ${keptPlan} until ${day(until)}; ${target.planName} starts then. Nothing is charged now.`;
}

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
  const decision = await assertMayBuy(db, user.id, choice, now);
  const existing = await cancellableRow(db, user.id, now);
  if (decision.kind === 'change' && decision.timing !== 'now' && existing) {
    await deferredChange(deps, existing, choice, decision.timing);
    return currentSubscription(db, user.id, deps.clock.now());
  }
  // An upgrade replaces a scheduled downgrade: the new plan starts now, nothing is held.
  if (existing) await clearHeldPlan(db, existing.provider_subscription_id);
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
  if (decision.timing !== 'now') {
    const message = await deferredChange(deps, row, choice, decision.timing);
    return { message, subscription: await currentSubscription(db, user.id, deps.clock.now()) };
  }
  if (payments.mode === 'paddle') {
    await clearHeldPlan(db, row.provider_subscription_id);
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
  const currency = row?.currency ?? 'USD';
  const until = row ? (heldPlan(row, now)?.until ?? row.next_billed_at) : null;
  let q: Quote;
  if (decision.timing === 'period_end' && until)
    q = deferredQuote(price, currency, new Date(until));
  else if (decision.timing === 'keep') q = { ...quote(0, currency, null), chargeMinor: 0 };
  else q = quote(price, currency, runningPeriod(row, now));
  return { action: 'change', quote: q, from: decision.from.planName };
}
