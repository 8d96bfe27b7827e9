// Issue 34 item 2 (ADR 189, 190): every payment is kept for the billing history and its receipts,
// and a downgrade waits for the end of the period paid for. Runs on SQLite and, with
// PARITY_TEST_DB=postgres, on PostgreSQL.
import { afterEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';
import {
  PADDLE_ENV,
  PRICES,
  createUser,
  deliver,
  getSubscription,
  subscriptionEvent,
  transactionEvent,
  type TestUser,
} from './billing.testkit.ts';
import { userPlan } from './subscriptions.service.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function post(user: TestUser, url: string, planName: string, billingPeriod = 'month') {
  return t!.app.inject({
    method: 'POST',
    url,
    headers: user.auth,
    payload: { planName, billingPeriod },
  });
}

async function history(user: TestUser) {
  const res = await t!.app.inject({
    method: 'GET',
    url: '/api/subscription/payments',
    headers: user.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<{ data: { payments: Record<string, unknown>[] } }>().data.payments;
}

async function subjects(): Promise<string[]> {
  const mails = await t!.deps.database.db
    .selectFrom('mail_outbox')
    .select('subject')
    .orderBy('created_at')
    .execute();
  return mails.map((m) => m.subject);
}

test('buy, upgrade, downgrade at the period end, keep: the history lists each payment with its credit', async () => {
  t = await createTestApp();
  const ada = await createUser(t);
  expect((await post(ada, '/api/payments/local-checkout', 'Voyager')).statusCode).toBe(200);
  const bought = await getSubscription(t, ada);
  t.clock.advance(5 * 86_400_000);
  expect((await post(ada, '/api/payments/local-checkout', 'Navigator')).statusCode).toBe(200);
  const paidUntil = (await getSubscription(t, ada))?.nextBilledAt as string;

  const payments = await history(ada);
  expect(payments.map((p) => [p.planName, p.kind, p.currency])).toEqual([
    ['Navigator', 'proration', 'USD'],
    ['Voyager', 'charge', 'USD'],
  ]);
  const [upgrade, first] = payments;
  expect(first).toMatchObject({ amount: '4.99', planPrice: '4.99', credit: '0.00' });
  expect(first?.billedAt).toBe(bought?.firstBilledAt);
  expect(upgrade).toMatchObject({ planPrice: '9.99', carried: '0.00', periodEnd: paidUntil });
  // What was charged is the plan less the credit, to the cent.
  expect(Math.round(Number(upgrade?.amount) * 100)).toBe(
    999 - Math.round(Number(upgrade?.credit) * 100),
  );

  // A downgrade is quoted as nothing due now, and starts when the paid period ends.
  t.clock.advance(86_400_000);
  const decision = await post(ada, '/api/subscription/checkout', 'Voyager');
  expect(decision.json().data).toMatchObject({
    action: 'change',
    from: 'Navigator',
    quote: { dueNowMinor: 0, effective: 'period_end', effectiveAt: paidUntil },
  });
  const down = await post(ada, '/api/subscription/change', 'Voyager');
  expect(down.statusCode, down.body).toBe(200);
  expect(down.json().message).toContain(`You keep Navigator until ${paidUntil.slice(0, 10)}`);
  expect(await getSubscription(t, ada)).toMatchObject({
    planName: 'Navigator',
    price: '9.99',
    isEntitled: true,
    scheduledChange: { planName: 'Voyager', price: '4.99', effectiveAt: paidUntil },
  });
  expect(await history(ada)).toHaveLength(2); // nothing charged
  expect(await subjects()).toContain(
    `Your Parity plan changes to Voyager on ${paidUntil.slice(0, 10)}`,
  );
  // The same downgrade again is refused; Navigator keeps until then, Voyager after.
  const again = await post(ada, '/api/subscription/checkout', 'Voyager');
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toContain('already scheduled');
  const db = t.deps.database.db;
  const day = 86_400_000;
  expect(await userPlan(db, ada.id, new Date(Date.parse(paidUntil) - day))).toBe('Navigator');
  expect(await userPlan(db, ada.id, new Date(Date.parse(paidUntil) + day))).toBe('Voyager');

  // Choosing Navigator again (a minute later) calls the downgrade off, free of charge.
  t.clock.advance(60_000);
  const keepQuote = await post(ada, '/api/subscription/checkout', 'Navigator');
  expect(keepQuote.json().data.quote).toMatchObject({ dueNowMinor: 0, chargeMinor: 0 });
  expect((await post(ada, '/api/subscription/change', 'Navigator')).statusCode).toBe(200);
  expect(await getSubscription(t, ada)).toMatchObject({
    planName: 'Navigator',
    price: '9.99',
    scheduledChange: null,
  });
  expect(await userPlan(db, ada.id, new Date(Date.parse(paidUntil) + day))).toBe('Navigator');
  expect(await subjects()).toContain('You keep Parity Navigator');
  expect(await history(ada)).toHaveLength(2);

  // Nobody else sees these payments; without a session there is nothing.
  const bob = await createUser(t, 'bob');
  expect(await history(bob)).toEqual([]);
  const anon = await t.app.inject({ method: 'GET', url: '/api/subscription/payments' });
  expect(anon.statusCode).toBe(401);
  // The data download carries the history.
  const exported = await t.app.inject({
    method: 'GET',
    url: '/api/user/export',
    headers: ada.auth,
  });
  expect(exported.json().data.payments).toHaveLength(2);
});

test('a redelivered payment is recorded once; a credit larger than the new price is kept as credit', async () => {
  t = await createTestApp({ env: PADDLE_ENV });
  const ada = await createUser(t);
  await deliver(
    t,
    subscriptionEvent({ subId: 'sub_h', userId: ada.id, occurredAt: '2026-11-22T10:00:00Z' }),
  );
  const txn = transactionEvent({
    subId: 'sub_h',
    userId: ada.id,
    occurredAt: '2026-11-22T10:00:01Z',
  });
  expect((await deliver(t, txn)).statusCode).toBe(200);
  expect((await deliver(t, txn)).statusCode).toBe(200);
  // The same payment under a second event id (Paddle may send a transaction twice).
  expect((await deliver(t, { ...txn, event_id: 'evt_again' })).statusCode).toBe(200);
  expect(await history(ada)).toHaveLength(1);

  // Voyager annual to Navigator monthly on day one: 49.99 credit against 9.99.
  const change = transactionEvent({
    subId: 'sub_h',
    userId: ada.id,
    occurredAt: '2026-11-22T10:05:00Z',
    priceId: PRICES.navigatorMonth,
    billedAt: '2026-11-22T10:05:00Z',
  });
  await deliver(t, {
    ...change,
    data: {
      ...change.data,
      items: [
        {
          price: { id: PRICES.navigatorMonth, unit_price: { amount: '999', currency_code: 'USD' } },
          quantity: 1,
        },
      ],
      details: { totals: { grand_total: '0', credit: '4999' } },
    },
  });
  const [credit] = await history(ada);
  expect(credit).toMatchObject({
    planName: 'Navigator',
    kind: 'credit',
    amount: '0.00',
    planPrice: '9.99',
    credit: '49.99',
    carried: '40.00',
  });
});

test('an upgrade while a downgrade waits replaces it, credited from the plan paid for', async () => {
  t = await createTestApp();
  const ada = await createUser(t);
  expect((await post(ada, '/api/payments/local-checkout', 'Navigator')).statusCode).toBe(200);
  t.clock.advance(60_000);
  expect((await post(ada, '/api/subscription/change', 'Voyager')).statusCode).toBe(200);
  t.clock.advance(60_000);
  const quote = (await post(ada, '/api/subscription/checkout', 'Navigator', 'year')).json().data
    .quote;
  // Nearly the whole Navigator month (9.99) is unused: the credit is Navigator's, not Voyager's.
  expect(quote).toMatchObject({ chargeMinor: 9999, effective: 'now' });
  expect(quote.creditMinor).toBeGreaterThan(990);
  expect((await post(ada, '/api/payments/local-checkout', 'Navigator', 'year')).statusCode).toBe(
    200,
  );
  expect(await getSubscription(t, ada)).toMatchObject({
    planName: 'Navigator',
    billingInterval: 'year',
    scheduledChange: null,
  });
  const [upgrade] = await history(ada);
  expect(upgrade).toMatchObject({
    planName: 'Navigator',
    billingInterval: 'year',
    kind: 'proration',
  });
  expect(Math.round(Number(upgrade?.credit) * 100)).toBe(quote.creditMinor);
});
