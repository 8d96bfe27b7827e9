// Issue 18 §4 in paddle mode: deleting an account asks Paddle (a loopback HTTP server standing in
// for it) to cancel the running subscription first; if Paddle refuses, nothing is deleted.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import {
  type AuthTest,
  STRONG_PASSWORD,
  bearer,
  loginToken,
  nextIp,
  signupVerified,
  startAuthTest,
} from '../auth/auth.testkit.ts';
import { PADDLE_ENV, PRICES, deliver, subscriptionEvent } from '../billing/billing.testkit.ts';

let a: AuthTest | undefined;
let closePaddle: (() => void) | undefined;
afterEach(async () => {
  await a?.close();
  closePaddle?.();
  a = undefined;
});

async function paddleAnswering(status: number) {
  const calls: { method: string; url: string; body: string }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"data":{}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closePaddle = () => server.close();
  return { calls, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function subscribedAccount(paddleUrl: string) {
  a = await startAuthTest({
    env: { ...PADDLE_ENV, PADDLE_API_KEY: 'pdl_apikey_test', PADDLE_API_URL: paddleUrl },
  });
  await signupVerified(a);
  const token = await loginToken(a);
  const db = a.t.deps.database.db;
  const { id } = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'ada@example.com')
    .executeTakeFirstOrThrow();
  await deliver(
    a.t,
    subscriptionEvent({
      subId: 'sub_to_delete',
      userId: id,
      priceId: PRICES.voyagerYear,
      amount: '4999',
      occurredAt: '2026-11-22T11:00:00Z',
    }),
  );
  return { token, id };
}

function remove(token: string) {
  return a!.t.app.inject({
    method: 'POST',
    url: '/api/user/delete',
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: { password: STRONG_PASSWORD, confirmation: 'DELETE' },
  });
}

test('paddle mode: the subscription is cancelled at Paddle before the account goes', async () => {
  const paddle = await paddleAnswering(200);
  const { token, id } = await subscribedAccount(paddle.url);
  const res = await remove(token);
  expect(res.statusCode).toBe(200);
  expect(paddle.calls).toEqual([
    {
      method: 'POST',
      url: '/subscriptions/sub_to_delete/cancel',
      body: JSON.stringify({ effective_from: 'next_billing_period' }),
    },
  ]);
  const db = a!.t.deps.database.db;
  expect(await db.selectFrom('users').select('id').where('id', '=', id).execute()).toEqual([]);
  expect(await db.selectFrom('subscriptions').selectAll().execute()).toEqual([]);
  // Paddle's later webhook for the cancelled subscription finds nobody and grants nothing.
  const late = await deliver(
    a!.t,
    subscriptionEvent({
      type: 'subscription.updated',
      subId: 'sub_to_delete',
      userId: id,
      priceId: PRICES.voyagerYear,
      amount: '4999',
      occurredAt: '2026-11-22T11:05:00Z',
      scheduledCancelAt: '2027-11-22T10:00:00Z',
    }),
  );
  expect(late.json().data.outcome).toBe('ignored_unknown_user');
});

test('paddle mode: when Paddle refuses the cancellation, nothing is deleted (503)', async () => {
  const paddle = await paddleAnswering(500);
  const { token, id } = await subscribedAccount(paddle.url);
  const res = await remove(token);
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ status: 'error', code: 'SERVICE_UNAVAILABLE' });
  expect(paddle.calls).toHaveLength(1);
  const db = a!.t.deps.database.db;
  expect(await db.selectFrom('users').select('id').where('id', '=', id).execute()).toHaveLength(1);
  expect(
    (await a!.t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) }))
      .statusCode,
  ).toBe(200);
});
