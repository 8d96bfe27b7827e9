// docs/security.md W2: one transaction claims the event id and applies the
// state change, so a redelivered or concurrently replayed event changes nothing; an event older than
// the stored occurred_at is ignored; an unknown price id grants nothing.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type BillingInterval, type PaidPlanName, planPriceMinor } from '#domain/plan-catalogue.ts';
import type { Database } from '../../db/schema.ts';
import type { BillingNotice } from './billing.mail.ts';
import {
  claimEvent,
  clearHeldPlan,
  findSubscriptionByProviderId,
  insertPayment,
  listSubscriptionRows,
  recordOutcome,
  upsertSubscriptionIfNewer,
  userExists,
  type SubscriptionRow,
  type SubscriptionWrite,
} from './subscriptions.repo.ts';
import { toSubscriptionView } from './subscriptions.service.ts';
import {
  SUBSCRIPTION_EVENT_TYPES,
  isoOrNull,
  normalizeTimestamp,
  subscriptionDataSchema,
  transactionDataSchema,
  type PaddleEvent,
} from './paddle-events.ts';
import { planForPriceId, type PaymentsConfig } from './payments.config.ts';

export type WebhookOutcome =
  | 'applied'
  | 'duplicate'
  | 'ignored_stale'
  | 'ignored_unknown_price'
  | 'ignored_unknown_user'
  | 'ignored_type'
  | 'ignored_invalid';

interface Ctx {
  db: Kysely<Database>;
  now: Date;
  payments: PaymentsConfig;
}

type Trx = Parameters<Parameters<ReturnType<Kysely<Database>['transaction']>['execute']>[0]>[0];

/** What an applied event means for the customer and the operator (issue 18 §1, §5). */
export interface EventEffects {
  userId?: string;
  /** An email to send after commit. */
  notice?: BillingNotice;
  /** Other paid subscriptions of the same user that also give access now: a double charge. */
  otherActive?: string[];
}

interface Applied {
  outcome: WebhookOutcome;
  effects: EventEffects;
}

/** Apply one verified event. Returns what happened (logged and answered; Paddle only needs 2xx). */
export async function processPaddleEvent(ctx: Ctx, event: PaddleEvent): Promise<Applied> {
  const occurredAt = normalizeTimestamp(event.occurred_at);
  return ctx.db.transaction().execute(async (trx) => {
    const claimed = await claimEvent(trx, {
      eventId: event.event_id,
      eventType: event.event_type,
      occurredAt,
      processedAt: ctx.now.toISOString(),
    });
    if (!claimed) return { outcome: 'duplicate' as const, effects: {} };
    const effects: EventEffects = {};
    const outcome = await applyEvent(trx, ctx, event, occurredAt, effects);
    await recordOutcome(trx, event.event_id, outcome);
    return { outcome, effects };
  });
}

/**
 * Issue 18 §1: a new subscription for a user who already has another paid one giving access means
 * the customer is paying twice (two checkouts raced, or one was opened outside the app). The
 * webhook still records it (Paddle did take the money); the caller logs it for the operator.
 */
async function otherActiveSubscriptions(
  trx: Trx,
  ctx: Ctx,
  userId: string,
  providerSubscriptionId: string,
): Promise<string[]> {
  const rows = await listSubscriptionRows(trx, userId);
  return rows
    .filter(
      (r) =>
        r.provider === 'paddle' &&
        r.provider_subscription_id !== providerSubscriptionId &&
        toSubscriptionView(r, ctx.now).isEntitled,
    )
    .map((r) => r.provider_subscription_id);
}

/** The email a subscription change deserves, comparing the stored row with the new state. */
function subscriptionNotice(
  prior: SubscriptionRow | undefined,
  next: {
    plan_name: string;
    billing_interval: string;
    cancel_at: string | null;
    status: string;
    next_billed_at: string | null;
  },
  now: Date,
): BillingNotice | undefined {
  if (!prior) return undefined;
  const heldUntil =
    prior.held_plan_name && prior.held_until && new Date(prior.held_until) > now
      ? prior.held_until
      : null;
  if (heldUntil && prior.held_plan_name === next.plan_name) {
    return { kind: 'plan_kept', planName: next.plan_name };
  }
  if (!prior.cancel_at && next.cancel_at) {
    return { kind: 'cancellation', planName: next.plan_name, endsAt: next.cancel_at };
  }
  if (prior.cancel_at && !next.cancel_at && next.status === 'active') {
    return { kind: 'resumed', planName: next.plan_name, nextBilledAt: next.next_billed_at };
  }
  if (prior.plan_name !== next.plan_name || prior.billing_interval !== next.billing_interval) {
    return {
      kind: 'plan_change',
      fromPlan: prior.plan_name,
      fromPeriod: prior.billing_interval,
      planName: next.plan_name,
      period: next.billing_interval,
      // A downgrade keeps the plan paid for until the period ends (ADR 189).
      effectiveAt: heldUntil,
    };
  }
  return undefined;
}

async function applyEvent(
  trx: Trx,
  ctx: Ctx,
  event: PaddleEvent,
  occurredAt: string,
  effects: EventEffects,
): Promise<WebhookOutcome> {
  if (SUBSCRIPTION_EVENT_TYPES.has(event.event_type)) {
    const parsed = subscriptionDataSchema.safeParse(event.data);
    if (!parsed.success) return 'ignored_invalid';
    const sub = parsed.data;
    const price = sub.items[0]?.price;
    const plan = price ? planForPriceId(ctx.payments, price.id) : null;
    if (!price || !plan) return 'ignored_unknown_price';
    const userId = await resolveUser(trx, sub.id, sub.custom_data?.userId);
    if (!userId) return 'ignored_unknown_user';
    const prior = await findSubscriptionByProviderId(trx, sub.id);
    const cancelAt =
      sub.scheduled_change?.action === 'cancel'
        ? isoOrNull(sub.scheduled_change.effective_at)
        : sub.status === 'canceled'
          ? (isoOrNull(sub.canceled_at) ?? new Date(occurredAt).toISOString())
          : null;
    const fields = {
      plan_name: plan.planName,
      billing_interval: plan.billingInterval,
      price_minor: priceMinor(price.unit_price?.amount, plan),
      currency: price.unit_price?.currency_code ?? sub.currency_code ?? 'USD',
      status: sub.status,
      first_billed_at: isoOrNull(sub.first_billed_at),
      next_billed_at: isoOrNull(sub.next_billed_at),
      cancel_at: cancelAt,
    };
    const changed = await upsertSubscriptionIfNewer(
      trx,
      row(ctx, userId, sub.id, occurredAt, fields),
    );
    if (!changed) return 'ignored_stale';
    // Back on the plan kept after a downgrade: the downgrade was called off (ADR 189).
    await clearHeldPlan(trx, sub.id, { onlyIfRestored: true });
    effects.userId = userId;
    const notice = subscriptionNotice(prior, fields, ctx.now);
    if (notice) effects.notice = notice;
    if (!prior) effects.otherActive = await otherActiveSubscriptions(trx, ctx, userId, sub.id);
    return 'applied';
  }
  if (event.event_type === 'transaction.completed') {
    const parsed = transactionDataSchema.safeParse(event.data);
    if (!parsed.success) return 'ignored_invalid';
    const txn = parsed.data;
    // One-off purchases are not sold; only subscription renewals and first payments matter.
    if (!txn.subscription_id) return 'ignored_type';
    const price = txn.items[0]?.price;
    const plan = price ? planForPriceId(ctx.payments, price.id) : null;
    if (!price || !plan) return 'ignored_unknown_price';
    const userId = await resolveUser(trx, txn.subscription_id, txn.custom_data?.userId);
    if (!userId) return 'ignored_unknown_user';
    const prior = await findSubscriptionByProviderId(trx, txn.subscription_id);
    const changed = await upsertSubscriptionIfNewer(
      trx,
      row(ctx, userId, txn.subscription_id, occurredAt, {
        plan_name: plan.planName,
        billing_interval: plan.billingInterval,
        price_minor: priceMinor(price.unit_price?.amount, plan),
        currency: price.unit_price?.currency_code ?? txn.currency_code ?? 'USD',
        // A completed payment makes a new subscription active; on a known one it leaves the
        // status and any scheduled cancellation to the subscription events.
        status: 'active',
        first_billed_at: isoOrNull(txn.billed_at),
        next_billed_at: isoOrNull(txn.billing_period?.ends_at),
        cancel_at: null,
      }),
      { preserve: ['status', 'cancel_at'] },
    );
    // A receipt even when an out-of-order subscription event already moved the row on: the
    // payment happened either way, and the event id claim makes it once per payment.
    effects.userId = userId;
    const totals = txn.details?.totals;
    const planMinor = priceMinor(price.unit_price?.amount, plan);
    const receipt = {
      kind: 'receipt' as const,
      planName: plan.planName,
      period: plan.billingInterval,
      // What was charged (a prorated change charges less than the plan's price, issue 34 item 7).
      amountMinor: totals?.grand_total === undefined ? planMinor : Number(totals.grand_total),
      planMinor,
      creditMinor: totals?.credit === undefined ? 0 : Number(totals.credit),
      currency: price.unit_price?.currency_code ?? txn.currency_code ?? 'USD',
      nextBilledAt: isoOrNull(txn.billing_period?.ends_at),
    };
    effects.notice = receipt;
    // The billing history and its receipts read the same figures as the email (ADR 190).
    await insertPayment(trx, {
      id: randomUUID(),
      user_id: userId,
      provider_transaction_id: txn.id,
      provider_subscription_id: txn.subscription_id,
      plan_name: receipt.planName,
      billing_interval: receipt.period,
      amount_minor: receipt.amountMinor,
      plan_minor: receipt.planMinor,
      credit_minor: receipt.creditMinor,
      currency: receipt.currency,
      billed_at: isoOrNull(txn.billed_at) ?? occurredAt,
      period_end: receipt.nextBilledAt,
      created_at: ctx.now.toISOString(),
    });
    if (!prior) {
      effects.otherActive = await otherActiveSubscriptions(trx, ctx, userId, txn.subscription_id);
    }
    return changed ? 'applied' : 'ignored_stale';
  }
  return 'ignored_type';
}

/**
 * The user a subscription belongs to: the stored owner when we know the subscription (custom data
 * cannot move it to someone else), else the userId the checkout put in custom data, if that user exists.
 */
async function resolveUser(
  trx: Trx,
  providerSubscriptionId: string,
  claimedUserId: string | undefined,
): Promise<string | null> {
  const existing = await findSubscriptionByProviderId(trx, providerSubscriptionId);
  if (existing) return existing.user_id;
  if (!claimedUserId) return null;
  return (await userExists(trx, claimedUserId)) ? claimedUserId : null;
}

function priceMinor(
  amount: string | undefined,
  plan: { planName: PaidPlanName; billingInterval: BillingInterval },
): number {
  // Paddle's unit_price.amount is a string of minor units; fall back to the catalogue price.
  return amount !== undefined
    ? Number(amount)
    : (planPriceMinor(plan.planName, plan.billingInterval) ?? 0);
}

function row(
  ctx: Ctx,
  userId: string,
  providerSubscriptionId: string,
  occurredAt: string,
  fields: Pick<
    SubscriptionWrite,
    | 'plan_name'
    | 'billing_interval'
    | 'price_minor'
    | 'currency'
    | 'status'
    | 'first_billed_at'
    | 'next_billed_at'
    | 'cancel_at'
  >,
) {
  const now = ctx.now.toISOString();
  return {
    id: randomUUID(),
    user_id: userId,
    provider: 'paddle',
    provider_subscription_id: providerSubscriptionId,
    ...fields,
    occurred_at: occurredAt,
    created_at: now,
    updated_at: now,
  };
}
