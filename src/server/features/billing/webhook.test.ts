import { afterEach, beforeEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';
import {
  PADDLE_ENV,
  PRICES,
  createUser,
  deliver,
  getSubscription,
  nowTs,
  postWebhook,
  signature,
  subscriptionEvent,
} from './billing.testkit.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: PADDLE_ENV });
});
afterEach(async () => {
  await t.close();
});

async function count(table: 'subscriptions' | 'processed_events'): Promise<number> {
  const row = await t.deps.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// Fixed vector computed outside the code under test:
//   printf '%s' '1795348800:<body>' | openssl dgst -sha256 -hmac 'pdl_ntfset_test_secret_0123456789'
const FIXED_BODY =
  '{"event_id":"evt_fixed_vector","event_type":"transaction.paid","occurred_at":"2026-11-22T11:59:59.000000Z","data":{}}';
const FIXED_TS = 1795348800; // 2026-11-22T12:00:00Z, the test clock's start
const FIXED_H1 = '94112596d9fc29e83e2683a9e0fa7fd64aae9d5f695508f00799e837449201bf';

test('W1 the fixed signature vector (HMAC-SHA256 over ts:rawBody) is accepted', async () => {
  expect(signature(FIXED_BODY, FIXED_TS)).toBe(FIXED_H1);
  const res = await postWebhook(t, FIXED_BODY, `ts=${FIXED_TS};h1=${FIXED_H1}`);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toEqual({ received: true, outcome: 'ignored_type' });
});

test('W1 every h1 is checked: a rotated-out h1 first and the valid one second is accepted', async () => {
  const wrong = 'a'.repeat(64);
  const res = await postWebhook(t, FIXED_BODY, `ts=${FIXED_TS};h1=${wrong};h1=${FIXED_H1}`);
  expect(res.statusCode).toBe(200);
});

test('W1 the MAC is over the raw bytes: the same JSON re-serialised with a space is 401', async () => {
  const reformatted = FIXED_BODY.replace('{"event_id"', '{ "event_id"');
  expect(JSON.parse(reformatted)).toEqual(JSON.parse(FIXED_BODY));
  const res = await postWebhook(t, reformatted, `ts=${FIXED_TS};h1=${FIXED_H1}`);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
});

test('W1 a missing or garbled Paddle-Signature header is 400 and changes nothing', async () => {
  const user = await createUser(t);
  const raw = JSON.stringify(
    subscriptionEvent({ occurredAt: '2026-11-22T11:00:00Z', subId: 'sub_w1', userId: user.id }),
  );
  const good = signature(raw, nowTs(t));
  for (const header of [
    undefined,
    '',
    'garbage',
    `h1=${good}`,
    `ts=${nowTs(t)}`,
    `ts=abc;h1=${good}`,
    `ts=${nowTs(t)};h1=${good.slice(0, 63)}`,
    `ts=${nowTs(t)};h1=${'z'.repeat(64)}`,
    `ts=${nowTs(t)};ts=${nowTs(t)};h1=${good}`,
  ]) {
    const res = await postWebhook(t, raw, header);
    expect(res.statusCode, String(header)).toBe(400);
  }
  expect(await count('subscriptions')).toBe(0);
  expect(await count('processed_events')).toBe(0);
});

test('W1 a stale timestamp is 401 even with a correct MAC, and so is a bad MAC', async () => {
  const user = await createUser(t);
  const raw = JSON.stringify(
    subscriptionEvent({ occurredAt: '2026-11-22T11:00:00Z', subId: 'sub_w1b', userId: user.id }),
  );
  const stale = nowTs(t) - 301; // tolerance 300 s (PADDLE_WEBHOOK_TOLERANCE_SECONDS default)
  expect((await postWebhook(t, raw, `ts=${stale};h1=${signature(raw, stale)}`)).statusCode).toBe(
    401,
  );
  const future = nowTs(t) + 301;
  expect((await postWebhook(t, raw, `ts=${future};h1=${signature(raw, future)}`)).statusCode).toBe(
    401,
  );
  const ts = nowTs(t);
  const wrongSecret = signature(raw, ts, 'another_secret_0123456789abcdef');
  expect((await postWebhook(t, raw, `ts=${ts};h1=${wrongSecret}`)).statusCode).toBe(401);
  expect(await getSubscription(t, user)).toBeNull();
  expect(await count('processed_events')).toBe(0);
  // Within the window it is accepted.
  const edge = nowTs(t) - 299;
  expect((await postWebhook(t, raw, `ts=${edge};h1=${signature(raw, edge)}`)).statusCode).toBe(200);
});

test('W1 refused webhooks are logged with a reason and never with the signature', async () => {
  const raw = FIXED_BODY;
  const bad = signature(raw, FIXED_TS, 'another_secret_0123456789abcdef');
  await postWebhook(t, raw, `ts=${FIXED_TS};h1=${bad}`);
  await postWebhook(t, raw, `ts=${FIXED_TS};h1=${FIXED_H1}`);
  const log = t.logs.join('\n');
  expect(log).toContain('paddle webhook refused');
  expect(log).toContain('mismatch');
  expect(log).not.toContain(bad);
  expect(log).not.toContain(FIXED_H1);
});

test('W2 the same event delivered 10 times concurrently changes state exactly once', async () => {
  const user = await createUser(t);
  const event = subscriptionEvent({
    occurredAt: '2026-11-22T11:00:00.123456Z',
    subId: 'sub_concurrent',
    userId: user.id,
  });
  const raw = JSON.stringify(event);
  const header = `ts=${nowTs(t)};h1=${signature(raw, nowTs(t))}`;
  const responses = await Promise.all(
    Array.from({ length: 10 }, () => postWebhook(t, raw, header)),
  );
  expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
  const outcomes = responses.map((r) => r.json().data.outcome as string).sort();
  expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
  expect(await count('subscriptions')).toBe(1);
  expect(await count('processed_events')).toBe(1);
  expect(await getSubscription(t, user)).toMatchObject({ planName: 'Voyager', status: 'active' });
});

test('W2 an update older than the stored occurred_at is ignored; a newer one applies', async () => {
  const user = await createUser(t);
  const base = { subId: 'sub_order', userId: user.id };
  await deliver(t, subscriptionEvent({ ...base, occurredAt: '2026-11-22T11:00:00.000200Z' }));
  // Same millisecond, 100 microseconds earlier: still older, still ignored.
  const older = await deliver(
    t,
    subscriptionEvent({
      ...base,
      type: 'subscription.past_due',
      status: 'past_due',
      occurredAt: '2026-11-22T11:00:00.000100Z',
    }),
  );
  expect(older.json().data.outcome).toBe('ignored_stale');
  expect(await getSubscription(t, user)).toMatchObject({ status: 'active' });
  const newer = await deliver(
    t,
    subscriptionEvent({
      ...base,
      type: 'subscription.past_due',
      status: 'past_due',
      occurredAt: '2026-11-22T11:00:01Z',
    }),
  );
  expect(newer.json().data.outcome).toBe('applied');
  expect(await getSubscription(t, user)).toMatchObject({ status: 'past_due', isEntitled: false });
});

test('W2 an unknown price id grants nothing', async () => {
  const user = await createUser(t);
  const res = await deliver(
    t,
    subscriptionEvent({
      occurredAt: '2026-11-22T11:00:00Z',
      subId: 'sub_unknown_price',
      userId: user.id,
      priceId: 'pri_notoursatall',
    }),
  );
  expect(res.statusCode).toBe(200);
  expect(res.json().data.outcome).toBe('ignored_unknown_price');
  expect(await getSubscription(t, user)).toBeNull();
  expect(await count('subscriptions')).toBe(0);
  const keys = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.auth,
    payload: { name: 'x' },
  });
  expect(keys.statusCode).toBe(403);
});

test('W2 an event for a user that does not exist grants nothing', async () => {
  const res = await deliver(
    t,
    subscriptionEvent({ occurredAt: '2026-11-22T11:00:00Z', subId: 'sub_ghost', userId: 'nobody' }),
  );
  expect(res.json().data.outcome).toBe('ignored_unknown_user');
  expect(await count('subscriptions')).toBe(0);
});

test('W3 custom data cannot move a known subscription to another user', async () => {
  const owner = await createUser(t, 'owner');
  const thief = await createUser(t, 'thief');
  await deliver(
    t,
    subscriptionEvent({ occurredAt: '2026-11-22T11:00:00Z', subId: 'sub_owned', userId: owner.id }),
  );
  await deliver(
    t,
    subscriptionEvent({
      type: 'subscription.updated',
      occurredAt: '2026-11-22T11:00:05Z',
      subId: 'sub_owned',
      userId: thief.id,
      priceId: PRICES.navigatorYear,
      amount: '9999',
    }),
  );
  expect(await getSubscription(t, thief)).toBeNull();
  expect(await getSubscription(t, owner)).toMatchObject({
    planName: 'Navigator',
    billingInterval: 'year',
  });
});
