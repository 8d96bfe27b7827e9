import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Item {
  itemId: string;
  itemName: string;
  itemCategory: string;
  value: number;
  valueInUSD: number;
  currency: string;
  source: string;
  year: number;
  low: number;
  high: number;
  count: number;
}

async function marketData(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/exchange/market-data', payload });
}

test('market data for Riyadh has the 55 items grouped by the spec category keys, in SAR with US$ values', async () => {
  const res = await marketData({ country: 'Saudi Arabia', city: 'Riyadh' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.status).toBe('success');
  expect(Object.keys(body.data.items)).toEqual([
    'restaurants',
    'markets',
    'transportation',
    'utilities (monthly)',
    'sports and leisure',
    'childcare',
    'clothing and shoes',
    'rent per month',
    'buy apartment price',
    'salaries and financing',
  ]);
  const items = Object.values(body.data.items).flat() as Item[];
  expect(items).toHaveLength(55);
  const rate = t.deps.rates!.current().rates.SAR!;
  for (const item of items) {
    expect(item.currency).toBe('SAR');
    expect(item).toMatchObject({ source: 'model', count: 0 });
    if (item.itemId !== 'mortgage_rate_20y_fixed_pct')
      expect(item.value / item.valueInUSD).toBeCloseTo(rate, 3);
    expect(item.low).toBeLessThanOrEqual(item.value);
    expect(item.high).toBeGreaterThanOrEqual(item.value);
  }
  expect(body.data).toMatchObject({
    as_of: expect.any(String),
    stale: expect.any(Boolean),
    basis: 'icp-categories',
  });
  expect(res.headers['cache-control']).toMatch(/stale-if-error=\d+/);
});

test("a city given as 'City, Country' is split, and the country may be a name or an ISO code", async () => {
  const a = (await marketData({ city: 'Bangkok, Thailand' })).json();
  const b = (await marketData({ country: 'TH', city: 'Bangkok' })).json();
  expect(a.data.city).toBe('Bangkok');
  expect(a.data.currency).toBe('THB');
  expect(a.data.items).toEqual(b.data.items);
});

test("a name containing 'Average' is the country average, priced below the capital for rent", async () => {
  const avg = (await marketData({ country: 'Thailand', city: 'Thailand (Average)' })).json();
  const bkk = (await marketData({ country: 'Thailand', city: 'Bangkok' })).json();
  expect(avg.data.isCountryAverage).toBe(true);
  const rent = (d: { items: Record<string, Item[]> }) => d.items['rent per month']![0]!.valueInUSD;
  expect(rent(bkk.data)).toBeGreaterThan(rent(avg.data));
  // Goods move far less with city size than housing does.
  const milk = (d: { items: Record<string, Item[]> }) =>
    d.items.markets!.find((i) => i.itemId === 'milk_1l')!.valueInUSD;
  expect(milk(bkk.data) / milk(avg.data)).toBeLessThan(rent(bkk.data) / rent(avg.data));
});

test("an unknown city is 404 'The requested city could not be found.'", async () => {
  for (const payload of [
    { country: 'Saudi Arabia', city: 'Xyzzyville' },
    { country: 'Narnia', city: 'Riyadh' },
    { city: 'Narnia (Average)' },
  ]) {
    const res = await marketData(payload);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'The requested city could not be found.',
    });
  }
});

test('unknown keys and empty cities are rejected with 400 naming the field', async () => {
  const res = await marketData({ city: 'Riyadh', plan: 'Navigator' });
  expect(res.statusCode).toBe(400);
  const empty = await marketData({ city: '' });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().fields.city).toBeTruthy();
});

test('the index is on the US average = 100 reference and ranks Zurich above Riyadh above Bangkok', async () => {
  const index = async (city: string, country: string) =>
    (
      await t.app.inject({
        url: `/api/cost-of-living/index?city=${encodeURIComponent(city)}&country=${country}`,
      })
    ).json().data;
  const us = await index('United States (Average)', 'US');
  expect(us).toMatchObject({
    reference: 'US average = 100',
    costOfLivingIndex: 100,
    rentIndex: 100,
    localPurchasingPowerIndex: 100,
  });
  const zurich = await index('Zurich', 'CH');
  const riyadh = await index('Riyadh', 'SA');
  const bangkok = await index('Bangkok', 'TH');
  expect(zurich.costOfLivingIndex).toBeGreaterThan(riyadh.costOfLivingIndex);
  expect(riyadh.costOfLivingIndex).toBeGreaterThan(bangkok.costOfLivingIndex);
  for (const key of [
    'rentIndex',
    'groceriesIndex',
    'restaurantIndex',
    'localPurchasingPowerIndex',
    'costOfLivingPlusRentIndex',
  ]) {
    expect(riyadh[key]).toBeGreaterThan(0);
  }
  expect(riyadh).toMatchObject({ as_of: expect.any(String), stale: expect.any(Boolean) });
});

test('compare gives the ratio of two cities and its inverse, with no fallback when both are known', async () => {
  const go = async (q: string) =>
    (await t.app.inject({ url: `/api/cost-of-living/compare?${q}` })).json().data;
  const there = await go('from=Riyadh&fromCountry=SA&to=Bangkok&toCountry=TH');
  const back = await go('from=Bangkok&fromCountry=TH&to=Riyadh&toCountry=SA');
  expect(there.fallback).toBeNull();
  expect(there.ratio).toBeLessThan(1);
  expect(there.ratio * back.ratio).toBeCloseTo(1, 3);
});

test("compare falls back to the spec's 0.9 / 1.1 / 1 only when a city is missing, and says so", async () => {
  const go = async (q: string) =>
    (await t.app.inject({ url: `/api/cost-of-living/compare?${q}` })).json().data;
  expect(await go('from=Xyzzyville%20(Average)&to=Riyadh')).toMatchObject({
    ratio: 0.9,
    fallback: { missing: ['from'] },
  });
  expect(await go('from=Riyadh&to=Xyzzyville%20(Average)')).toMatchObject({
    ratio: 1.1,
    fallback: { missing: ['to'] },
  });
  expect(await go('from=Xyzzyville&to=Plughton')).toMatchObject({
    ratio: 1,
    fallback: { missing: ['from', 'to'] },
  });
});

test('C4: public cost-of-living routes are limited per IP, then 429 with Retry-After', async () => {
  const limited = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '3' } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/exchange/market-data',
        payload: { city: 'Riyadh' },
        remoteAddress: '198.51.100.20',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = await limited.app.inject({
      method: 'POST',
      url: '/api/exchange/market-data',
      payload: { city: 'Riyadh' },
      remoteAddress: '198.51.100.21',
    });
    expect(other.statusCode).toBe(200);
  } finally {
    await limited.close();
  }
});

test('market data is answered in Brotli or gzip when accepted, from bytes kept per city and encoding', async () => {
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
  const payload = { country: 'Thailand', city: 'Bangkok' };
  const plain = await marketData(payload);
  const ask = (encoding: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/exchange/market-data',
      payload,
      headers: { 'accept-encoding': encoding },
    });
  const br1 = await ask('gzip, br');
  const br2 = await ask('br');
  const gz = await ask('gzip');
  expect(br1.headers['content-encoding']).toBe('br');
  expect(br1.headers.vary).toContain('Accept-Encoding');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(plain.headers['content-encoding']).toBeUndefined();
  // Named once on every answer, encoded or not (a plain answer once said it twice).
  for (const answer of [plain, br1, gz]) expect(answer.headers.vary).toBe('Accept-Encoding');
  expect(br2.rawPayload.equals(br1.rawPayload)).toBe(true);
  expect(JSON.parse(brotliDecompressSync(br1.rawPayload).toString())).toEqual(plain.json());
  expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
});

test('a cached answer carries every header a first answer does: security, request id, rate limit, caching', async () => {
  const fresh = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '50' } });
  try {
    const ask = (encoding?: string) =>
      fresh.app.inject({
        method: 'POST',
        url: '/api/exchange/market-data',
        payload: { country: 'Peru', city: 'Cusco' },
        headers: encoding ? { 'accept-encoding': encoding } : {},
        remoteAddress: '198.51.100.30',
      });
    for (const encoding of [undefined, 'br', 'gzip']) {
      const first = await ask(encoding); // built (or compressed) on this request
      const second = await ask(encoding); // the cached bytes
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      const names = (h: Record<string, unknown>) =>
        Object.keys(h)
          .filter((k) => k !== 'date' && k !== 'connection')
          .sort();
      expect(names(second.headers)).toEqual(names(first.headers));
      for (const [name, value] of Object.entries(first.headers)) {
        const perRequest = ['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset'];
        if ([...perRequest, 'ratelimit'].includes(name)) continue;
        expect(second.headers[name], name).toEqual(value);
      }
      // The per-request values are per request: a new id, one fewer request left in the bucket.
      expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect(Number(second.headers['x-ratelimit-remaining'])).toBe(
        Number(first.headers['x-ratelimit-remaining']) - 1,
      );
      expect(second.headers['content-security-policy']).toContain("default-src 'self'");
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      expect(second.headers['cache-control']).toMatch(/^public, max-age=300/);
      expect(second.headers['content-encoding']).toBe(encoding);
      expect(Number(second.headers['content-length'])).toBe(second.rawPayload.length);
    }
  } finally {
    await fresh.close();
  }
});

test('a market-data answer carries the full security header set, compressed or not (ADR 180)', async () => {
  const fresh = await createTestApp({ env: { CORS_ORIGINS: 'https://app.example' } });
  try {
    for (const headers of [
      {},
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'gzip', origin: 'https://app.example' },
    ]) {
      const res = await fresh.app.inject({
        method: 'POST',
        url: '/api/exchange/market-data',
        payload: { country: 'Peru', city: 'Cusco' },
        headers,
      });
      expect(res.statusCode).toBe(200);
      for (const name of ['content-security-policy', 'origin-agent-cluster', 'x-xss-protection'])
        expect(res.headers[name], name).toBeDefined();
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  } finally {
    await fresh.close();
  }
});
