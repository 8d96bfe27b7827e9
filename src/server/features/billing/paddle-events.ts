// The parts of Paddle Billing's notification payloads we use (issue 7 §5).
// Third-party input: validated at the edge, unknown fields allowed (Paddle adds fields over time).
import { z } from 'zod';

const isoTime = z
  .string()
  .min(10)
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Invalid time');

export const paddleEventSchema = z.object({
  event_id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  occurred_at: isoTime,
  data: z.record(z.string(), z.unknown()),
});
export type PaddleEvent = z.infer<typeof paddleEventSchema>;

const customData = z
  .object({ userId: z.string().max(100).optional() })
  .loose()
  .nullable()
  .optional();

const item = z
  .object({
    price: z
      .object({
        id: z.string().min(1).max(100),
        unit_price: z
          .object({ amount: z.string().regex(/^\d{1,12}$/), currency_code: z.string().length(3) })
          .loose()
          .optional(),
      })
      .loose(),
  })
  .loose();

const period = z.object({ starts_at: isoTime, ends_at: isoTime }).loose().nullable().optional();

/** Paddle subscription entity (subscription.* events). */
export const subscriptionDataSchema = z
  .object({
    id: z.string().min(1).max(100),
    status: z.enum(['active', 'trialing', 'past_due', 'paused', 'canceled']),
    custom_data: customData,
    items: z.array(item).min(1),
    currency_code: z.string().length(3).optional(),
    first_billed_at: isoTime.nullable().optional(),
    next_billed_at: isoTime.nullable().optional(),
    canceled_at: isoTime.nullable().optional(),
    current_billing_period: period,
    scheduled_change: z
      .object({ action: z.string(), effective_at: isoTime })
      .loose()
      .nullable()
      .optional(),
  })
  .loose();
export type PaddleSubscription = z.infer<typeof subscriptionDataSchema>;

/** Paddle transaction entity (transaction.completed). */
export const transactionDataSchema = z
  .object({
    id: z.string().min(1).max(100),
    status: z.string(),
    subscription_id: z.string().min(1).max(100).nullable().optional(),
    custom_data: customData,
    items: z.array(item).min(1),
    currency_code: z.string().length(3).optional(),
    billed_at: isoTime.nullable().optional(),
    billing_period: period,
    /** Paddle's totals: grand_total is what was charged, credit what a proration credited. */
    details: z
      .object({
        totals: z
          .object({
            grand_total: z.string().regex(/^\d+$/).optional(),
            credit: z.string().regex(/^\d+$/).optional(),
          })
          .loose()
          .optional(),
      })
      .loose()
      .optional(),
  })
  .loose();
export type PaddleTransaction = z.infer<typeof transactionDataSchema>;

/** The subscription lifecycle events that carry the subscription entity (issue 7 §5). */
export const SUBSCRIPTION_EVENT_TYPES = new Set([
  'subscription.created',
  'subscription.updated',
  'subscription.activated',
  'subscription.canceled',
  'subscription.past_due',
  'subscription.paused',
  'subscription.resumed',
  'subscription.trialing',
]);

/**
 * A timestamp in one comparable text form with microseconds (Paddle sends up to 6 fractional
 * digits; toISOString keeps 3, which would make events in the same millisecond tie).
 */
export function normalizeTimestamp(value: string): string {
  const date = new Date(value);
  const fraction = /\.(\d+)/.exec(value)?.[1] ?? '';
  return `${date.toISOString().slice(0, 19)}.${fraction.padEnd(6, '0').slice(0, 6)}Z`;
}

/** ISO timestamps we store for display (millisecond precision). */
export function isoOrNull(value: string | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}
