// Issue 38 item 1, ADR 195: a Navigator API key calls every premium operation (one test each, with
// the contract's own example), as X-Api-Key or as a bearer token; a key is never taken silently as
// anonymous, and where keys are not accepted the answer is a clear 401.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ALL_ROUTES } from '#domain/api/routes.ts';
import { createUser, type TestUser } from './features/billing/billing.testkit.ts';
import { createTestApp, type TestApp } from './testing/test-app.testkit.ts';

let t: TestApp;
let owner: TestUser;
let key: string;

beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_RATE_LIMIT_PER_MINUTE: '600' } });
  owner = await createUser(t, 'keyowner');
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: owner.auth,
    payload: { planName: 'Navigator', billingPeriod: 'month' },
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: owner.auth,
    payload: { name: 'premium test' },
  });
  key = (created.json() as { data: { key: string } }).data.key;
});
afterAll(async () => {
  await t.close();
});

const premium = ALL_ROUTES.filter((route) => route.tags.includes('premium'));

test('the premium operations are the ones keys may call, with the usage operation', () => {
  const keyed = ALL_ROUTES.filter((route) => route.policy.apiKey).map((route) => route.path);
  expect(keyed.sort()).toEqual([...premium.map((route) => route.path), '/api/usage'].sort());
  expect(premium.map((route) => route.path).sort()).toEqual([
    '/api/premium/business',
    '/api/premium/investment',
    '/api/premium/lifestyle',
    '/api/premium/relocation',
    '/api/premium/salary',
  ]);
});

describe.each(premium.map((route) => [route.path, route] as const))('%s', (path, route) => {
  test('a Navigator key in X-Api-Key gets the answer, counted in the key’s bucket', async () => {
    const res = await t.app.inject({
      method: route.method,
      url: path,
      headers: { 'x-api-key': key },
      payload: route.example?.body as object,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success' });
    expect(res.headers['x-ratelimit-limit']).toBe('600');
    expect(res.headers['ratelimit-policy']).toBe('"key";q=600;w=60');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('the same key as `Authorization: Bearer` works too; a revoked-looking key is 401', async () => {
    const res = await t.app.inject({
      method: route.method,
      url: path,
      headers: { authorization: `Bearer ${key}` },
      payload: route.example?.body as object,
    });
    expect(res.statusCode, res.body).toBe(200);
    const wrong = await t.app.inject({
      method: route.method,
      url: path,
      headers: { authorization: `Bearer pty_${'x'.repeat(43)}` },
      payload: route.example?.body as object,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Invalid or revoked API key.',
    });
  });
});

test('a key as a bearer token on public data is the key (its limit), never anonymous', async () => {
  const res = await t.app.inject({
    url: '/api/exchange/supported-currency-symbols',
    headers: { authorization: `Bearer ${key}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-ratelimit-limit']).toBe('600');
});

test('where keys are not accepted, a key as a bearer token is a clear 401', async () => {
  for (const [method, url] of [
    ['GET', '/api/user/me'],
    ['GET', '/api/api-keys'],
    ['POST', '/api/api-keys'],
  ] as const) {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${key}` },
      ...(method === 'POST' ? { payload: { name: 'x' } } : {}),
    });
    expect(res.statusCode, url).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'This operation takes a signed-in session, not an API key.',
    });
  }
});

test('usage: the key’s limit and, per operation called, what it used and has left', async () => {
  for (let i = 0; i < 2; i++)
    await t.app.inject({
      url: '/api/exchange/convert?from=EUR&to=USD',
      headers: { 'x-api-key': key },
    });
  const res = await t.app.inject({ url: '/api/usage', headers: { 'x-api-key': key } });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as {
    key: { prefix: string };
    limit: { perMinute: number };
    operations: { operation: string; used: number; remaining: number; resetSeconds: number }[];
  };
  expect(key.startsWith(data.key.prefix)).toBe(true);
  expect(data.limit.perMinute).toBe(600);
  const convert = data.operations.find((o) => o.operation === 'GET /api/exchange/convert');
  expect(convert).toMatchObject({ used: 2, remaining: 598 });
  expect(convert!.resetSeconds).toBeGreaterThan(0);
  expect(convert!.resetSeconds).toBeLessThanOrEqual(60);
  // Reading usage counts nothing, and a session without a key is told to send one.
  const again = await t.app.inject({ url: '/api/usage', headers: { 'x-api-key': key } });
  const same = (again.json().data.operations as { operation: string; used: number }[]).find(
    (o) => o.operation === 'GET /api/exchange/convert',
  );
  expect(same?.used).toBe(2);
  const session = await t.app.inject({ url: '/api/usage', headers: owner.auth });
  expect(session.statusCode).toBe(401);
});
