import type { ServerResponse } from 'node:http';
import { afterEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';
import {
  packageUsdFile,
  providerFile,
  sendJson,
  startLoopbackProvider,
  type LoopbackProvider,
} from './loopback-provider.testkit.ts';

let t: TestApp | undefined;
let provider: LoopbackProvider | undefined;
afterEach(async () => {
  await t?.close();
  await provider?.close();
  t = undefined;
  provider = undefined;
});

const TODAY = '2026-11-22';
const YESTERDAY = '2026-11-21';

async function setup(env: Record<string, string> = {}) {
  provider = await startLoopbackProvider();
  t = await createTestApp({
    env: {
      CURRENCY_API_URL: provider.primaryUrl,
      CURRENCY_API_FALLBACK_URL: provider.fallbackUrl,
      RATE_TIMEOUT_MS: '2000',
      RATE_RETRY_ATTEMPTS: '1',
      RATE_BACKOFF_MS: '1',
      ...env,
    },
  });
  return { t, provider };
}

const usd = async (app: TestApp) =>
  (await app.app.inject({ method: 'GET', url: '/api/exchange/latest-rates/?from=USD' })).json()
    .data;
const logged = (app: TestApp, level: number, text: string) =>
  app.logs.some((line) => line.includes(`"level":${level}`) && line.includes(text));

/** Twelve of 162 codes gone: more than 5% (8.1 codes). */
const TWELVE_MISSING = Object.fromEntries(
  ['ars', 'brl', 'clp', 'cop', 'czk', 'huf', 'idr', 'ils', 'krw', 'mxn', 'myr', 'nok'].map((c) => [
    c,
    null,
  ]),
);

const failures: [string, (res: ServerResponse) => void, string][] = [
  ['errors with 500', (res) => sendJson(res, { error: 'boom' }, 500), 'HTTP 500'],
  ['hangs past the timeout', () => undefined, 'TimeoutError'],
  ['returns garbage', (res) => sendJson(res, '<html>not json</html>'), 'not JSON'],
  [
    'returns the wrong shape',
    (res) => sendJson(res, { date: TODAY, rates: {} }),
    'unexpected response shape',
  ],
  [
    'misses more than 5% of the codes',
    (res) => sendJson(res, providerFile(TODAY, 1, TWELVE_MISSING)),
    'missing 12 of 162',
  ],
  [
    'returns an implausible jump of a major',
    (res) => sendJson(res, providerFile(TODAY, 1, { eur: (packageUsdFile().usd.eur ?? 1) * 1.5 })),
    'EUR moved 48.5%',
  ],
  [
    'returns a zero rate',
    (res) => sendJson(res, providerFile(TODAY, 1, { jpy: 0 })),
    'non-positive or non-finite rate for JPY',
  ],
];

test.each(failures)(
  'when the provider %s, the last good snapshot keeps being served and the failure is logged',
  async (_name, fail, reason) => {
    const { t, provider } = await setup();
    provider.handler = (_w, _req, res) => sendJson(res, providerFile(YESTERDAY, 1.01));
    expect((await t.deps.rates?.refreshNow())?.ok).toBe(true);
    const good = await usd(t);
    expect(good.as_of).toBe(YESTERDAY);

    provider.handler = (_w, _req, res) => fail(res);
    expect((await t.deps.rates?.refreshNow())?.ok).toBe(false);
    expect(await usd(t)).toEqual(good);
    expect(logged(t, 40, 'rate provider failed')).toBe(true);
    expect(t.logs.some((l) => l.includes(reason))).toBe(true);
    expect(logged(t, 50, 'exchange rate refresh failed; serving the last good snapshot')).toBe(
      true,
    );
    const stored = await t.deps.database.db
      .selectFrom('rate_snapshots')
      .select('as_of')
      .where('as_of', '=', TODAY)
      .execute();
    expect(stored).toEqual([]);
  },
);

test('a missing code (under 5%) is carried forward from the last good snapshot', async () => {
  const { t, provider } = await setup();
  provider.handler = (_w, _req, res) =>
    sendJson(res, providerFile(TODAY, 1.01, { ves: null, zwl: null }));
  expect((await t.deps.rates?.refreshNow())?.ok).toBe(true);
  const data = await usd(t);
  expect(data.as_of).toBe(TODAY);
  expect(data.conversion_rates.VES).toBe(packageUsdFile().usd.ves);
  expect(data.conversion_rates.EUR).toBeCloseTo((packageUsdFile().usd.eur ?? NaN) * 1.01, 12);
});

test('a minor currency 1,000 times off is not believed: its last good rate is carried forward', async () => {
  const { t, provider } = await setup();
  const mxn = packageUsdFile().usd.mxn ?? NaN;
  provider.handler = (_w, _req, res) =>
    sendJson(res, providerFile(TODAY, 1.01, { mxn: mxn * 1000 }));
  expect((await t.deps.rates?.refreshNow())?.ok).toBe(true);
  const data = await usd(t);
  expect(data.as_of).toBe(TODAY);
  expect(data.conversion_rates.MXN).toBe(mxn);
  expect(data.conversion_rates.EUR).toBeCloseTo((packageUsdFile().usd.eur ?? NaN) * 1.01, 12);
});

test('the fallback host is used when the primary host fails', async () => {
  const { t, provider } = await setup();
  provider.handler = (which, _req, res) =>
    which === 'primary' ? sendJson(res, 'bad gateway', 502) : sendJson(res, providerFile(TODAY));
  expect(await t.deps.rates?.refreshNow()).toMatchObject({ ok: true, asOf: TODAY });
  expect(provider.hits).toEqual({ primary: 1, fallback: 1 });
  expect(logged(t, 40, 'primary host failed; trying the fallback host')).toBe(true);
  expect((await usd(t)).as_of).toBe(TODAY);
});

test('retries back off and a later attempt can succeed', async () => {
  const { t, provider } = await setup({ RATE_RETRY_ATTEMPTS: '3', RATE_BACKOFF_MS: '20' });
  let calls = 0;
  provider.handler = (_w, _req, res) =>
    ++calls <= 3 ? sendJson(res, 'nope', 503) : sendJson(res, providerFile(TODAY));
  const started = Date.now();
  expect((await t.deps.rates?.refreshNow())?.ok).toBe(true);
  // Attempt 1 (primary + fallback) fails, a 20 ms pause, attempt 2: primary fails, fallback answers.
  expect(calls).toBe(4);
  expect(Date.now() - started).toBeGreaterThanOrEqual(20);
  expect(t.logs.filter((l) => l.includes('rate provider failed'))).toHaveLength(1);
});

test('the circuit breaker opens after repeated failures, skips the provider, then tries again after its cool-down', async () => {
  const { t, provider } = await setup({
    RATE_BREAKER_THRESHOLD: '2',
    RATE_BREAKER_COOLDOWN_MINUTES: '30',
  });
  provider.handler = (_w, _req, res) => sendJson(res, 'down', 500);
  await t.deps.rates?.refreshNow();
  await t.deps.rates?.refreshNow();
  expect(t.deps.rates?.providerStates()).toEqual({ 'currency-api': 'open' });
  const hitsWhenOpened = provider.hits.primary + provider.hits.fallback;

  expect((await t.deps.rates?.refreshNow())?.ok).toBe(false);
  expect(provider.hits.primary + provider.hits.fallback).toBe(hitsWhenOpened);
  expect(t.logs.some((l) => l.includes('rate provider skipped: circuit open'))).toBe(true);

  t.clock.advance(30 * 60_000);
  expect(t.deps.rates?.providerStates()).toEqual({ 'currency-api': 'half-open' });
  provider.handler = (_w, _req, res) => sendJson(res, providerFile(TODAY));
  expect((await t.deps.rates?.refreshNow())?.ok).toBe(true);
  expect(t.deps.rates?.providerStates()).toEqual({ 'currency-api': 'closed' });
});

test('with RATE_REFRESH=on the background job refreshes shortly after start without blocking readiness', async () => {
  provider = await startLoopbackProvider();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  provider.handler = (_w, _req, res) => void gate.then(() => sendJson(res, providerFile(TODAY)));
  t = await createTestApp({
    env: {
      CURRENCY_API_URL: provider.primaryUrl,
      CURRENCY_API_FALLBACK_URL: provider.fallbackUrl,
      RATE_REFRESH: 'on',
      ECB_DAILY_URL: 'http://127.0.0.1:9/eurofxref-daily.xml', // a closed loopback port, never the internet
      RATE_FIRST_REFRESH_SECONDS: '0',
    },
  });
  // Ready and serving the embedded snapshot while the provider has not answered yet.
  expect((await usd(t)).source).toBe('embedded');
  await expect.poll(() => provider?.hits.primary ?? 0).toBe(1);
  release();
  await expect.poll(async () => (await usd(t as TestApp)).as_of).toBe(TODAY);
});

test('ExchangeRate-API v6 is used when a key is set and comes first in RATE_PROVIDERS', async () => {
  provider = await startLoopbackProvider();
  const conversion: Record<string, number> = {};
  for (const [code, rate] of Object.entries(packageUsdFile().usd))
    conversion[code.toUpperCase()] = rate;
  conversion.FOK = conversion.DKK ?? 0;
  conversion.KID = conversion.AUD ?? 0;
  let path = '';
  provider.handler = (_w, req, res) => {
    path = req.url ?? '';
    sendJson(res, {
      result: 'success',
      base_code: 'USD',
      time_last_update_unix: Date.parse('2026-11-22T00:00:01Z') / 1000,
      conversion_rates: conversion,
    });
  };
  t = await createTestApp({
    env: {
      EXCHANGE_RATE_API_KEY: 'k-123',
      EXCHANGE_RATE_API_URL: provider.primaryUrl.replace('/primary/v1/currencies/usd.json', '/v6'),
      RATE_PROVIDERS: 'exchangerate-api,currency-api',
      EXCHANGE_RATE_API_TERMS: 'redistribution-licensed',
      CURRENCY_API_URL: provider.primaryUrl,
      CURRENCY_API_FALLBACK_URL: provider.fallbackUrl,
    },
  });
  expect(await t.deps.rates?.refreshNow()).toEqual({
    ok: true,
    source: 'exchangerate-api',
    asOf: TODAY,
  });
  expect(path).toBe('/v6/k-123/latest/USD');
  expect(t.logs.join('\n')).not.toContain('k-123');
});

test('closing the app aborts a refresh that is waiting on a hanging provider', async () => {
  provider = await startLoopbackProvider();
  provider.handler = () => undefined; // never answers
  t = await createTestApp({
    env: {
      CURRENCY_API_URL: provider.primaryUrl,
      CURRENCY_API_FALLBACK_URL: provider.fallbackUrl,
      RATE_REFRESH: 'on',
      ECB_DAILY_URL: 'http://127.0.0.1:9/eurofxref-daily.xml', // a closed loopback port, never the internet
      RATE_FIRST_REFRESH_SECONDS: '0',
      RATE_TIMEOUT_MS: '60000',
    },
  });
  await expect.poll(() => provider?.hits.primary ?? 0).toBe(1);
  const pending = t.deps.rates?.refreshNow();
  const started = Date.now();
  await t.app.close();
  expect(await pending).toEqual({ ok: false });
  expect(Date.now() - started).toBeLessThan(5_000);
});
