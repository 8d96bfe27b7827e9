// Issue 38 item 5: a client generated from the OpenAPI document (openapi-typescript's types in
// schema.d.ts, openapi-fetch) calls every public operation of a listening server, as a developer's
// code would; tsc compiles these calls against the generated types (npx tsc -p tsconfig.json).
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app.testkit.ts';
import type { paths } from './schema.d.ts';

let t: TestApp;
let client: ReturnType<typeof createClient<paths>>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '100' } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  client = createClient<paths>({ baseUrl: address });
});
afterAll(async () => {
  await t.close();
});

test('exchange rates: latest, on a day, series, fluctuation, convert, history', async () => {
  const latest = await client.GET('/api/exchange/latest-rates', {
    params: { query: { from: 'EUR' } },
  });
  expect(latest.data?.data.conversion_rates.EUR).toBe(1);
  const day = await client.GET('/api/exchange/rates', {
    params: { query: { base: 'EUR', symbols: 'USD,GBP', date: '2025-06-01' } },
  });
  expect(day.data?.data.date).toBe('2025-05-30');
  expect(Object.keys(day.data?.data.rates ?? {})).toEqual(['USD', 'GBP']);
  const series = await client.GET('/api/exchange/timeseries', {
    params: { query: { symbols: 'EUR', start_date: '2025-03-03', end_date: '2025-03-07' } },
  });
  expect(Object.keys(series.data?.data.rates ?? {})).toHaveLength(5);
  const moved = await client.GET('/api/exchange/fluctuation', {
    params: { query: { symbols: 'JPY', start_date: '2025-03-03', end_date: '2025-03-07' } },
  });
  expect(moved.data?.data.rates.JPY?.change_pct).toBeTypeOf('number');
  const converted = await client.GET('/api/exchange/convert', {
    params: { query: { from: 'GBP', to: 'EUR', amount: 10 } },
  });
  expect(converted.data?.data.result).toBeCloseTo(10 * (converted.data?.data.rate ?? 0), 9);
  const history = await client.GET('/api/exchange/history', {
    params: { query: { from: 'USD', to: 'EUR', days: 30 } },
  });
  expect(history.response.status).toBe(200);
  expect(history.data?.data.points.length).toBeGreaterThan(1);
});

test('reference data: countries, cities, symbols, typeahead, plans', async () => {
  const countries = await client.GET('/api/exchange/supported-countries');
  expect(countries.data?.data.data.USD?.countryCode).toBe('US');
  const cities = await client.GET('/api/exchange/supported-cities');
  expect(cities.data?.data.EUR?.length).toBeGreaterThan(0);
  const symbols = await client.GET('/api/exchange/supported-currency-symbols');
  expect(symbols.data?.data.EUR).toBe('€');
  const found = await client.GET('/api/exchange/cities', {
    params: { query: { q: 'lisb', limit: 3 } },
  });
  expect(found.data?.data.cities[0]?.name).toBe('Lisbon');
  const plans = await client.GET('/api/plans');
  expect(plans.data?.data.plans.map((p) => p.name)).toContain('Navigator');
});

test('cost of living: market data, index, compare, evidence', async () => {
  const market = await client.POST('/api/exchange/market-data', {
    body: { city: 'Lisbon', country: 'Portugal' },
  });
  expect(market.response.status).toBe(200);
  expect(market.data?.status).toBe('success');
  const byGet = await client.GET('/api/exchange/market-data', {
    params: { query: { city: 'Lisbon', country: 'Portugal' } },
  });
  expect(byGet.data).toEqual(market.data);
  expect(byGet.response.headers.get('etag')).toMatch(/^W\//);
  const index = await client.GET('/api/cost-of-living/index', {
    params: { query: { city: 'Berlin', country: 'Germany' } },
  });
  expect(index.response.status).toBe(200);
  const compare = await client.GET('/api/cost-of-living/compare', {
    params: { query: { from: 'London', to: 'Bangkok', toCountry: 'Thailand' } },
  });
  expect(compare.response.status).toBe(200);
  const evidence = await client.GET('/api/prices/contributions', {
    params: { query: { city: 'Lisbon', country: 'Portugal' } },
  });
  expect(evidence.response.status).toBe(200);
});

test('an error comes back typed in the error envelope', async () => {
  const missing = await client.GET('/api/exchange/latest-rates', {
    params: { query: { from: 'QQQ' } },
  });
  expect(missing.response.status).toBe(404);
  expect(missing.error).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
});
