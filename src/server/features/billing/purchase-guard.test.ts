// Issue 18 §1 and §5: one place decides what a user may buy, a cancelled plan can be resumed, a
// second paid subscription is reported, and each change is emailed (real SMTP on loopback).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { type AuthTest, startAuthTest } from '../auth/auth.testkit.ts';
import {
  PADDLE_ENV,
  PRICES,
  createUser,
  deliver,
  getSubscription,
  subscriptionEvent,
  type TestUser,
} from './billing.testkit.ts';
import { SECOND_SUBSCRIPTION_LOG } from './webhook.effects.ts';

let a: AuthTest | undefined;
afterEach(async () => {
  await a?.close();
  a = undefined;
});

function call(url: string, user: TestUser, payload?: object) {
  if (!a) throw new Error('no app');
  // Each step happens a minute after the last (webhook ordering compares event times).
  a.t.clock.advance(60_000);
  return a.t.app.inject({
    method: 'POST',
    url,
    headers: user.auth,
    ...(payload ? { payload } : {}),
  });
}

test('local mode: the held plan and period is refused with 409 ALREADY_SUBSCRIBED, also once cancelled; resume undoes the cancel', async () => {
  a = await startAuthTest();
  const user = await createUser(a.t);
  const navigatorYear = { planName: 'Navigator', billingPeriod: 'year' };
  expect((await call('/api/subscription/checkout', user, navigatorYear)).json()).toMatchObject({
    data: { action: 'checkout' },
  });
  expect((await call('/api/payments/local-checkout', user, navigatorYear)).statusCode).toBe(200);
  const receipt = await a.smtp.waitFor(
    (m) => m.to.includes(user.email) && /receipt/.test(m.subject),
  );
  expect(receipt.text).toContain('99.99 USD for Navigator (annual)');

  for (const url of ['/api/subscription/checkout', '/api/payments/local-checkout']) {
    const again = await call(url, user, navigatorYear);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'error', code: 'ALREADY_SUBSCRIBED' });
  }
  expect(
    (
      await call('/api/subscription/checkout', user, { planName: 'Voyager', billingPeriod: 'year' })
    ).json(),
  ).toMatchObject({ data: { action: 'change' } });

  expect((await call('/api/subscription/cancel', user)).statusCode).toBe(200);
  expect(await getSubscription(a.t, user)).toMatchObject({
    planName: 'Navigator',
    isEntitled: true,
    cancelAt: '2027-11-22T12:02:00.000Z',
  });
  const cancelled = await a.smtp.waitFor(
    (m) => m.to.includes(user.email) && /cancelled/.test(m.subject),
  );
  expect(cancelled.text).toContain('You keep access until 2027-11-22');
  for (const url of ['/api/subscription/checkout', '/api/payments/local-checkout']) {
    const again = await call(url, user, navigatorYear);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBSCRIBED');
  }
  const other = await call('/api/subscription/change', user, {
    planName: 'Voyager',
    billingPeriod: 'month',
  });
  expect(other.statusCode).toBe(409);
  expect(other.json().code).toBe('CANCELLATION_PENDING');

  const resumed = await call('/api/subscription/resume', user);
  expect(resumed.statusCode).toBe(200);
  expect(await getSubscription(a.t, user)).toMatchObject({
    planName: 'Navigator',
    cancelAt: null,
    nextBilledAt: '2027-11-22T12:02:00.000Z',
  });
  await a.smtp.waitFor((m) => m.to.includes(user.email) && /continues/.test(m.subject));
  expect((await call('/api/subscription/resume', user)).statusCode).toBe(400);

  // A change of plan is emailed too; a downgrade says when it takes effect (ADR 189).
  expect(
    (await call('/api/subscription/change', user, { planName: 'Voyager', billingPeriod: 'year' }))
      .statusCode,
  ).toBe(200);
  const changed = await a.smtp.waitFor(
    (m) => m.to.includes(user.email) && /changes to Voyager on 2027-11-22/.test(m.subject),
  );
  expect(changed.text).toContain('from Navigator to Voyager (annual)');
  expect(changed.text).toContain('You keep Navigator until 2027-11-22');
});

test('paddle mode: resume asks Paddle to drop the scheduled cancel; the held plan is refused before any checkout opens', async () => {
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
    a = await startAuthTest({
      env: {
        ...PADDLE_ENV,
        PADDLE_API_KEY: 'pdl_apikey_test',
        PADDLE_API_URL: `http://127.0.0.1:${port}`,
      },
    });
    const user = await createUser(a.t);
    await deliver(
      a.t,
      subscriptionEvent({
        subId: 'sub_paddle_resume',
        userId: user.id,
        priceId: PRICES.navigatorMonth,
        amount: '999',
        occurredAt: '2026-11-22T11:00:00Z',
        scheduledCancelAt: '2026-12-22T10:00:00Z',
        nextBilledAt: null,
      }),
    );
    const held = await call('/api/subscription/checkout', user, {
      planName: 'Navigator',
      billingPeriod: 'month',
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe('ALREADY_SUBSCRIBED');
    expect((await call('/api/subscription/resume', user)).statusCode).toBe(200);
    expect(calls).toEqual([
      {
        method: 'PATCH',
        url: '/subscriptions/sub_paddle_resume',
        body: JSON.stringify({ scheduled_change: null }),
      },
    ]);
    // Nothing changes until Paddle's webhook says so; then the cancel is gone.
    expect(await getSubscription(a.t, user)).toMatchObject({
      cancelAt: '2026-12-22T10:00:00.000Z',
    });
    await deliver(
      a.t,
      subscriptionEvent({
        type: 'subscription.updated',
        subId: 'sub_paddle_resume',
        priceId: PRICES.navigatorMonth,
        amount: '999',
        occurredAt: '2026-11-22T11:05:00Z',
      }),
    );
    expect(await getSubscription(a.t, user)).toMatchObject({ cancelAt: null });
  } finally {
    paddle.close();
  }
});

test('a webhook creating a second active paid subscription for one user is recorded and logged for the operator', async () => {
  a = await startAuthTest({ env: PADDLE_ENV });
  const user = await createUser(a.t);
  await deliver(
    a.t,
    subscriptionEvent({ subId: 'sub_first', userId: user.id, occurredAt: '2026-11-22T11:00:00Z' }),
  );
  expect(a.t.logs.join('\n')).not.toContain(SECOND_SUBSCRIPTION_LOG);
  const second = await deliver(
    a.t,
    subscriptionEvent({
      subId: 'sub_second',
      userId: user.id,
      priceId: PRICES.navigatorYear,
      amount: '9999',
      occurredAt: '2026-11-22T11:01:00Z',
    }),
  );
  expect(second.json().data.outcome).toBe('applied');
  const line = a.t.logs.find((l) => l.includes(SECOND_SUBSCRIPTION_LOG));
  expect(line).toBeDefined();
  const entry = JSON.parse(line!) as Record<string, unknown>;
  expect(entry).toMatchObject({
    userId: user.id,
    subscriptionId: 'sub_second',
    otherActive: ['sub_first'],
  });
  expect(line).not.toContain(user.email);
});
