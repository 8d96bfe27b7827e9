import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadReferenceData } from '../../reference/reference-data.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';
import { RATE_CODES } from './rate-codes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { res, body: res.json() };
};

test('supported-countries lists every currency under data.data with the spec fields', async () => {
  const { res, body } = await get('/api/exchange/supported-countries');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toMatch(/stale-if-error=\d+/);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(Object.keys(body.data.data).sort()).toEqual([...RATE_CODES].sort());
  expect(body.data.data.SAR).toEqual({
    currencyName: expect.any(String),
    currencySymbol: expect.any(String),
    flagUrl: '/flags/sa.svg',
    country: 'Saudi Arabia',
    countryCode: 'SA',
    defaultCity: 'Riyadh',
    paidIn: ['SA'],
  });
  expect(body.data.data.USD.paidIn).toContain('US');
  expect(body.data.data.XDR.paidIn).toEqual([]);
  expect(body.data.data.THB).toMatchObject({ countryCode: 'TH', defaultCity: 'Bangkok' });
});

test('supported-currency-symbols maps every code to a symbol', async () => {
  const { body } = await get('/api/exchange/supported-currency-symbols');
  expect(body.status).toBe('success');
  expect(Object.keys(body.data)).toHaveLength(RATE_CODES.length);
  expect(body.data.USD).toBe('$');
  expect(body.data.EUR).toBe('€');
});

test('supported-cities gives each currency its country averages and up to 5 major cities per country', async () => {
  const { res, body } = await get('/api/exchange/supported-cities');
  expect(res.statusCode).toBe(200);
  expect(body).toMatchObject({ status: 'success', message: expect.any(String) });
  const sar = body.data.SAR as {
    name: string;
    country: string;
    isCountryAverage: boolean;
    countryCode: string;
  }[];
  expect(sar[0]).toMatchObject({
    name: 'Saudi Arabia (Average)',
    country: 'Saudi Arabia',
    isCountryAverage: true,
  });
  expect(sar.map((c) => c.name)).toContain('Riyadh');
  expect(sar.map((c) => c.name)).toContain('Jeddah');
  expect(sar.filter((c) => !c.isCountryAverage)).toHaveLength(5);
  // Every currency's default city is offered in its list, so choosing a currency can select it.
  const reference = loadReferenceData();
  for (const currency of reference.currencies) {
    expect(body.data[currency.code].map((c: { name: string }) => c.name)).toContain(
      currency.defaultCity,
    );
  }
  // A section of a city is not one of its country's major cities: Bucharest's sectors, Brooklyn.
  const ron = (body.data.RON as { name: string }[]).map((c) => c.name);
  expect(ron).toContain('Bucharest');
  expect(ron.filter((name) => name.startsWith('Sector'))).toEqual([]);
  expect((body.data.USD as { name: string }[]).map((c) => c.name)).not.toContain('Brooklyn');
  // Euro: one average per euro country, bounded size.
  const eur = body.data.EUR as { countryCode: string; isCountryAverage: boolean }[];
  expect(eur.filter((c) => c.isCountryAverage).length).toBeGreaterThan(15);
  expect(eur.length).toBeLessThanOrEqual(6 * 37 + 1);
  expect(res.payload.length).toBeLessThan(1_000_000);
});

const search = async (query: string) => (await get(`/api/exchange/cities?${query}`)).body.data;

test('typeahead: accent- and case-insensitive prefix match', async () => {
  expect((await search('q=sao')).cities[0]).toMatchObject({ name: 'São Paulo', countryCode: 'BR' });
  expect((await search('q=S%C3%83O%20PA')).cities[0]).toMatchObject({ name: 'São Paulo' });
  expect((await search('q=zur')).cities.map((c: { name: string }) => c.name)).toContain('Zürich');
  expect((await search('q=LONDON')).cities[0]).toMatchObject({ name: 'London', countryCode: 'GB' });
});

test('typeahead: ranked by population, filtered by country, limit capped at 50', async () => {
  const { cities } = await search('q=san&limit=20');
  // Beginnings of own names come in population order (a whole-name match would come first).
  const starts = cities.filter(
    (c: { name: string; matchedName?: string }) =>
      !c.matchedName && c.name.toLowerCase().startsWith('san') && c.name.toLowerCase() !== 'san',
  );
  const populations = starts.map((c: { population: number }) => c.population);
  expect(populations.length).toBeGreaterThan(10);
  expect(populations).toEqual([...populations].sort((a, b) => b - a));
  expect(cities).toHaveLength(20);
  const bangalore = (await search('q=bangalore')).cities[0];
  expect(bangalore).toMatchObject({
    name: 'Bengaluru',
    matchedName: 'Bangalore',
    countryCode: 'IN',
  });
  // A section of a city says which city it is priced as.
  expect((await search('q=kreuzberg')).cities[0]).toMatchObject({
    name: 'Kreuzberg',
    partOf: 'Berlin',
  });
  expect((await search('q=bengaluru')).cities[0].partOf).toBeUndefined();
  const inSpain = (await search('q=san&country=es&limit=50')).cities;
  expect(inSpain.length).toBeGreaterThan(0);
  expect(inSpain.every((c: { countryCode: string }) => c.countryCode === 'ES')).toBe(true);
  expect((await search('q=a&limit=500')).cities).toHaveLength(50);
  expect((await search('q=')).cities).toHaveLength(10);
});

test.each([
  ['%25%25%25', '%%%'],
  ['%F0%9F%99%82', 'emoji'],
  [encodeURIComponent('x'.repeat(5000)), '5000 characters'],
  [encodeURIComponent("'; drop table cities; --"), 'SQL-looking'],
  ['%00', 'NUL'],
])('typeahead: odd input %s (%s) is answered, never 500', async (q) => {
  const { res, body } = await get(`/api/exchange/cities?q=${q}`);
  expect(res.statusCode).toBe(200);
  expect(body.data.cities).toEqual([]);
  expect(body.data.query.length).toBeLessThanOrEqual(100);
});

test('typeahead: a bad country or limit is 400 naming the field', async () => {
  expect((await get('/api/exchange/cities?q=a&country=ESP')).res.statusCode).toBe(400);
  const bad = await get('/api/exchange/cities?q=a&limit=zero');
  expect(bad.res.statusCode).toBe(400);
  expect(bad.body.fields.limit).toBeTruthy();
});

test('the exchange routes are in the OpenAPI document', async () => {
  const { body } = await get('/api/docs/json');
  for (const path of [
    'supported-countries',
    'latest-rates',
    'supported-cities',
    'supported-currency-symbols',
    'cities',
    'history',
  ]) {
    expect(Object.keys(body.paths)).toContain(`/api/exchange/${path}`);
  }
});
