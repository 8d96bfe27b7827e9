import { afterEach, beforeEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';
import { DAILY_CAP_PER_ACCOUNT } from './contributions.service.ts';
import { createTestUser } from './prices.testkit.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const cappuccino = {
  item: 'cappuccino',
  city: 'Riyadh',
  country: 'Saudi Arabia',
  price: 18,
  currency: 'SAR',
};

async function post(
  token: string | null,
  payload: Record<string, unknown>,
  remoteAddress = '203.0.113.5',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/prices/contributions',
    payload,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const stored = async () =>
  t.deps.database.db.selectFrom('price_contributions').selectAll().execute();

async function cappuccinoFigure() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/exchange/market-data',
    payload: { country: 'Saudi Arabia', city: 'Riyadh' },
  });
  return (
    res.json().data.items.restaurants as Array<{
      itemId: string;
      source: string;
      count: number;
      value: number;
      low: number;
      high: number;
    }>
  ).find((i) => i.itemId === 'cappuccino')!;
}

test('C1: only signed-in users with a verified email contribute; nothing is stored otherwise', async () => {
  expect((await post(null, cappuccino)).statusCode).toBe(401);
  const unverified = await createTestUser(t, { verified: false });
  const res = await post(unverified.token, cappuccino);
  expect(res.statusCode).toBe(403);
  expect(await stored()).toHaveLength(0);
});

test('a verified user records a price; the city summary shows it as pending evidence', async () => {
  const user = await createTestUser(t);
  const res = await post(user.token, { ...cappuccino, note: '<img src=x onerror=alert(1)>' });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({
    itemId: 'cappuccino',
    quarantined: false,
    published: { source: 'model' },
  });
  const [row] = await stored();
  expect(row).toMatchObject({
    user_id: user.id,
    price: 18,
    currency: 'SAR',
    note: '<img src=x onerror=alert(1)>',
  });
  const summary = (
    await t.app.inject({ url: '/api/prices/contributions?city=Riyadh&country=SA' })
  ).json().data;
  expect(summary.items).toEqual([
    expect.objectContaining({
      itemId: 'cappuccino',
      contributions: 1,
      accounts: 1,
      quarantinedAccounts: 0,
    }),
  ]);
});

test.each([
  ['a price of zero', { price: 0 }, 'price'],
  ['a negative price', { price: -5 }, 'price'],
  ['a currency other than the city’s or USD', { currency: 'EUR' }, 'currency'],
  ['an absurd price', { price: 900_000 }, 'price'],
  ['an unknown item', { item: 'caviar_1kg' }, 'item'],
  ['an unknown key', { plan: 'Navigator' }, null],
])('C1: %s is refused with 400 and nothing is stored', async (_name, change, field) => {
  const user = await createTestUser(t);
  const res = await post(user.token, { ...cappuccino, ...change });
  expect(res.statusCode).toBe(400);
  if (field) expect(res.json().fields[field]).toBeTruthy();
  expect(await stored()).toHaveLength(0);
});

test('an unknown city is 404 and nothing is stored', async () => {
  const user = await createTestUser(t);
  const res = await post(user.token, { ...cappuccino, city: 'Xyzzyville' });
  expect(res.statusCode).toBe(404);
  expect(await stored()).toHaveLength(0);
});

test('C2: the figure becomes source contributions once three accounts agree, and an outlier is quarantined', async () => {
  const before = await cappuccinoFigure();
  expect(before).toMatchObject({ source: 'model', count: 0 });
  const users = await Promise.all([1, 2, 3, 4].map(() => createTestUser(t)));
  for (const [i, price] of [20, 21, 22].entries())
    expect((await post(users[i]!.token, { ...cappuccino, price })).statusCode).toBe(200);
  const after = await cappuccinoFigure();
  expect(after).toMatchObject({ source: 'contributions', count: 3 });
  expect(after.high / after.low).toBeLessThan(before.high / before.low);
  // The published value moves from the model towards 21 SAR.
  expect(Math.abs(after.value - 21)).toBeLessThan(Math.abs(before.value - 21));
  const outlier = await post(users[3]!.token, { ...cappuccino, price: 100 });
  expect(outlier.json().data.quarantined).toBe(true);
  const rows = await stored();
  expect(rows.find((r) => r.user_id === users[3]!.id)?.quarantined).toBe(1);
  const withOutlier = await cappuccinoFigure();
  expect(withOutlier).toMatchObject({ source: 'contributions', count: 3 });
  expect(withOutlier.value).toBeCloseTo(after.value, 6);
});

test('C1: the per-account daily cap answers 429 and stores nothing more', async () => {
  const user = await createTestUser(t);
  for (let i = 0; i < DAILY_CAP_PER_ACCOUNT; i++)
    expect((await post(user.token, { ...cappuccino, price: 18 + (i % 3) })).statusCode).toBe(200);
  const over = await post(user.token, cappuccino);
  expect(over.statusCode).toBe(429);
  expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
  expect(await stored()).toHaveLength(DAILY_CAP_PER_ACCOUNT);
  // A day later the account may contribute again.
  t.clock.advance(24 * 60 * 60 * 1000 + 1000);
  expect((await post(user.token, cappuccino)).statusCode).toBe(200);
});
