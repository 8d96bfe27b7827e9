import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { parseEnv } from '../../env.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';
import {
  PADDLE_ENV,
  PRICES,
  createUser,
  deliver,
  getSubscription,
  subscriptionEvent,
  transactionEvent,
} from './billing.testkit.ts';
import { paymentsCsp, resolvePaymentsConfig } from './payments.config.ts';
import { userPlan } from './subscriptions.service.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

test('GET /api/subscription needs a token and is null before any subscription', async () => {
  t = await createTestApp();
  expect((await t.app.inject({ method: 'GET', url: '/api/subscription' })).statusCode).toBe(401);
  const user = await createUser(t);
  const res = await t.app.inject({ method: 'GET', url: '/api/subscription', headers: user.auth });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json()).toEqual({ status: 'success', data: { subscription: null } });
});

test('the free plan subscribes with Explorer lifetime; anything else is 400 with the spec message', async () => {
  t = await createTestApp();
  const user = await createUser(t);
  const post = (payload: object) =>
    t!.app.inject({ method: 'POST', url: '/api/subscription', headers: user.auth, payload });
  for (const body of [
    { planName: 'Voyager', billingInterval: 'month' },
    { planName: 'Explorer', billingInterval: 'month' },
    { planName: 'Navigator', billingInterval: 'lifetime' },
    { planName: 'Gold', billingInterval: 'year' },
  ]) {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid product or billing period.',
    });
  }
  // W3 / mass assignment: a client cannot send itself a status.
  expect(
    (await post({ planName: 'Navigator', billingInterval: 'year', status: 'active' })).statusCode,
  ).toBe(400);
  expect(await getSubscription(t, user)).toBeNull();
  const ok = await post({ planName: 'Explorer', billingInterval: 'lifetime' });
  expect(ok.statusCode).toBe(200);
  expect(await getSubscription(t, user)).toMatchObject({
    planName: 'Explorer',
    billingInterval: 'lifetime',
    status: 'active',
    price: '0.00',
  });
  expect((await post({ planName: 'Explorer', billingInterval: 'lifetime' })).statusCode).toBe(200);
  const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: user.auth });
  expect(me.json().data.userSubscription).toHaveLength(1);
});

test('W3 a client claiming a purchase without a webhook changes nothing (paddle mode)', async () => {
  t = await createTestApp({ env: PADDLE_ENV });
  const user = await createUser(t);
  const claim = await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: user.auth,
    payload: { planName: 'Navigator', billingPeriod: 'year' },
  });
  expect(claim.statusCode).toBe(404);
  expect(await getSubscription(t, user)).toBeNull();
  const keys = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.auth,
    payload: { name: 'k' },
  });
  expect(keys.statusCode).toBe(403);
  expect(keys.json()).toMatchObject({
    code: 'PLAN_REQUIRED',
    fields: { requiredPlan: 'Navigator', feature: 'api_access' },
  });
});

test('the lifecycle: created, activated, past_due, paused, canceled and transaction completed', async () => {
  t = await createTestApp({ env: PADDLE_ENV });
  const user = await createUser(t);
  const sub = { subId: 'sub_life', userId: user.id, priceId: PRICES.navigatorYear, amount: '9999' };
  // The payment can arrive first: it creates the subscription, active.
  await deliver(
    t,
    transactionEvent({
      ...sub,
      occurredAt: '2026-11-22T10:00:01Z',
      periodEnd: '2027-11-22T10:00:00Z',
    }),
  );
  expect(await getSubscription(t, user)).toMatchObject({
    planName: 'Navigator',
    billingInterval: 'year',
    status: 'active',
    price: '99.99',
    firstBilledAt: '2026-11-22T10:00:00.000Z',
    nextBilledAt: '2027-11-22T10:00:00.000Z',
  });
  // The earlier subscription.created is then older and ignored.
  const created = await deliver(
    t,
    subscriptionEvent({ ...sub, occurredAt: '2026-11-22T10:00:00Z' }),
  );
  expect(created.json().data.outcome).toBe('ignored_stale');
  const steps: [string, string, boolean][] = [
    ['subscription.activated', 'active', true],
    ['subscription.past_due', 'past_due', false],
    ['subscription.paused', 'paused', false],
    ['subscription.resumed', 'active', true],
    ['subscription.canceled', 'canceled', false],
  ];
  let second = 10;
  for (const [type, status, entitled] of steps) {
    const res = await deliver(
      t,
      subscriptionEvent({ ...sub, type, status, occurredAt: `2026-11-22T10:00:${second++}Z` }),
    );
    expect(res.json().data.outcome, type).toBe('applied');
    expect(await getSubscription(t, user), type).toMatchObject({ status, isEntitled: entitled });
  }
});

test('the local test checkout applies its events through the webhook event processor, and grants access only that way', async () => {
  t = await createTestApp();
  const user = await createUser(t);
  const buy = await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: user.auth,
    payload: { planName: 'Navigator', billingPeriod: 'year' },
  });
  expect(buy.statusCode).toBe(200);
  // Each event is claimed and recorded exactly as a verified webhook's would be (W2), and logged.
  const events = await t.deps.database.db
    .selectFrom('processed_events')
    .select(['event_type', 'outcome'])
    .orderBy('occurred_at')
    .execute();
  expect(events).toEqual([
    { event_type: 'subscription.created', outcome: 'applied' },
    { event_type: 'transaction.completed', outcome: 'applied' },
  ]);
  expect(t.logs.filter((l) => l.includes('paddle webhook processed'))).toHaveLength(2);
  expect(await getSubscription(t, user)).toMatchObject({ planName: 'Navigator', status: 'active' });
});

test('cancel in local mode schedules the end at the period end; access lasts until then', async () => {
  t = await createTestApp();
  const user = await createUser(t);
  const buy = await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: user.auth,
    payload: { planName: 'Voyager', billingPeriod: 'month' },
  });
  expect(buy.statusCode).toBe(200);
  expect(buy.json().data.subscription).toMatchObject({
    planName: 'Voyager',
    billingInterval: 'month',
    status: 'active',
    price: '4.99',
    firstBilledAt: '2026-11-22T12:00:00.000Z',
    nextBilledAt: '2026-12-22T12:00:00.000Z',
  });
  const events = await t.deps.database.db
    .selectFrom('processed_events')
    .select('outcome')
    .execute();
  expect(events.map((e) => e.outcome)).toEqual(['applied', 'applied']);
  t.clock.advance(60_000);
  const cancel = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/cancel',
    headers: user.auth,
  });
  expect(cancel.statusCode).toBe(200);
  expect(cancel.json().message).toContain('2026-12-22');
  expect(await getSubscription(t, user)).toMatchObject({
    status: 'active',
    cancelAt: '2026-12-22T12:00:00.000Z',
    isEntitled: true,
  });
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: user.auth }))
      .statusCode,
  ).toBe(400);
  // A second after the period ends (sessions idle out in 7 days, so ask the service directly).
  const later = new Date('2026-12-22T12:00:01Z');
  expect(await userPlan(t.deps.database.db, user.id, new Date('2026-12-22T11:59:59Z'))).toBe(
    'Voyager',
  );
  expect(await userPlan(t.deps.database.db, user.id, later)).toBe('Explorer');
});

test('cancel in paddle mode asks Paddle to cancel at the next billing period', async () => {
  const calls: { url: string; auth: string | undefined; body: string }[] = [];
  const paddle = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push({ url: req.url ?? '', auth: req.headers.authorization, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
    });
  });
  await new Promise<void>((resolve) => paddle.listen(0, '127.0.0.1', resolve));
  const port = (paddle.address() as AddressInfo).port;
  try {
    t = await createTestApp({
      env: {
        ...PADDLE_ENV,
        PADDLE_API_KEY: 'pdl_apikey_test',
        PADDLE_API_URL: `http://127.0.0.1:${port}`,
      },
    });
    const user = await createUser(t);
    await deliver(
      t,
      subscriptionEvent({
        subId: 'sub_remote',
        userId: user.id,
        occurredAt: '2026-11-22T11:00:00Z',
      }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual([
      {
        url: '/subscriptions/sub_remote/cancel',
        auth: 'Bearer pdl_apikey_test',
        body: JSON.stringify({ effective_from: 'next_billing_period' }),
      },
    ]);
    // Nothing changes until Paddle's webhook says so.
    expect(await getSubscription(t, user)).toMatchObject({ status: 'active', cancelAt: null });
  } finally {
    paddle.close();
  }
});

test('local payments mode is refused in production; the CSP admits Paddle only when configured', () => {
  const secret = 'x'.repeat(40);
  expect(() =>
    resolvePaymentsConfig(parseEnv({ NODE_ENV: 'production', PAYMENTS_MODE: 'local' }), secret),
  ).toThrow(/PAYMENTS_MODE: local payments mode is refused when NODE_ENV=production/);
  expect(resolvePaymentsConfig(parseEnv({ NODE_ENV: 'production' }), secret).mode).toBe('off');
  expect(resolvePaymentsConfig(parseEnv({}), secret).mode).toBe('local');
  expect(() => resolvePaymentsConfig(parseEnv({ PAYMENTS_MODE: 'paddle' }), secret)).toThrow(
    /PADDLE_CLIENT_TOKEN: required/,
  );
  expect(paymentsCsp(resolvePaymentsConfig(parseEnv({}), secret))).toEqual({
    extraScriptSrc: [],
    extraFrameSrc: [],
  });
  expect(paymentsCsp(resolvePaymentsConfig(parseEnv(PADDLE_ENV), secret))).toEqual({
    extraScriptSrc: ['https://cdn.paddle.com'],
    extraFrameSrc: ['https://sandbox-buy.paddle.com'],
  });
});

test('the Content-Security-Policy header carries Paddle origins in paddle mode and none locally', async () => {
  t = await createTestApp({ env: PADDLE_ENV });
  const csp = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
    'content-security-policy'
  ];
  expect(csp).toContain("script-src 'self' https://cdn.paddle.com");
  expect(csp).toContain('frame-src https://sandbox-buy.paddle.com');
  await t.close();
  t = await createTestApp();
  const local = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
    'content-security-policy'
  ];
  expect(local).not.toContain('paddle');
  expect(local).toContain("frame-src 'none'");
});
