// Local payments mode (issue 7 §4, ADR 072, ADR 100): the test checkout completes a purchase with
// the Paddle-shaped events Paddle would send, applied by the same event processor a verified
// webhook reaches (schema, idempotency, ordering, price mapping), so what grants access is the
// path Paddle's events take.
import { randomUUID } from 'node:crypto';
import type { BillingPeriod, PaidPlanName } from '#domain/plan-catalogue.ts';
import { quote } from '#domain/billing-quote.ts';
import { planPriceMinor } from '#domain/plan-catalogue.ts';
import type { SubscriptionRow } from './subscriptions.repo.ts';
import { heldPlan } from './subscriptions.service.ts';
import type { BillingDeps } from './billing.deps.ts';
import { applyPaddleEvent } from './paddle-event.processor.ts';
import { paddleEventSchema } from './paddle-events.ts';
import { priceIdFor, type PaymentsConfig } from './payments.config.ts';
import type { WebhookOutcome } from './webhook.service.ts';

interface LocalEvent {
  event_id: string;
  event_type: string;
  occurred_at: string;
  data: Record<string, unknown>;
}

function addPeriod(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  if (period === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

function item(priceId: string, amountMinor: number) {
  return {
    price: { id: priceId, unit_price: { amount: String(amountMinor), currency_code: 'USD' } },
    quantity: 1,
    status: 'active',
  };
}

/**
 * The events Paddle sends for a new subscription: subscription.created, then transaction.completed.
 * An existing local subscription is changed in place (Paddle's subscription.updated), not doubled.
 */
export function localPurchaseEvents(input: {
  payments: PaymentsConfig;
  now: Date;
  user: { id: string; email: string };
  planName: PaidPlanName;
  period: BillingPeriod;
  existing: SubscriptionRow | null;
}): LocalEvent[] | null {
  const priceId = priceIdFor(input.payments, input.planName, input.period);
  const amount = planPriceMinor(input.planName, input.period);
  if (!priceId || amount === null) return null;
  const start = input.now;
  const end = addPeriod(start, input.period);
  // A change is prorated at once, as Paddle's prorated_immediately does (ADR 161).
  const charged = quote(amount, 'USD', runningPeriod(input.existing, start));
  const subId = input.existing?.provider_subscription_id ?? `sub_local_${randomUUID()}`;
  const subscription = {
    id: subId,
    status: 'active',
    customer_id: `ctm_local_${input.user.id}`,
    custom_data: { userId: input.user.id, email: input.user.email },
    currency_code: 'USD',
    items: [item(priceId, amount)],
    billing_cycle: { interval: input.period, frequency: 1 },
    first_billed_at: input.existing?.first_billed_at ?? start.toISOString(),
    next_billed_at: end.toISOString(),
    current_billing_period: { starts_at: start.toISOString(), ends_at: end.toISOString() },
    scheduled_change: null,
  };
  const at = (offsetMs: number) => new Date(start.getTime() + offsetMs).toISOString();
  const subscriptionEvent: LocalEvent = {
    event_id: `evt_local_${randomUUID()}`,
    event_type: input.existing ? 'subscription.updated' : 'subscription.created',
    occurred_at: at(0),
    data: subscription,
  };
  const transactionEvent: LocalEvent = {
    event_id: `evt_local_${randomUUID()}`,
    event_type: 'transaction.completed',
    occurred_at: at(1),
    data: {
      id: `txn_local_${randomUUID()}`,
      status: 'completed',
      subscription_id: subId,
      custom_data: subscription.custom_data,
      currency_code: 'USD',
      items: [item(priceId, amount)],
      billed_at: start.toISOString(),
      billing_period: subscription.current_billing_period,
      details: {
        totals: {
          grand_total: String(charged.dueNowMinor),
          credit: String(charged.creditMinor),
        },
      },
    },
  };
  return [subscriptionEvent, transactionEvent];
}

/** The running paid period of a subscription row, for a proration quote; null when there is none. */
export function runningPeriod(
  row: SubscriptionRow | null | undefined,
  now: Date,
): { priceMinor: number; period: BillingPeriod; periodEnd: Date; now: Date } | null {
  if (!row || !row.next_billed_at) return null;
  // After a downgrade the customer still holds, and paid for, the plan kept until the period ends.
  const held = heldPlan(row, now);
  const interval = held?.billingInterval ?? row.billing_interval;
  if (interval !== 'month' && interval !== 'year') return null;
  return {
    priceMinor: held?.priceMinor ?? row.price_minor,
    period: interval,
    periodEnd: new Date(row.next_billed_at),
    now,
  };
}

/**
 * Paddle's subscription.updated after a change of item billed `do_not_bill` (ADR 189): a downgrade,
 * or calling one off. Nothing is charged, so no transaction follows; the period runs on unchanged.
 */
export function localItemChangeEvent(input: {
  payments: PaymentsConfig;
  now: Date;
  row: SubscriptionRow;
  planName: PaidPlanName;
  period: BillingPeriod;
}): LocalEvent | null {
  const priceId = priceIdFor(input.payments, input.planName, input.period);
  const amount = planPriceMinor(input.planName, input.period);
  if (!priceId || amount === null) return null;
  return {
    event_id: `evt_local_${randomUUID()}`,
    event_type: 'subscription.updated',
    occurred_at: input.now.toISOString(),
    data: {
      id: input.row.provider_subscription_id,
      status: 'active',
      currency_code: input.row.currency,
      items: [item(priceId, amount)],
      first_billed_at: input.row.first_billed_at,
      next_billed_at: input.row.next_billed_at,
      scheduled_change: null,
    },
  };
}

/** Paddle's subscription.updated for "cancel at the end of the billing period". */
export function localCancelEvent(input: {
  payments: PaymentsConfig;
  now: Date;
  row: SubscriptionRow;
}): LocalEvent | null {
  const period = input.row.billing_interval;
  if (period !== 'month' && period !== 'year') return null;
  const planName = input.row.plan_name as PaidPlanName;
  const priceId = priceIdFor(input.payments, planName, period);
  if (!priceId) return null;
  const effectiveAt = input.row.next_billed_at ?? input.now.toISOString();
  return {
    event_id: `evt_local_${randomUUID()}`,
    event_type: 'subscription.updated',
    occurred_at: input.now.toISOString(),
    data: {
      id: input.row.provider_subscription_id,
      status: 'active',
      currency_code: input.row.currency,
      items: [item(priceId, input.row.price_minor)],
      first_billed_at: input.row.first_billed_at,
      // Paddle clears next_billed_at once a cancellation is scheduled.
      next_billed_at: null,
      scheduled_change: { action: 'cancel', effective_at: effectiveAt, resume_at: null },
    },
  };
}

/** Paddle's subscription.updated after a scheduled cancellation is removed (issue 18 §1). */
export function localResumeEvent(input: {
  payments: PaymentsConfig;
  now: Date;
  row: SubscriptionRow;
}): LocalEvent | null {
  const period = input.row.billing_interval;
  if (period !== 'month' && period !== 'year') return null;
  const priceId = priceIdFor(input.payments, input.row.plan_name as PaidPlanName, period);
  if (!priceId) return null;
  return {
    event_id: `evt_local_${randomUUID()}`,
    event_type: 'subscription.updated',
    occurred_at: input.now.toISOString(),
    data: {
      id: input.row.provider_subscription_id,
      status: 'active',
      currency_code: input.row.currency,
      items: [item(priceId, input.row.price_minor)],
      first_billed_at: input.row.first_billed_at,
      // Billing goes on where the cancellation would have ended it.
      next_billed_at: input.row.cancel_at ?? input.row.next_billed_at,
      scheduled_change: null,
    },
  };
}

/**
 * Apply one event of the test checkout through the event processor, parsed by the schema a webhook
 * body is parsed by. The event is made here on the server, so there is no signature to check.
 */
export async function applyLocalEvent(
  deps: BillingDeps,
  event: LocalEvent,
): Promise<WebhookOutcome> {
  const parsed = paddleEventSchema.safeParse(event);
  if (!parsed.success) throw new Error(`local checkout made an invalid event: ${event.event_type}`);
  return applyPaddleEvent(deps, parsed.data);
}
