import { createHash } from 'node:crypto';
import { afterEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';
import { createUser, type TestUser } from './billing.testkit.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

async function buy(user: TestUser, planName: string, billingPeriod = 'month') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: user.auth,
    payload: { planName, billingPeriod },
  });
  expect(res.statusCode).toBe(200);
}

test('API key journey: create (shown once, stored hashed), use, revoke, refused after revoke', async () => {
  t = await createTestApp();
  const user = await createUser(t);
  await buy(user, 'Navigator');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.auth,
    payload: { name: 'My script' },
  });
  expect(created.statusCode).toBe(200);
  const { key, apiKey } = created.json().data as {
    key: string;
    apiKey: { id: string; prefix: string };
  };
  expect(key).toMatch(/^pty_[A-Za-z0-9_-]{43}$/);
  expect(key.startsWith(apiKey.prefix)).toBe(true);
  const stored = await t.deps.database.db
    .selectFrom('api_keys')
    .selectAll()
    .executeTakeFirstOrThrow();
  expect(stored.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
  expect(JSON.stringify(stored)).not.toContain(key);
  const list = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: user.auth });
  expect(JSON.stringify(list.json())).not.toContain(key);

  const use = await t.app.inject({
    method: 'GET',
    url: '/api/plans',
    headers: { 'x-api-key': key },
  });
  expect(use.statusCode).toBe(200);
  expect(use.json().data.plans.map((p: { name: string }) => p.name)).toEqual([
    'Explorer',
    'Voyager',
    'Navigator',
    'Enterprise',
  ]);

  const revoke = await t.app.inject({
    method: 'DELETE',
    url: `/api/api-keys/${apiKey.id}`,
    headers: user.auth,
  });
  expect(revoke.statusCode).toBe(200);
  const after = await t.app.inject({
    method: 'GET',
    url: '/api/plans',
    headers: { 'x-api-key': key },
  });
  expect(after.statusCode).toBe(401);
  expect(after.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  const bogus = await t.app.inject({
    method: 'GET',
    url: '/api/plans',
    headers: { 'x-api-key': 'pty_nope' },
  });
  expect(bogus.statusCode).toBe(401);
});

test('Voyager lacks API access: 403 PLAN_REQUIRED naming Navigator', async () => {
  t = await createTestApp();
  const user = await createUser(t);
  await buy(user, 'Voyager');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.auth,
    payload: { name: 'x' },
  });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({
    status: 'error',
    code: 'PLAN_REQUIRED',
    fields: { requiredPlan: 'Navigator', feature: 'api_access' },
  });
});

test('a key gets its own rate limit, separate from the per-IP public limit', async () => {
  t = await createTestApp({
    env: { API_KEY_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PUBLIC_PER_MINUTE: '2' },
  });
  const user = await createUser(t);
  await buy(user, 'Navigator', 'year');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.auth,
    payload: { name: 'k' },
  });
  const key = created.json().data.key as string;
  const withKey = () =>
    t.app.inject({ method: 'GET', url: '/api/plans', headers: { 'x-api-key': key } });
  const anonymous = () => t.app.inject({ method: 'GET', url: '/api/plans' });
  expect([
    (await anonymous()).statusCode,
    (await anonymous()).statusCode,
    (await anonymous()).statusCode,
  ]).toEqual([200, 200, 429]);
  const keyed = [];
  for (let i = 0; i < 4; i++) keyed.push((await withKey()).statusCode);
  expect(keyed).toEqual([200, 200, 200, 429]);
});

test('a key stops working when its owner no longer holds API access', async () => {
  t = await createTestApp();
  const user = await createUser(t);
  await buy(user, 'Navigator');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.auth,
    payload: { name: 'k' },
  });
  const key = created.json().data.key as string;
  t.clock.advance(60_000);
  await t.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: user.auth });
  t.clock.set('2027-01-01T00:00:00Z');
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/plans',
    headers: { 'x-api-key': key },
  });
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('PLAN_REQUIRED');
});
