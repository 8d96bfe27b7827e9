// Issue 38 item 2 on a fresh install (offline, no refresh): the dated operations answer from the
// shipped official history, data/built/rate-history.json (ADR 162), and say which day they used.
// Expected figures are read from that file here, independently of the server's code.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';

const file = JSON.parse(
  readFileSync(new URL('../../../../data/built/rate-history.json', import.meta.url), 'utf8'),
) as { codes: string[]; days: [string, ...number[]][] };

/** Units of `code` per 1 `base` on `date`, from the shipped file (per 1 USD there). */
function shipped(date: string, base: string, code: string): number {
  const row = file.days.find((d) => d[0] === date);
  if (!row) throw new Error(`no shipped day ${date}`);
  const at = (c: string) => row[file.codes.indexOf(c) + 1] as number;
  return at(code) / at(base);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_REFRESH: 'off' } });
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

test('rates on a Sunday use the Friday before, only the symbols asked for', async () => {
  const { status, body } = await get(
    '/api/exchange/rates?base=EUR&symbols=usd,GBP&date=2025-06-01',
  );
  expect(status).toBe(200);
  expect(body.data).toMatchObject({
    base: 'EUR',
    date: '2025-05-30',
    requested_date: '2025-06-01',
  });
  expect(body.data.source).toBe('ecb');
  expect(Object.keys(body.data.rates)).toEqual(['USD', 'GBP']);
  expect(body.data.rates.USD).toBeCloseTo(shipped('2025-05-30', 'EUR', 'USD'), 10);
  expect(body.data.rates.GBP).toBeCloseTo(shipped('2025-05-30', 'EUR', 'GBP'), 10);
});

test('without a date: the newest official day; before the history: 404; unknown code: 404', async () => {
  const newest = file.days.at(-1)![0];
  const latest = await get('/api/exchange/rates?symbols=JPY');
  expect(latest.body.data).toMatchObject({ base: 'USD', date: newest, requested_date: null });
  expect((await get('/api/exchange/rates?date=1999-01-01')).status).toBe(404);
  expect((await get('/api/exchange/rates?symbols=SAR')).body).toMatchObject({ code: 'NOT_FOUND' });
  expect((await get('/api/exchange/rates?date=2025-02-30')).status).toBe(400);
});

test('a start/end series has every official day in the range and nothing else', async () => {
  const { status, body } = await get(
    '/api/exchange/timeseries?base=USD&symbols=EUR&start_date=2025-03-01&end_date=2025-03-09',
  );
  expect(status).toBe(200);
  const expected = file.days.map((d) => d[0]).filter((d) => d >= '2025-03-01' && d <= '2025-03-09');
  expect(Object.keys(body.data.rates)).toEqual(expected);
  expect(body.data.rates['2025-03-05'].EUR).toBeCloseTo(shipped('2025-03-05', 'USD', 'EUR'), 10);
  // Backwards, too long, or more than 30 days for a guest.
  const bad = await get(
    '/api/exchange/timeseries?start_date=2025-03-09&end_date=2025-03-01&symbols=EUR',
  );
  expect(bad.status).toBe(400);
  const long = await get('/api/exchange/timeseries?start_date=2025-01-01&end_date=2025-03-01');
  expect(long.status).toBe(403);
  expect(long.body).toMatchObject({ code: 'PLAN_REQUIRED', fields: { requiredPlan: 'Voyager' } });
});

test('fluctuation: the first and last official days of the range, change and percent', async () => {
  const { body } = await get(
    '/api/exchange/fluctuation?base=USD&symbols=JPY&start_date=2025-03-01&end_date=2025-03-30',
  );
  expect(body.data).toMatchObject({ start_date: '2025-03-03', end_date: '2025-03-28' });
  const a = shipped('2025-03-03', 'USD', 'JPY');
  const b = shipped('2025-03-28', 'USD', 'JPY');
  expect(body.data.rates.JPY.start_rate).toBeCloseTo(a, 8);
  expect(body.data.rates.JPY.end_rate).toBeCloseTo(b, 8);
  expect(body.data.rates.JPY.change_pct).toBeCloseTo(((b - a) / a) * 100, 8);
});

test('convert: the amount at the rate of the day used', async () => {
  const { body } = await get('/api/exchange/convert?from=GBP&to=JPY&amount=250&date=2025-06-01');
  const rate = shipped('2025-05-30', 'GBP', 'JPY');
  expect(body.data).toMatchObject({ from: 'GBP', to: 'JPY', amount: 250, date: '2025-05-30' });
  expect(body.data.rate).toBeCloseTo(rate, 10);
  expect(body.data.result).toBeCloseTo(250 * rate, 6);
});
