// Reads for GET /api/subscription and the profile's
// userSubscription list (issue 7 §5); the free plan endpoint (docs/product.md §4 Free plan subscribe).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { effectivePlan, grantsAccess } from '#domain/entitlements.ts';
import { decidePurchase, type PurchaseDecision } from '#domain/purchase-rules.ts';
import {
  type BillingInterval,
  type BillingPeriod,
  INVALID_PLAN_MESSAGE,
  minorToDecimal,
  type PaidPlanName,
  parseBillingInterval,
  parsePlanName,
  PLAN_CATALOGUE,
  type PlanName,
} from '#domain/plan-catalogue.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, conflict } from '../../errors.ts';
import {
  listSubscriptionRows,
  upsertFreeSubscription,
  type SubscriptionRow,
} from './subscriptions.repo.ts';

/** docs/product.md §8 checkout alert, also the API's answer for a plan or period that has no price. */

/** The subscription as the API shows it (docs/product.md §3 Subscription and Profile subscription). */
export interface SubscriptionView {
  planName: PlanName;
  billingInterval: BillingInterval;
  status: string;
  /** Decimal text, exact (e.g. '4.99'). */
  price: string;
  currency: string;
  firstBilledAt: string | null;
  nextBilledAt: string | null;
  /** When a scheduled cancellation takes effect; access lasts until then. */
  cancelAt: string | null;
  /** true while this subscription gives access. */
  isEntitled: boolean;
  provider: 'paddle' | 'free';
  /** A downgrade waiting for the end of the paid period (ADR 189). */
  scheduledChange: {
    planName: PlanName;
    billingInterval: BillingInterval;
    price: string;
    effectiveAt: string;
  } | null;
}

/** The plan paid for and kept after a downgrade, while its period runs (ADR 189); else null. */
export function heldPlan(
  row: SubscriptionRow,
  now: Date,
): {
  planName: PlanName;
  billingInterval: BillingInterval;
  priceMinor: number;
  until: string;
} | null {
  if (!row.held_plan_name || !row.held_until || row.held_price_minor === null) return null;
  if (new Date(row.held_until).getTime() <= now.getTime()) return null;
  const planName = parsePlanName(row.held_plan_name);
  const billingInterval = parseBillingInterval(row.held_billing_interval ?? '');
  if (!planName || !billingInterval) return null;
  return { planName, billingInterval, priceMinor: row.held_price_minor, until: row.held_until };
}

export function toSubscriptionView(row: SubscriptionRow, now: Date): SubscriptionView {
  const rowPlan = parsePlanName(row.plan_name) ?? 'Explorer';
  const rowInterval = parseBillingInterval(row.billing_interval) ?? 'lifetime';
  const held = heldPlan(row, now);
  const planName = held?.planName ?? rowPlan;
  const billingInterval = held?.billingInterval ?? rowInterval;
  const state = { planName, billingInterval, status: row.status, cancelAt: row.cancel_at };
  return {
    planName,
    billingInterval,
    status: row.status,
    price: minorToDecimal(held?.priceMinor ?? row.price_minor),
    currency: row.currency,
    firstBilledAt: row.first_billed_at,
    nextBilledAt: row.next_billed_at,
    cancelAt: row.cancel_at,
    isEntitled: grantsAccess(state, now),
    provider: row.provider === 'free' ? 'free' : 'paddle',
    scheduledChange: held
      ? {
          planName: rowPlan,
          billingInterval: rowInterval,
          price: minorToDecimal(row.price_minor),
          effectiveAt: held.until,
        }
      : null,
  };
}

/**
 * Every subscription of a user, the one that matters first: entitled before not, then the higher
 * plan, then the most recently changed. The accounts feature puts this list in
 * /api/user/me data.userSubscription (docs/product.md §3: the profile shows the first).
 */
export async function listUserSubscriptions(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
): Promise<SubscriptionView[]> {
  const views = (await listSubscriptionRows(db, userId)).map((row) => toSubscriptionView(row, now));
  // Array.prototype.sort is stable, so equal keys keep the repo's updated_at desc order.
  return views.sort(
    (a, b) =>
      Number(b.isEntitled) - Number(a.isEntitled) ||
      PLAN_CATALOGUE[b.planName].rank - PLAN_CATALOGUE[a.planName].rank,
  );
}

/** data.subscription for GET /api/subscription: the first of the list, or null. */
export async function currentSubscription(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<SubscriptionView | null> {
  return (await listUserSubscriptions(db, userId, now))[0] ?? null;
}

/** The plan a user effectively holds now (Explorer when nothing grants more). */
export async function userPlan(db: Kysely<Database>, userId: string, now: Date): Promise<PlanName> {
  const views = await listUserSubscriptions(db, userId, now);
  return effectivePlan(views, now);
}

/**
 * docs/product.md §4 Free plan subscribe: planName Explorer with billingInterval lifetime, nothing else (paid
 * plans are granted only by verified webhooks, docs/security.md W3).
 */
export async function subscribeToFreePlan(
  db: Kysely<Database>,
  userId: string,
  body: { planName: string; billingInterval: string },
  now: Date,
): Promise<SubscriptionView> {
  if (body.planName !== 'Explorer' || body.billingInterval !== 'lifetime') {
    throw badRequest(INVALID_PLAN_MESSAGE);
  }
  const views = await listUserSubscriptions(db, userId, now);
  const paid = views.find((v) => v.provider === 'paddle' && v.isEntitled && !v.cancelAt);
  if (paid) {
    throw conflict(
      `You are on ${paid.planName}. Cancel it from your profile first; Explorer stays free afterwards.`,
    );
  }
  const iso = now.toISOString();
  await upsertFreeSubscription(db, {
    id: randomUUID(),
    user_id: userId,
    provider: 'free',
    provider_subscription_id: `free:${userId}`,
    plan_name: 'Explorer',
    billing_interval: 'lifetime',
    price_minor: 0,
    currency: 'USD',
    status: 'active',
    first_billed_at: null,
    next_billed_at: null,
    cancel_at: null,
    occurred_at: iso,
    created_at: iso,
    updated_at: iso,
  });
  const views2 = await listUserSubscriptions(db, userId, now);
  return views2.find((v) => v.provider === 'free') ?? (views2[0] as SubscriptionView);
}

/** The user's paid subscription that a cancel acts on: entitled and not already cancelling. */
export async function cancellableRow(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<SubscriptionRow | null> {
  const rows = await listSubscriptionRows(db, userId);
  return (
    rows.find((row) => {
      if (row.provider !== 'paddle' || row.cancel_at) return false;
      const view = toSubscriptionView(row, now);
      return view.isEntitled;
    }) ?? null
  );
}

/**
 * The one server-side place that decides what a user may buy (issue 18 §1, ADR 063): every
 * checkout, test checkout and plan change goes through here. Refusals are 409 with a stable code
 * (ALREADY_SUBSCRIBED, CANCELLATION_PENDING); otherwise the answer says whether the purchase is a
 * new checkout or a change of the running subscription.
 */
export async function assertMayBuy(
  db: Kysely<Database>,
  userId: string,
  target: { planName: PaidPlanName; period: BillingPeriod },
  now: Date,
): Promise<Exclude<PurchaseDecision, { kind: 'refuse' }>> {
  const views = await listUserSubscriptions(db, userId, now);
  const decision = decidePurchase(views, target, now);
  if (decision.kind === 'refuse') {
    throw new AppError(decision.code, decision.message, {
      fields: { planName: target.planName, billingPeriod: target.period },
    });
  }
  return decision;
}

/** The user's paid subscription whose scheduled cancellation has not taken effect yet. */
export async function resumableRow(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<SubscriptionRow | null> {
  const rows = await listSubscriptionRows(db, userId);
  return (
    rows.find(
      (row) =>
        row.provider === 'paddle' &&
        row.cancel_at !== null &&
        toSubscriptionView(row, now).isEntitled,
    ) ?? null
  );
}
