/**
 * Writes whose acknowledgement the drills hold the server to: every 200 is remembered, and after a
 * crash or outage each remembered write must be in the database. Signups (users), contact
 * messages (contact_messages), signed payment webhooks (processed_events, recorded in the same
 * transaction as the state change, docs/security.md W2), and for signed-in accounts price
 * contributions (price_contributions), API keys (api_keys) and subscription changes (a signed
 * subscription.updated for the account's own subscription: after a crash the stored row must be at
 * least as new as every acknowledged change, since in Paddle mode the webhook is what changes a plan).
 */
import { createHmac, randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { AccountPool } from './accounts.ts';
import { type Answer, type Tally, call, uniqueTag } from './harness.ts';
import { type DrillAccount, type Mailbox, type ThrowawayDb, createAccount } from './services.ts';

export const WEBHOOK_SECRET = 'pdl_ntfset_drill_secret_0123456789';

/** Paddle mode with fixed secrets (the built server refuses the local test mode in production). */
export const PAYMENTS_ENV: Record<string, string> = {
  PAYMENTS_MODE: 'paddle',
  PADDLE_CLIENT_TOKEN: 'test_drillclienttoken0123',
  PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PADDLE_PRICE_VOYAGER_MONTH: 'pri_drillvoyagermonth',
  PADDLE_PRICE_VOYAGER_YEAR: 'pri_drillvoyageryear',
  PADDLE_PRICE_NAVIGATOR_MONTH: 'pri_drillnavigatormonth',
  PADDLE_PRICE_NAVIGATOR_YEAR: 'pri_drillnavigatoryear',
};

export type WriteKind =
  'signup' | 'contact' | 'webhook' | 'contribution' | 'api-key' | 'subscription';
/** Writes anyone can make. */
export const WRITE_KINDS: WriteKind[] = ['signup', 'contact', 'webhook'];
/** Writes that need a signed-in account on the Navigator plan (see `navigatorAccounts`). */
export const ACCOUNT_WRITE_KINDS: WriteKind[] = ['contribution', 'api-key', 'subscription'];
const ALL_KINDS: WriteKind[] = [...WRITE_KINDS, ...ACCOUNT_WRITE_KINDS];

export class Ledger {
  readonly acked: Record<WriteKind, Set<string>> = {
    signup: new Set(),
    contact: new Set(),
    webhook: new Set(),
    contribution: new Set(),
    'api-key': new Set(),
    subscription: new Set(),
  };

  get total(): number {
    return ALL_KINDS.reduce((n, k) => n + this.acked[k].size, 0);
  }

  /** "12 signup, 9 contact, …" for the kinds that were written. */
  describe(): string {
    return ALL_KINDS.filter((k) => this.acked[k].size > 0)
      .map((k) => `${this.acked[k].size.toLocaleString('en-US')} ${k}`)
      .join(', ');
  }
}

/** A drill account with its Paddle subscription (the one its subscription changes move). */
export interface NavigatorAccount extends DrillAccount {
  subId: string;
}

let accountIps = 0;

/** Accounts that can make every write: verified, signed in, and on Navigator (API keys). */
export async function navigatorAccounts(
  base: string,
  smtp: Mailbox,
  count: number,
): Promise<NavigatorAccount[]> {
  const accounts: NavigatorAccount[] = [];
  for (let i = 0; i < count; i += 1) {
    // An address per account: the auth routes' per-IP limit must not refuse a pool's later accounts.
    accountIps += 1;
    const account = await createAccount(base, smtp, `10.44.${accountIps >> 8}.${accountIps & 255}`);
    const subId = `sub_nav${uniqueTag()}`;
    const event = subscriptionEvent({
      subId,
      userId: account.userId,
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
      priceId: PAYMENTS_ENV.PADDLE_PRICE_NAVIGATOR_MONTH,
    });
    const granted = await call(base, 'POST', '/api/webhooks/paddle', signedWebhook(event));
    if (granted.status !== 200) throw new Error(`Navigator webhook answered ${granted.status}`);
    accounts.push({ ...account, subId });
  }
  return accounts;
}

/** Signed like Paddle: HMAC-SHA256(secret, `${ts}:${rawBody}`), header `ts=…;h1=…`. */
export function signedWebhook(event: object): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  const ts = Math.floor(Date.now() / 1000);
  const h1 = createHmac('sha256', WEBHOOK_SECRET).update(`${ts}:${body}`).digest('hex');
  return { body, headers: { 'paddle-signature': `ts=${ts};h1=${h1}` } };
}

/** A subscription event for `userId` (null: nobody; recorded and ignored). */
export function subscriptionEvent(input: {
  eventId?: string;
  type?: string;
  subId: string;
  userId: string | null;
  occurredAt: string;
  status?: string;
  priceId?: string;
  /** An ISO time: the cancellation Paddle scheduled for the end of the period. */
  cancelAt?: string;
}) {
  return {
    event_id: input.eventId ?? `evt_${randomUUID().replaceAll('-', '')}`,
    event_type: input.type ?? 'subscription.created',
    occurred_at: input.occurredAt,
    notification_id: `ntf_${randomUUID().replaceAll('-', '')}`,
    data: {
      id: input.subId,
      status: input.status ?? 'active',
      customer_id: 'ctm_01drill',
      custom_data: input.userId ? { userId: input.userId, email: 'drill@example.com' } : null,
      currency_code: 'USD',
      items: [
        {
          price: {
            id: input.priceId ?? PAYMENTS_ENV.PADDLE_PRICE_VOYAGER_MONTH,
            unit_price: { amount: '499', currency_code: 'USD' },
          },
          quantity: 1,
        },
      ],
      first_billed_at: input.occurredAt,
      next_billed_at: new Date(Date.parse(input.occurredAt) + 30 * 86_400_000).toISOString(),
      scheduled_change: input.cancelAt
        ? { action: 'cancel', effective_at: input.cancelAt, resume_at: null }
        : null,
    },
  };
}

/** Ledger key of a subscription change: the subscription and the change's occurred_at. */
function subscriptionKey(subId: string, occurredAt: string): string {
  return `${subId}|${occurredAt}`;
}

let sequence = 0;

/**
 * One write of `kind`; a 200 goes into the ledger. With a pool, contributions stay under the daily
 * cap (null: skipped, every account used its share) and each acknowledged API key is revoked at once
 * (its row stays, so it is still checked), so no kind ever meets a cap.
 */
export async function writeOnce(
  base: string,
  kind: WriteKind,
  ledger: Ledger,
  tally: Tally,
  phase: string,
  from: (DrillAccount | NavigatorAccount)[] | AccountPool = [],
): Promise<Answer | null> {
  const accounts = Array.isArray(from) ? from : from.accounts;
  sequence += 1;
  const tag = uniqueTag();
  const ip = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
  let key: string;
  let answer: Answer;
  if (kind === 'signup') {
    key = `drill${tag}@example.com`;
    answer = await call(base, 'POST', '/api/auth/signup', {
      ip,
      body: {
        firstname: 'Drill',
        lastname: 'Writer',
        username: `w${tag}`,
        email: key,
        password: 'Drill-Parity-2026x',
      },
    });
  } else if (kind === 'contact') {
    key = `drill message ${tag}`;
    answer = await call(base, 'POST', '/api/contact', {
      ip,
      body: { name: 'Drill', email: 'drill@example.com', subject: 'Drill', message: key },
    });
  } else if (kind === 'subscription') {
    // Paddle tells us of a plan change (month <-> year, a cancellation scheduled or withdrawn); the
    // account stays on Navigator so its other writes keep working.
    const account = accounts[sequence % accounts.length];
    if (!account || !('subId' in account)) throw new Error('subscription writes need accounts');
    const occurredAt = new Date().toISOString();
    const yearly = sequence % 2 === 0;
    const event = subscriptionEvent({
      type: 'subscription.updated',
      subId: account.subId,
      userId: account.userId,
      occurredAt,
      priceId: yearly
        ? PAYMENTS_ENV.PADDLE_PRICE_NAVIGATOR_YEAR
        : PAYMENTS_ENV.PADDLE_PRICE_NAVIGATOR_MONTH,
      ...(sequence % 3 === 0
        ? { cancelAt: new Date(Date.now() + 30 * 86_400_000).toISOString() }
        : {}),
    });
    key = subscriptionKey(account.subId, occurredAt);
    answer = await call(base, 'POST', '/api/webhooks/paddle', signedWebhook(event));
  } else if (kind === 'contribution' || kind === 'api-key') {
    const account =
      kind === 'contribution' && !Array.isArray(from)
        ? from.forContribution()
        : accounts[sequence % accounts.length];
    if (account === null) return null;
    if (!account) throw new Error(`${kind} writes need accounts`);
    const headers = { authorization: `Bearer ${account.token}` };
    if (kind === 'contribution') {
      key = `drill note ${tag}`;
      answer = await call(base, 'POST', '/api/prices/contributions', {
        ip,
        headers,
        body: {
          item: 'cappuccino',
          city: 'Lisbon',
          country: 'Portugal',
          price: 2,
          currency: 'EUR',
          note: key,
        },
      });
    } else {
      key = `drill key ${tag}`;
      answer = await call(base, 'POST', '/api/api-keys', { ip, headers, body: { name: key } });
      const keyId = (answer.body as { data?: { apiKey?: { id?: string } } } | null)?.data?.apiKey
        ?.id;
      if (!Array.isArray(from) && answer.status === 200 && keyId) {
        tally.record(phase, kind, answer);
        ledger.acked[kind].add(key);
        const revoked = await call(base, 'DELETE', `/api/api-keys/${keyId}`, { ip, headers });
        tally.record(phase, 'api-key revoke', revoked);
        return answer;
      }
    }
  } else {
    const event = subscriptionEvent({
      subId: `sub_${tag}`,
      userId: null,
      occurredAt: new Date().toISOString(),
    });
    key = event.event_id;
    const signed = signedWebhook(event);
    answer = await call(base, 'POST', '/api/webhooks/paddle', signed);
  }
  tally.record(phase, kind, answer);
  if (answer.status === 200) ledger.acked[kind].add(key);
  return answer;
}

const PRESENCE_SQL: Record<WriteKind, string> = {
  signup: 'select email as k from users',
  contact: 'select message as k from contact_messages',
  webhook: 'select event_id as k from processed_events',
  contribution: 'select note as k from price_contributions',
  'api-key': 'select name as k from api_keys',
  // The stored state of each subscription: its id and the occurred_at of the newest change applied.
  subscription: "select provider_subscription_id || '|' || occurred_at as k from subscriptions",
};

/**
 * Acknowledged subscription changes the stored rows do not reflect: a change is kept when its
 * subscription's row is at least as new (a newer change, acknowledged or cut by the kill, may have
 * replaced it; an older row means the acknowledged change was lost).
 */
function missingSubscriptionChanges(acked: Set<string>, present: Set<string>): string[] {
  const stored = new Map<string, number>();
  for (const k of present) {
    const [subId = '', at = ''] = k.split('|');
    stored.set(subId, Date.parse(at));
  }
  return [...acked].filter((k) => {
    const [subId = '', at = ''] = k.split('|');
    return !((stored.get(subId) ?? -Infinity) >= Date.parse(at));
  });
}

/** Acknowledged writes missing from the database, by kind. */
export function missingWrites(ledger: Ledger, present: Record<WriteKind, Set<string>>) {
  const missing = Object.fromEntries(ALL_KINDS.map((k) => [k, [] as string[]])) as Record<
    WriteKind,
    string[]
  >;
  for (const kind of ALL_KINDS) {
    if (kind === 'subscription') {
      missing.subscription = missingSubscriptionChanges(
        ledger.acked.subscription,
        present.subscription,
      );
      continue;
    }
    for (const key of ledger.acked[kind]) if (!present[kind].has(key)) missing[kind].push(key);
  }
  return missing;
}

/** Read the keys from a SQLite file (the server is not running) and run the integrity check. */
export function sqlitePresence(file: string): {
  present: Record<WriteKind, Set<string>>;
  integrity: string;
} {
  const db = new Database(file);
  try {
    const present = {} as Record<WriteKind, Set<string>>;
    for (const kind of ALL_KINDS)
      present[kind] = new Set(
        (db.prepare(PRESENCE_SQL[kind]).all() as { k: string }[]).map((r) => r.k),
      );
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[])
      .map((r) => r.integrity_check)
      .join(', ');
    return { present, integrity };
  } finally {
    db.close();
  }
}

/** The same on a PostgreSQL drill database, with amcheck-free checks: the rows are readable. */
export async function postgresPresence(db: ThrowawayDb): Promise<Record<WriteKind, Set<string>>> {
  const present = {} as Record<WriteKind, Set<string>>;
  for (const kind of ALL_KINDS)
    present[kind] = new Set((await db.query<{ k: string }>(PRESENCE_SQL[kind])).map((r) => r.k));
  return present;
}
