import { afterEach, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';
import { createUser } from '../billing/billing.testkit.ts';
import {
  packageUsdFile,
  providerFile,
  sendJson,
  startLoopbackProvider,
  type LoopbackProvider,
} from './loopback-provider.testkit.ts';
import { RATE_CODES } from './rate-codes.ts';

let t: TestApp | undefined;
let provider: LoopbackProvider | undefined;
afterEach(async () => {
  await t?.close();
  await provider?.close();
  t = undefined;
  provider = undefined;
});

const TODAY = '2026-11-22'; // the test clock starts at 2026-11-22T12:00Z

async function appWithProvider(env: Record<string, string> = {}) {
  provider = await startLoopbackProvider();
  t = await createTestApp({
    env: {
      CURRENCY_API_URL: provider.primaryUrl,
      CURRENCY_API_FALLBACK_URL: provider.fallbackUrl,
      RATE_TIMEOUT_MS: '2000',
      RATE_RETRY_ATTEMPTS: '1',
      RATE_BACKOFF_MS: '1',
      // The official refresh of the job (ADR 162) meets a closed loopback port, never the internet.
      ECB_DAILY_URL: 'http://127.0.0.1:9/eurofxref-daily.xml',
      ...env,
    },
  });
  return { t, provider };
}

async function latest(app: TestApp, from = 'USD') {
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/exchange/latest-rates/?from=${from}`,
  });
  return { res, body: res.json() };
}

test('with no network, rates come from the embedded package snapshot with its date and stale: true', async () => {
  t = await createTestApp();
  const { res, body } = await latest(t);
  const pkg = packageUsdFile();
  expect(res.statusCode).toBe(200);
  expect(body.status).toBe('success');
  expect(body.data).toMatchObject({
    base: 'USD',
    as_of: pkg.date,
    stale: true,
    source: 'embedded',
  });
  expect(Object.keys(body.data.conversion_rates).sort()).toEqual([...RATE_CODES].sort());
  expect(body.data.conversion_rates.EUR).toBe(pkg.usd.eur);
  // FOK and KID are 1:1 pegs to DKK and AUD (issue 3 §1).
  expect(body.data.conversion_rates.FOK).toBe(pkg.usd.dkk);
  expect(body.data.conversion_rates.KID).toBe(pkg.usd.aud);
  expect(res.headers['cache-control']).toMatch(/stale-if-error=\d+/);
  expect(res.headers['access-control-allow-origin']).toBe('*');
});

test('latest-rates from another base divides through USD, and accepts a lower-case code', async () => {
  t = await createTestApp();
  const { body } = await latest(t, 'sar');
  const pkg = packageUsdFile();
  expect(body.data.base).toBe('SAR');
  expect(body.data.conversion_rates.SAR).toBe(1);
  expect(body.data.conversion_rates.THB).toBeCloseTo(
    (pkg.usd.thb ?? NaN) / (pkg.usd.sar ?? NaN),
    10,
  );
});

test('an unknown currency is 404 with the spec message; a malformed one is 400 naming the field', async () => {
  t = await createTestApp();
  const unknown = await latest(t, 'XXX');
  expect(unknown.res.statusCode).toBe(404);
  expect(unknown.body).toMatchObject({
    status: 'error',
    code: 'NOT_FOUND',
    message: 'The requested currency could not be found.',
  });
  for (const bad of ['US', 'USDX', '%24%24%24', '']) {
    const malformed = await latest(t, bad);
    expect(malformed.res.statusCode).toBe(400);
    expect(malformed.body).toMatchObject({
      status: 'error',
      code: 'VALIDATION_FAILED',
      fields: { from: expect.any(String) },
    });
  }
  const extra = await t.app.inject({
    method: 'GET',
    url: '/api/exchange/latest-rates?from=USD&admin=1',
  });
  expect(extra.statusCode).toBe(400);
});

test('a refresh from the live provider stores a new snapshot and later responses show it', async () => {
  const { t, provider } = await appWithProvider();
  provider.handler = (_w, _req, res) => sendJson(res, providerFile(TODAY, 1.02));
  expect(await t.deps.rates?.refreshNow()).toEqual({
    ok: true,
    source: 'currency-api',
    asOf: TODAY,
  });
  const { body } = await latest(t);
  expect(body.data).toMatchObject({ as_of: TODAY, stale: false, source: 'currency-api' });
  expect(body.data.conversion_rates.EUR).toBeCloseTo((packageUsdFile().usd.eur ?? NaN) * 1.02, 12);
  const stored = await t.deps.database.db
    .selectFrom('rate_snapshots')
    .select(['as_of', 'source'])
    .where('source', '!=', 'ecb') // the shipped official history (official-rates.test.ts)
    .orderBy('as_of')
    .execute();
  expect(stored).toEqual([
    { as_of: packageUsdFile().date, source: 'embedded' },
    { as_of: TODAY, source: 'currency-api' },
  ]);

  // A fresh app on the same database starts from the newest stored snapshot, not the embedded one.
  const again = await buildApp({ ...t.deps, rates: undefined });
  await again.ready();
  const res = await again.inject({ method: 'GET', url: '/api/exchange/latest-rates?from=USD' });
  expect(res.json().data).toMatchObject({ as_of: TODAY, source: 'currency-api' });
  await again.close();
});

test('a snapshot becomes stale 36 hours after it was fetched', async () => {
  const { t, provider } = await appWithProvider();
  provider.handler = (_w, _req, res) => sendJson(res, providerFile(TODAY));
  await t.deps.rates?.refreshNow();
  t.clock.advance(35 * 3600_000);
  expect((await latest(t)).body.data.stale).toBe(false);
  t.clock.advance(2 * 3600_000);
  expect((await latest(t)).body.data.stale).toBe(true);
});

test('history returns the daily series of a pair from stored snapshots', async () => {
  const { t, provider } = await appWithProvider();
  const pkg = packageUsdFile();
  let date = '2026-11-20';
  let factor = 1.01;
  provider.handler = (_w, _req, res) => sendJson(res, providerFile(date, factor));
  for (const [d, f] of [
    ['2026-11-20', 1.01],
    ['2026-11-21', 1.02],
    [TODAY, 1.03],
  ] as const) {
    date = d;
    factor = f;
    expect((await t.deps.rates?.refreshNow())?.ok).toBe(true);
  }
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/exchange/history?from=USD&to=EUR&days=7',
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toMatch(/stale-if-error/);
  const { data } = res.json();
  expect(data).toMatchObject({ base: 'USD', target: 'EUR', days: 7 });
  expect(data.points.map((p: { date: string }) => p.date)).toEqual([
    '2026-11-20',
    '2026-11-21',
    TODAY,
  ]);
  expect(data.points[1].rate).toBeCloseTo((pkg.usd.eur ?? NaN) * 1.02, 12);
  // A cross pair divides through USD; the embedded snapshot's date is part of a long enough window.
  // More than 30 days needs Voyager (issue 7 §6): a Voyager user bought in local payments mode.
  const voyager = await createUser(t);
  await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: voyager.auth,
    payload: { planName: 'Voyager', billingPeriod: 'month' },
  });
  const long = (
    await t.app.inject({
      method: 'GET',
      url: '/api/exchange/history?from=SAR&to=THB&days=90',
      headers: voyager.auth,
    })
  ).json().data;
  expect(long.points[0]).toMatchObject({ date: pkg.date, source: 'embedded' });
  expect(long.points[0].rate).toBeCloseTo((pkg.usd.thb ?? NaN) / (pkg.usd.sar ?? NaN), 10);
  expect(long.points).toHaveLength(4);
});

test('history of an unknown pair is 404 with the spec message; bad days are 400', async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/exchange/history?from=SAR&to=ABC' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({
    status: 'error',
    code: 'NOT_FOUND',
    message: 'Exchange rate from SAR to ABC not found',
  });
  for (const days of ['0', '367', 'x']) {
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/exchange/history?from=SAR&to=THB&days=${days}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.days).toBeTruthy();
  }
});

test('rates routes are limited per IP (RATE_LIMIT_PUBLIC_PER_MINUTE)', async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '3' } });
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    statuses.push(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/exchange/latest-rates?from=USD',
          remoteAddress: '203.0.113.5',
        })
      ).statusCode,
    );
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
});

test('with several instances, one fetches (rate-refresh) and the others serve what it stored (rate-reload)', async () => {
  const { t: fetcher, provider } = await appWithProvider({ RATE_REFRESH: 'on' });
  provider.handler = (_w, _req, res) => sendJson(res, providerFile(TODAY));
  const other = await createTestApp({
    env: {
      RATE_REFRESH: 'on',
      CURRENCY_API_URL: provider.primaryUrl,
      ECB_DAILY_URL: 'http://127.0.0.1:9/eurofxref-daily.xml',
    },
    clock: fetcher.clock,
    shareDatabaseWith: fetcher,
  });
  try {
    expect(await fetcher.deps.jobs?.runNow('rate-refresh')).toBe('ok');
    expect((await latest(fetcher)).body.data).toMatchObject({ as_of: TODAY });
    expect((await latest(other)).body.data.source).toBe('embedded');
    const hits = provider.hits.primary;
    expect(await other.deps.jobs?.runNow('rate-reload')).toBe('ok');
    expect((await latest(other)).body.data).toMatchObject({
      as_of: TODAY,
      source: 'currency-api',
      stale: false,
    });
    // The other instance served the stored snapshot without asking the provider itself.
    expect(provider.hits.primary).toBe(hits);
  } finally {
    await other.close();
  }
});
