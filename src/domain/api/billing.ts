/**
 * Contracts of the billing routes (ADR 105): subscription (spec §7), payments configuration and the
 * local test checkout, the plan catalogue, Navigator API keys and the Paddle webhook.
 */
import { z } from 'zod';
import { BILLING_INTERVALS, PLAN_NAMES } from '../plan-catalogue.ts';
import { emptyData, success, withMessage } from './envelope.ts';

/** One subscription as every billing and profile answer sends it. */
export const subscriptionSchema = z.object({
  planName: z.enum(PLAN_NAMES),
  billingInterval: z.enum(BILLING_INTERVALS),
  status: z.string(),
  /** Decimal text, exact (e.g. '4.99'). */
  price: z.string(),
  currency: z.string(),
  firstBilledAt: z.string().nullable(),
  nextBilledAt: z.string().nullable(),
  /** When a scheduled cancellation takes effect; access lasts until then. */
  cancelAt: z.string().nullable(),
  /** true while this subscription gives access. */
  isEntitled: z.boolean(),
  provider: z.enum(['paddle', 'free']),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** What the plan-changing calls take (checkout, change, local checkout). */
export const planChoiceBody = z.strictObject({
  planName: z.string().max(40),
  billingPeriod: z.string().max(20),
});
/** Spec §7 POST /api/subscription (the free plan). */
export const subscribeBody = z.strictObject({
  planName: z.string().max(40),
  billingInterval: z.string().max(20),
});

export const subscriptionData = z.object({ subscription: subscriptionSchema.nullable() });
export const subscriptionResponse = success(subscriptionData);
export type SubscriptionData = z.infer<typeof subscriptionData>;
/** Subscribe, cancel, change, resume, local checkout: the subscription afterwards, and a message. */
export const subscriptionChangedResponse = withMessage(subscriptionData);

/** What the purchase costs now (issue 34 item 7, ADR 161; src/domain/billing-quote.ts). */
export const quoteSchema = z.object({
  chargeMinor: z.number().int(),
  creditMinor: z.number().int(),
  dueNowMinor: z.number().int(),
  carriedMinor: z.number().int(),
  currency: z.string(),
  effective: z.literal('now'),
});
export const checkoutDecisionData = z.object({
  action: z.enum(['checkout', 'change']),
  quote: quoteSchema.optional(),
  /** The plan held now, for a change. */
  from: z.string().nullable().optional(),
});
export const checkoutDecisionResponse = success(checkoutDecisionData);
export type CheckoutDecision = z.infer<typeof checkoutDecisionData>;

const periodPrices = z.object({ month: z.string().nullable(), year: z.string().nullable() });
export const paymentsConfigData = z.object({
  mode: z.enum(['local', 'paddle', 'off']),
  environment: z.enum(['sandbox', 'production']),
  /** A Paddle client-side token is public by design (Paddle.js sends it from the browser). */
  clientToken: z.string().nullable(),
  prices: z.object({ Voyager: periodPrices, Navigator: periodPrices }),
});
export const paymentsConfigResponse = success(paymentsConfigData);
export type PaymentsConfig = z.infer<typeof paymentsConfigData>;

export const plansData = z.object({
  plans: z.array(
    z.object({
      name: z.enum(PLAN_NAMES),
      rank: z.number(),
      contactSales: z.boolean(),
      currency: z.string(),
      price: z.object({
        month: z.string().nullable(),
        year: z.string().nullable(),
        lifetime: z.string().nullable(),
      }),
      adds: z.array(z.object({ feature: z.string(), label: z.string() })),
    }),
  ),
});
export const plansResponse = success(plansData);
export type Plans = z.infer<typeof plansData>;

export const apiKeyCreateBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(60, 'Name must be at most 60 characters')
    .regex(/^[^\r\n\0]*$/, 'Name must be on one line'),
});
export const apiKeyIdParams = z.strictObject({ id: z.uuid() });
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyCreatedData = z.object({ key: z.string(), apiKey: apiKeySchema });
export const apiKeyCreatedResponse = withMessage(apiKeyCreatedData);
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedData>;
export const apiKeysData = z.object({ apiKeys: z.array(apiKeySchema) });
export const apiKeysResponse = success(apiKeysData);
export type ApiKeys = z.infer<typeof apiKeysData>;
export const apiKeyRevokedResponse = withMessage(emptyData);

/** The webhook answers Paddle only; the outcome is for logs and tests. */
export const webhookResponse = success(
  z.object({ received: z.literal(true), outcome: z.string() }),
);
