import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { marketDataResponse } from '#domain/api/market-data.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';
import type { RatesView } from '../exchange/rate.service.ts';
import { createColEngine, type ColEngine } from './col-engine.ts';
import {
  createMarketDataService,
  resolveCity,
  round,
  type ResolvedCity,
} from './market-data.service.ts';
import { createEvidenceCache } from './price-evidence.ts';
import { upsertImported } from './prices.repo.ts';

let t: TestApp;
let engine: ColEngine;
beforeAll(async () => {
  t = await createTestApp();
  engine = createColEngine();
});
afterAll(async () => {
  await t.close();
});

interface Item {
  itemId: string;
  value: number;
  valueInUSD: number;
  source: string;
  count: number;
}
const items = (body: Buffer) =>
  Object.values(
    (JSON.parse(body.toString('utf8')) as { data: { items: Record<string, Item[]> } }).data.items,
  ).flat();

/** A rates view like RateService.current()'s; a new object is a new view (the cache key). */
const viewWith = (sar: number, stale = false): RatesView =>
  Object.freeze({
    ...t.deps.rates!.current(),
    stale,
    rates: Object.freeze({ ...t.deps.rates!.current().rates, SAR: sar }),
  });

function service(maxBytes?: number) {
  const evidence = createEvidenceCache(t.deps.database.db, () => t.clock.now().getTime());
  return { evidence, market: createMarketDataService(engine, evidence, maxBytes) };
}

test('the body is the schema-checked answer, numbers at six significant digits', async () => {
  const { market } = service();
  const riyadh = resolveCity(engine, 'Saudi Arabia', 'Riyadh');
  const answer = marketDataResponse.parse(
    JSON.parse((await market.body(riyadh, viewWith(3.75))).toString('utf8')),
  );
  const all = Object.values(answer.data.items).flat();
  expect(all).toHaveLength(55);
  for (const item of all) expect(item.value).toBe(round(item.value));
  expect(round(1234.5678)).toBe(1234.57);
  expect(round(0.000123456789)).toBe(0.000123457);
});

test('a repeated request is the cached body; a new rates view rebuilds it with the new rate', async () => {
  const { market } = service();
  const riyadh = resolveCity(engine, 'Saudi Arabia', 'Riyadh');
  const a = viewWith(3.75);
  const first = await market.body(riyadh, a);
  expect(await market.body(riyadh, a)).toBe(first);
  const b = viewWith(7.5);
  const second = await market.body(riyadh, b);
  expect(second).not.toBe(first);
  const [x, y] = [items(first), items(second)];
  for (const [i, item] of x.entries()) {
    expect(y[i]!.valueInUSD).toBe(item.valueInUSD);
    if (item.itemId !== 'mortgage_rate_20y_fixed_pct')
      expect(y[i]!.value / item.value).toBeCloseTo(2, 4);
  }
  // Freshness: the same rates turning stale is a new view, and the body says so.
  const stale = await market.body(riyadh, viewWith(7.5, true));
  expect(JSON.parse(stale.toString('utf8')).data.stale).toBe(true);
});

test("new evidence for a city rebuilds its body (an import, once the city's cache is invalidated)", async () => {
  const { market, evidence } = service();
  const jeddah = resolveCity(engine, 'Saudi Arabia', 'Jeddah');
  const view = viewWith(3.75);
  const before = await market.body(jeddah, view);
  expect(items(before).find((i) => i.itemId === 'cappuccino')).toMatchObject({ source: 'model' });
  const now = t.clock.now().toISOString();
  await upsertImported(t.deps.database.db, {
    id: randomUUID(),
    city_id: jeddah.city.id,
    item_id: 'cappuccino',
    price: 18.75,
    currency: 'SAR',
    usd: 5,
    observed_on: '2026-10-01',
    source_file: 'test.csv',
    imported_at: now,
  });
  // Until then the city's evidence (and so its body) is the cached one, as documented (method §8).
  expect(await market.body(jeddah, view)).toBe(before);
  evidence.invalidate(jeddah.city.id);
  const after = await market.body(jeddah, view);
  expect(items(after).find((i) => i.itemId === 'cappuccino')).toMatchObject({
    source: 'imported',
    valueInUSD: 5,
    count: 1,
  });
});

test('the cache is bounded in bytes and evicts first a city not asked for again since it was built (second chance)', async () => {
  const view = viewWith(3.75);
  const cities = ['Riyadh', 'Mecca', 'Medina'].map((c) => resolveCity(engine, 'SA', c));
  const size = (await service().market.body(cities[0]!, view)).length;
  // Room for two bodies of about this size.
  const { market } = service(Math.floor(size * 2.5));
  const body = (c: ResolvedCity) => market.body(c, view);
  const riyadh = await body(cities[0]!);
  const mecca = await body(cities[1]!);
  expect(await body(cities[0]!)).toBe(riyadh); // Riyadh is now the most recent
  await body(cities[2]!); // evicts Mecca: Riyadh, asked for again, gets a second chance
  expect(await body(cities[0]!)).toBe(riyadh);
  expect(await body(cities[1]!)).not.toBe(mecca);
});

test('a missing encoding of a cached body is compressed once and kept beside it', async () => {
  const { market } = service();
  const view = viewWith(3.75);
  const tabuk = resolveCity(engine, 'SA', 'Tabuk');
  const plain = await market.body(tabuk, view);
  const br = await market.body(tabuk, view, 'br');
  expect(brotliDecompressSync(br).equals(plain)).toBe(true);
  expect(await market.body(tabuk, view, 'br')).toBe(br);
  expect(await market.body(tabuk, view)).toBe(plain);
  // Another rates view is another answer.
  expect(await market.body(tabuk, viewWith(3.8))).not.toBe(plain);
});

test('eviction keeps the cities asked for again over those that were not', async () => {
  const view = viewWith(3.75);
  const names = ['Riyadh', 'Mecca', 'Medina', 'Jeddah'];
  const cities = names.map((c) => resolveCity(engine, 'SA', c));
  const size = (await service().market.body(cities[0]!, view)).length;
  const { market } = service(Math.floor(size * 3.5)); // room for three
  const first = new Map<string, Buffer>();
  for (const c of cities.slice(0, 3)) first.set(c.city.id, await market.body(c, view));
  const again = [cities[0]!, cities[2]!]; // Riyadh and Medina are asked for again; Mecca is not
  for (const c of again) expect(await market.body(c, view)).toBe(first.get(c.city.id));
  await market.body(cities[3]!, view); // evicts Mecca
  for (const c of again) expect(await market.body(c, view)).toBe(first.get(c.city.id));
  expect(await market.body(cities[1]!, view)).not.toBe(first.get(cities[1]!.city.id));
});
