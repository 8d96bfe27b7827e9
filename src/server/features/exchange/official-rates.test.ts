import { readFileSync } from 'node:fs';
import { afterEach, expect, test } from 'vitest';
import { buildRateHistory, rateHistoryJson } from '../../../../scripts/data/build-rate-history.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';
import { createUser } from '../billing/billing.testkit.ts';
import {
  providerFile,
  sendJson,
  startLoopbackProvider,
  type LoopbackProvider,
} from './loopback-provider.testkit.ts';

// ADR 162: the ECB's reference rates shipped as a dated history; publishers on every rate; the paid
// API serves only official rates; ExchangeRate-API stays off under its standard terms.

let t: TestApp | undefined;
let provider: LoopbackProvider | undefined;
afterEach(async () => {
  await t?.close();
  await provider?.close();
  t = provider = undefined;
});

const ECB_LAST = '2026-04-13'; // the last day of data/sources/ecb_euro_reference_rates.csv
const ECB_SOURCE_CSV = new URL(
  '../../../../data/sources/ecb_euro_reference_rates.csv',
  import.meta.url,
);

function ecbRow(date: string): Record<string, number> {
  const [header, ...lines] = readFileSync(ECB_SOURCE_CSV, 'utf8').trim().split('\n');
  const codes = (header ?? '').split(',');
  const cells = (lines.find((l) => l.startsWith(date)) ?? '').split(',');
  return Object.fromEntries(codes.slice(1).map((c, i) => [c, Number(cells[i + 1])]));
}

test('data/built/rate-history.json is what the data build makes from the ECB file', () => {
  const built = readFileSync(
    new URL('../../../../data/built/rate-history.json', import.meta.url),
    'utf8',
  );
  expect(built).toBe(rateHistoryJson(buildRateHistory()));
});

test('a fresh install, offline, charts 30 days and a year of ECB rates, newest the last shipped day', async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/exchange/history?from=EUR&to=USD&days=30',
  });
  expect(res.statusCode).toBe(200);
  const points = res.json().data.points as { date: string; rate: number; source: string }[];
  const ecb = points.filter((p) => p.source === 'ecb');
  expect(ecb.length).toBeGreaterThanOrEqual(15); // 19 working days (Easter) in the 30
  expect(ecb.at(-1)?.date).toBe(ECB_LAST);
  expect(ecb.at(-1)?.rate).toBeCloseTo(ecbRow(ECB_LAST)['USD'] ?? NaN, 4);
  const jpy = ecbRow('2026-04-10');
  const gbpJpy = await t.deps.rates?.history('GBP', 'JPY', 365);
  // The year to the test clock's 2026-11-22 holds the ECB's days from late November to mid-April.
  expect((gbpJpy ?? []).filter((p) => p.source === 'ecb').length).toBeGreaterThan(90);
  const day = gbpJpy?.find((p) => p.date === '2026-04-10');
  expect(day?.rate).toBeCloseTo((jpy['JPY'] ?? NaN) / (jpy['GBP'] ?? NaN), 2);
});

test('refreshed days extend the shipped history', async () => {
  provider = await startLoopbackProvider();
  provider.handler = (_w, _req, res) => sendJson(res, providerFile('2026-11-22', 1.01));
  t = await createTestApp({
    env: {
      CURRENCY_API_URL: provider.primaryUrl,
      CURRENCY_API_FALLBACK_URL: provider.fallbackUrl,
      RATE_RETRY_ATTEMPTS: '1',
    },
  });
  expect((await t.deps.rates?.refreshNow())?.ok).toBe(true);
  const points = (await t.deps.rates?.history('EUR', 'USD', 30)) ?? [];
  expect(points.at(-1)).toMatchObject({ date: '2026-11-22', source: 'currency-api' });
  expect(points.filter((p) => p.source === 'ecb').at(-1)?.date).toBe(ECB_LAST);
});

test('latest-rates names the publisher of each rate; the web app gets the indicative ones', async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/exchange/latest-rates?from=SAR' });
  const data = res.json().data;
  expect(res.headers.vary).toContain('X-Api-Key');
  expect(data.rate_sources.THB).toBe('embedded');
  expect(new Set(Object.values(data.rate_sources))).toEqual(new Set(['embedded']));
  expect(data.publishers.embedded).toMatchObject({ indicative: true });
});

async function navigatorKey(app: TestApp): Promise<string> {
  const user = await createUser(app);
  await app.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: user.auth,
    payload: { planName: 'Navigator', billingPeriod: 'month' },
  });
  const created = await app.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.auth,
    payload: { name: 'rates' },
  });
  return (created.json().data as { key: string }).key;
}

test('an API key gets only official ECB rates, dated, and no indicative currency', async () => {
  t = await createTestApp();
  const key = await navigatorKey(t);
  const get = (from: string) =>
    t!.app.inject({
      method: 'GET',
      url: `/api/exchange/latest-rates?from=${from}`,
      headers: { 'x-api-key': key },
    });
  const res = await get('EUR');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const data = res.json().data;
  expect(data).toMatchObject({ base: 'EUR', as_of: ECB_LAST, source: 'ecb', stale: true });
  expect(Object.keys(data.conversion_rates).sort()).toEqual(
    ['EUR', ...Object.keys(ecbRow(ECB_LAST))].sort(),
  );
  expect(data.conversion_rates.USD).toBeCloseTo(ecbRow(ECB_LAST)['USD'] ?? NaN, 4);
  expect(data.publishers.ecb).toMatchObject({ indicative: false });
  expect(data.conversion_rates).not.toHaveProperty('SAR');
  expect((await get('SAR')).statusCode).toBe(404);
});

test('ExchangeRate-API is never called under its standard terms, even with a key', async () => {
  provider = await startLoopbackProvider();
  t = await createTestApp({
    env: {
      EXCHANGE_RATE_API_KEY: 'k-123',
      EXCHANGE_RATE_API_URL: provider.primaryUrl.replace('/primary/v1/currencies/usd.json', '/v6'),
      RATE_PROVIDERS: 'exchangerate-api',
    },
  });
  expect(await t.deps.rates?.refreshNow()).toEqual({ ok: false });
  expect(provider.hits.primary + provider.hits.fallback).toBe(0);
});

const ECB_DAILY = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01"><Cube><Cube time='2026-11-20'>
<Cube currency='USD' rate='1.1500'/><Cube currency='JPY' rate='180.10'/><Cube currency='GBP' rate='0.87000'/>
</Cube></Cube></gesmes:Envelope>`;

test("the ECB's daily file extends the official history and is what API keys get next", async () => {
  provider = await startLoopbackProvider();
  let body = ECB_DAILY;
  provider.handler = (_w, _req, res) => {
    res.writeHead(200, { 'content-type': 'text/xml' }).end(body);
  };
  t = await createTestApp({ env: { ECB_DAILY_URL: provider.primaryUrl } });
  expect(await t.deps.rates?.refreshOfficial()).toBe(true);
  expect(await t.deps.rates?.refreshOfficial()).toBe(false); // the same day again: nothing new
  const key = await navigatorKey(t);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/exchange/latest-rates?from=EUR',
    headers: { 'x-api-key': key },
  });
  expect(res.json().data).toMatchObject({ as_of: '2026-11-20', source: 'ecb', stale: false });
  expect(res.json().data.conversion_rates.JPY).toBeCloseTo(180.1, 1);
  const points = (await t.deps.rates?.history('EUR', 'USD', 30)) ?? [];
  expect(points.at(-1)).toMatchObject({ date: '2026-11-20', source: 'ecb' });
  expect(points.at(-1)?.rate).toBeCloseTo(1.15, 4);
  // A broken file is refused and logged; the day served stays.
  body = '<Cube time="2026-11-21"><Cube currency="JPY" rate="180"/></Cube>';
  expect(await t.deps.rates?.refreshOfficial()).toBe(false);
  expect(t.logs.join('\n')).toContain('ECB file has no USD rate');
  expect(t.deps.rates?.official()?.asOf).toBe('2026-11-20');
});
