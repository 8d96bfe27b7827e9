// Test support for the billing tests only (never imported by app code): configuration, users with
// live sessions, Paddle-shaped events and an independent signer (the tests do not trust ours).
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { TestApp } from '../../testing/test-app.testkit.ts';

export const WEBHOOK_SECRET = 'pdl_ntfset_test_secret_0123456789';

export const PRICES = {
  voyagerMonth: 'pri_voyagermonth01',
  voyagerYear: 'pri_voyageryear01',
  navigatorMonth: 'pri_navigatormonth01',
  navigatorYear: 'pri_navigatoryear01',
} as const;

/** Paddle mode with fixed secrets and price ids. */
export const PADDLE_ENV: Record<string, string> = {
  PAYMENTS_MODE: 'paddle',
  PADDLE_CLIENT_TOKEN: 'test_clienttoken0123456789',
  PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PADDLE_PRICE_VOYAGER_MONTH: PRICES.voyagerMonth,
  PADDLE_PRICE_VOYAGER_YEAR: PRICES.voyagerYear,
  PADDLE_PRICE_NAVIGATOR_MONTH: PRICES.navigatorMonth,
  PADDLE_PRICE_NAVIGATOR_YEAR: PRICES.navigatorYear,
};

export interface TestUser {
  id: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** A verified user with a live bearer session, written straight to the accounts tables. */
export async function createUser(t: TestApp, name = 'ada'): Promise<TestUser> {
  const id = randomUUID();
  const email = `${name}-${id.slice(0, 8)}@example.com`;
  const now = t.clock.now().toISOString();
  const token = randomBytes(32).toString('base64url');
  const db = t.deps.database.db;
  await db
    .insertInto('users')
    .values({
      id,
      firstname: 'Ada',
      lastname: 'Lovelace',
      username: `${name}${id.slice(0, 8)}`,
      username_canonical: `${name}${id.slice(0, 8)}`,
      email,
      password_hash: '$argon2id$v=19$m=19456,t=2,p=1$unused',
      is_email_verified: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      user_id: id,
      token_hash: createHash('sha256').update(token).digest('hex'),
      created_at: now,
      last_used_at: now,
      expires_at: new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return { id, email, token, auth: { authorization: `Bearer ${token}` } };
}

/** HMAC-SHA256(secret, `${ts}:${rawBody}`) written out here, independent of the app's signer. */
export function signature(rawBody: string, ts: number, secret = WEBHOOK_SECRET): string {
  return createHmac('sha256', secret).update(`${ts}:${rawBody}`).digest('hex');
}

export function nowTs(t: TestApp): number {
  return Math.floor(t.clock.now().getTime() / 1000);
}

export async function postWebhook(t: TestApp, rawBody: string, header?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (header !== undefined) headers['paddle-signature'] = header;
  return t.app.inject({ method: 'POST', url: '/api/webhooks/paddle', headers, payload: rawBody });
}

/** Sign with the current clock and deliver. */
export async function deliver(t: TestApp, event: object) {
  const raw = JSON.stringify(event);
  const ts = nowTs(t);
  return postWebhook(t, raw, `ts=${ts};h1=${signature(raw, ts)}`);
}

export interface SubEventInput {
  eventId?: string;
  type?: string;
  occurredAt: string;
  subId: string;
  userId?: string;
  priceId?: string;
  amount?: string;
  status?: string;
  firstBilledAt?: string | null;
  nextBilledAt?: string | null;
  scheduledCancelAt?: string;
}

export function subscriptionEvent(input: SubEventInput) {
  return {
    event_id: input.eventId ?? `evt_${randomUUID()}`,
    event_type: input.type ?? 'subscription.created',
    occurred_at: input.occurredAt,
    notification_id: `ntf_${randomUUID()}`,
    data: {
      id: input.subId,
      status: input.status ?? 'active',
      customer_id: 'ctm_01test',
      custom_data: input.userId ? { userId: input.userId, email: 'x@example.com' } : null,
      currency_code: 'USD',
      items: [
        {
          price: {
            id: input.priceId ?? PRICES.voyagerMonth,
            unit_price: { amount: input.amount ?? '499', currency_code: 'USD' },
          },
          quantity: 1,
        },
      ],
      first_billed_at:
        input.firstBilledAt === undefined ? '2026-11-22T10:00:00.000000Z' : input.firstBilledAt,
      next_billed_at:
        input.nextBilledAt === undefined ? '2026-12-22T10:00:00.000000Z' : input.nextBilledAt,
      scheduled_change: input.scheduledCancelAt
        ? { action: 'cancel', effective_at: input.scheduledCancelAt, resume_at: null }
        : null,
    },
  };
}

export function transactionEvent(input: {
  occurredAt: string;
  subId: string;
  userId?: string;
  priceId?: string;
  billedAt?: string;
  periodEnd?: string;
}) {
  return {
    event_id: `evt_${randomUUID()}`,
    event_type: 'transaction.completed',
    occurred_at: input.occurredAt,
    data: {
      id: `txn_${randomUUID()}`,
      status: 'completed',
      subscription_id: input.subId,
      custom_data: input.userId ? { userId: input.userId } : null,
      currency_code: 'USD',
      items: [{ price: { id: input.priceId ?? PRICES.voyagerMonth }, quantity: 1 }],
      billed_at: input.billedAt ?? '2026-11-22T10:00:00Z',
      billing_period: {
        starts_at: input.billedAt ?? '2026-11-22T10:00:00Z',
        ends_at: input.periodEnd ?? '2026-12-22T10:00:00Z',
      },
    },
  };
}

export async function getSubscription(t: TestApp, user: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/subscription', headers: user.auth });
  return res.json<{ data: { subscription: Record<string, unknown> | null } }>().data.subscription;
}
