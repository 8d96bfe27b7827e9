// Plan gates and plan changes: rate history by plan (docs/product.md §6) and moving an existing subscription.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';
import {
  PADDLE_ENV,
  PRICES,
  createUser,
  deliver,
  getSubscription,
  subscriptionEvent,
} from './billing.testkit.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

test('rate history: 30 days for guests, a year with Voyager, longer with Navigator (PLAN_REQUIRED)', async () => {
  t = await createTestApp();
  const history = (days: number, headers: Record<string, string> = {}) =>
    t!.app.inject({
      method: 'GET',
      url: `/api/exchange/history?from=USD&to=EUR&days=${days}`,
      headers,
    });
  expect((await history(30)).statusCode).toBe(200);
  const guest = await history(31);
  expect(guest.statusCode).toBe(403);
  expect(guest.json()).toMatchObject({
    code: 'PLAN_REQUIRED',
    fields: { requiredPlan: 'Voyager', feature: 'history_1y' },
  });
  const user = await createUser(t);
  expect((await history(365, user.auth)).statusCode).toBe(403);
  await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: user.auth,
    payload: { planName: 'Voyager', billingPeriod: 'year' },
  });
  const year = await history(365, user.auth);
  expect(year.statusCode).toBe(200);
  expect(year.headers['cache-control']).toBe('private, no-store');
  const beyond = await history(366, user.auth);
  expect(beyond.statusCode).toBe(403);
  expect(beyond.json().fields.requiredPlan).toBe('Navigator');
});

test('changing plan moves the one subscription: Paddle PATCH in paddle mode, in place locally', async () => {
  const calls: { method: string; url: string; body: string }[] = [];
  const paddle = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', url: req.url ?? '', body });
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
      subscriptionEvent({ subId: 'sub_move', userId: user.id, occurredAt: '2026-11-22T11:00:00Z' }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/change',
      headers: user.auth,
      payload: { planName: 'Navigator', billingPeriod: 'month' },
    });
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual([
      {
        method: 'PATCH',
        url: '/subscriptions/sub_move',
        body: JSON.stringify({
          items: [{ price_id: PRICES.navigatorMonth, quantity: 1 }],
          proration_billing_mode: 'prorated_immediately',
        }),
      },
    ]);
    expect(await getSubscription(t, user)).toMatchObject({ planName: 'Voyager' });
  } finally {
    paddle.close();
  }
  await t.close();
  t = await createTestApp();
  const local = await createUser(t);
  const buy = (path: string, planName: string, billingPeriod: string) =>
    t!.app.inject({
      method: 'POST',
      url: path,
      headers: local.auth,
      payload: { planName, billingPeriod },
    });
  expect((await buy('/api/payments/local-checkout', 'Voyager', 'month')).statusCode).toBe(200);
  t.clock.advance(60_000);
  expect((await buy('/api/subscription/change', 'Navigator', 'year')).statusCode).toBe(200);
  expect(await getSubscription(t, local)).toMatchObject({
    planName: 'Navigator',
    billingInterval: 'year',
    price: '99.99',
  });
  const rows = await t.deps.database.db.selectFrom('subscriptions').select('id').execute();
  expect(rows).toHaveLength(1);
  expect((await buy('/api/subscription/change', 'Navigator', 'year')).statusCode).toBe(409);
});

test('an upgrade quotes the prorated amount before confirming, and the receipt says it with the currency (issue 34)', async () => {
  t = await createTestApp();
  const user = await createUser(t);
  const buy = (planName: string) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/payments/local-checkout',
      headers: user.auth,
      payload: { planName, billingPeriod: 'month' },
    });
  const decide = async (planName: string) => {
    const res = await t!.app.inject({
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: user.auth,
      payload: { planName, billingPeriod: 'month' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  expect(await decide('Voyager')).toMatchObject({
    action: 'checkout',
    quote: { dueNowMinor: 499, creditMinor: 0, currency: 'USD' },
  });
  expect((await buy('Voyager')).statusCode).toBe(200);
  // Five days into the month (a session idles out after longer): about 25 of 28–31 days unused.
  t.clock.advance(5 * 86_400_000);
  const upgrade = await decide('Navigator');
  expect(upgrade.action).toBe('change');
  expect(upgrade.from).toBe('Voyager');
  expect(upgrade.quote.chargeMinor).toBe(999);
  expect(upgrade.quote.creditMinor).toBeGreaterThan(380);
  expect(upgrade.quote.creditMinor).toBeLessThan(420);
  expect(upgrade.quote.dueNowMinor).toBe(999 - upgrade.quote.creditMinor);
  expect((await buy('Navigator')).statusCode).toBe(200);
  const mails = await t.deps.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .orderBy('created_at')
    .execute();
  const receipts = mails.filter((m) => m.subject.startsWith('Your Parity receipt'));
  expect(receipts.map((m) => /payment of ([\d.]+ USD)/.exec(m.text_body)?.[1])).toEqual([
    '4.99 USD',
    `${(upgrade.quote.dueNowMinor / 100).toFixed(2)} USD`,
  ]);
  expect(receipts[1]?.text_body).toContain(
    `9.99 USD for the plan less ${(upgrade.quote.creditMinor / 100).toFixed(2)} USD credit`,
  );
  const change = mails.find((m) => m.subject.startsWith('Your Parity plan is now'));
  expect(change?.text_body).toContain('takes effect now');
});
