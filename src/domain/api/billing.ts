/**
 * Contracts of the billing routes (ADR 105): subscription (docs/product.md §7), payments configuration and the
 * local test checkout, the plan catalogue, Navigator API keys and the Paddle webhook.
 */
import { z } from 'zod';
import {
  BILLING_INTERVALS,
  BILLING_PERIODS,
  INVALID_PLAN_MESSAGE,
  PAID_PLANS,
  PLAN_NAMES,
} from '../plan-catalogue.ts';
import { defineRoute } from './contract.ts';
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
  /**
   * A downgrade waiting for the end of the paid period (ADR 189): the plan that follows, its price
   * and when. planName and price above stay those of the plan paid for until then.
   */
  scheduledChange: z
    .object({
      planName: z.enum(PLAN_NAMES),
      billingInterval: z.enum(BILLING_INTERVALS),
      price: z.string(),
      effectiveAt: z.string(),
    })
    .nullable()
    .optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** What the plan-changing calls take (checkout, change, local checkout): a paid plan and period. */
export const planChoiceBody = z.strictObject({
  planName: z.enum(PAID_PLANS, { error: INVALID_PLAN_MESSAGE }),
  billingPeriod: z.enum(BILLING_PERIODS, { error: INVALID_PLAN_MESSAGE }),
});
/** docs/product.md §7 POST /api/subscription (the free plan). */
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
  effective: z.enum(['now', 'period_end']),
  /** The day a downgrade takes effect (ADR 189); null when the change is now. */
  effectiveAt: z.string().nullable(),
});
export const checkoutDecisionData = z.object({
  action: z.enum(['checkout', 'change']),
  quote: quoteSchema.optional(),
  /** The plan held now, for a change. */
  from: z.string().nullable().optional(),
});
export const checkoutDecisionResponse = success(checkoutDecisionData);
export type CheckoutDecision = z.infer<typeof checkoutDecisionData>;

/**
 * One payment in the billing history (ADR 190): a full charge, a prorated change (credit taken
 * off), or a change whose credit exceeded the new price (the rest kept as credit). Money is decimal
 * text in its currency.
 */
export const paymentSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  billedAt: z.string(),
  planName: z.enum(PLAN_NAMES),
  billingInterval: z.enum(BILLING_INTERVALS),
  kind: z.enum(['charge', 'proration', 'credit']),
  /** What was charged. */
  amount: z.string(),
  /** The plan's price for the period. */
  planPrice: z.string(),
  /** Credit for the unused part of the previous plan. */
  credit: z.string(),
  /** Credit left over for later payments. */
  carried: z.string(),
  currency: z.string(),
  /** The end of the period paid for. */
  periodEnd: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentsData = z.object({ payments: z.array(paymentSchema) });
export const paymentsResponse = success(paymentsData);

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

const signedIn = { auth: 'user', private: true } as const;
const per = (max: number) => ({ ...signedIn, limit: { max, timeWindow: '1 minute' } }) as const;

export const billingApi = {
  plans: defineRoute({
    method: 'GET',
    path: '/api/plans',
    tags: ['subscription'],
    summary: 'Plans, prices and what each includes',
    description: 'The plans, their monthly and yearly prices and the features each includes.',
    example: {},
    response: plansResponse,
    policy: { auth: 'none', publicData: true },
  }),
  /** Public configuration (the Paddle client token is public by design); no limiter. */
  paymentsConfig: defineRoute({
    method: 'GET',
    path: '/api/payments/config',
    tags: ['payments'],
    summary: 'Payments mode, Paddle client token and price ids',
    response: paymentsConfigResponse,
    policy: { auth: 'none' },
  }),
  localCheckout: defineRoute({
    method: 'POST',
    path: '/api/payments/local-checkout',
    tags: ['payments'],
    summary: 'Test checkout — no payment is taken (local payments mode only)',
    body: planChoiceBody,
    response: subscriptionChangedResponse,
    policy: per(20),
  }),
  subscription: defineRoute({
    method: 'GET',
    path: '/api/subscription',
    tags: ['subscription'],
    summary: 'The current subscription',
    response: subscriptionResponse,
    policy: signedIn,
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/subscription',
    tags: ['subscription'],
    summary: 'Subscribe to the free plan',
    body: subscribeBody,
    response: subscriptionChangedResponse,
    policy: per(20),
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/subscription/cancel',
    tags: ['subscription'],
    summary: 'Cancel at the end of the billing period',
    response: subscriptionChangedResponse,
    errors: [404],
    policy: per(10),
  }),
  change: defineRoute({
    method: 'POST',
    path: '/api/subscription/change',
    tags: ['subscription'],
    summary: 'Move an existing paid subscription to another plan or period',
    body: planChoiceBody,
    response: subscriptionChangedResponse,
    errors: [404, 409],
    policy: per(10),
  }),
  checkout: defineRoute({
    method: 'POST',
    path: '/api/subscription/checkout',
    tags: ['subscription'],
    summary:
      'May this user buy this plan and period? checkout (open Paddle), change, or 409 ALREADY_SUBSCRIBED / CANCELLATION_PENDING',
    body: planChoiceBody,
    response: checkoutDecisionResponse,
    errors: [409],
    policy: per(20),
  }),
  payments: defineRoute({
    method: 'GET',
    path: '/api/subscription/payments',
    tags: ['subscription'],
    summary: 'Your billing history: every payment, proration and credit, newest first',
    response: paymentsResponse,
    policy: signedIn,
  }),
  resume: defineRoute({
    method: 'POST',
    path: '/api/subscription/resume',
    tags: ['subscription'],
    summary: 'Undo a scheduled cancellation',
    response: subscriptionChangedResponse,
    errors: [404],
    policy: per(10),
  }),
  createApiKey: defineRoute({
    method: 'POST',
    path: '/api/api-keys',
    tags: ['api-keys'],
    summary: 'Create a personal API key (shown once)',
    body: apiKeyCreateBody,
    response: apiKeyCreatedResponse,
    policy: { ...per(10), plan: 'api_access' },
  }),
  apiKeys: defineRoute({
    method: 'GET',
    path: '/api/api-keys',
    tags: ['api-keys'],
    summary: 'Your API keys',
    response: apiKeysResponse,
    policy: signedIn,
  }),
  /** Revoking never needs a plan: someone whose plan lapsed must still be able to kill a key. */
  revokeApiKey: defineRoute({
    method: 'DELETE',
    path: '/api/api-keys/:id',
    tags: ['api-keys'],
    summary: 'Revoke an API key',
    params: apiKeyIdParams,
    response: apiKeyRevokedResponse,
    errors: [404],
    policy: signedIn,
  }),
  /** Authenticated by Paddle's signature over the raw body (W1), not by a user; 401 a bad signature. */
  paddleWebhook: defineRoute({
    method: 'POST',
    path: '/api/webhooks/paddle',
    tags: ['payments'],
    summary: 'Paddle Billing notifications (signed)',
    response: webhookResponse,
    errors: [401],
    policy: { auth: 'none' },
  }),
};
