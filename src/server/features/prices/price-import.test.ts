import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';
import { createColEngine } from './col-engine.ts';
import { applyImport, parseImport } from './price-import.ts';
import { parseObserved, spearman, validate } from './price-validate.ts';

const engine = createColEngine();
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const file = [
  'city,country_code,item_id,price,currency,observed_date',
  'Riyadh,SA,cappuccino,17.5,SAR,2025-10-01',
  'Riyadh,SA,caviar,10,SAR,2026-10-01',
  'Jeddah,SA,rent_1br_centre,-3,SAR,2026-10-01',
  '"Riyadh",SA,rent_1br_centre,5200,SAR,2026-09-15',
  'Xyzzyville,SA,meal_inexpensive,40,SAR,2026-09-15',
  'Riyadh,SA,meal_inexpensive,40,SAR,2031-09-15',
  'Riyadh,SA,milk_1l,4000,SAR,2026-09-15',
  'Riyadh,SA,milk_1l,7,XXX,2026-09-15',
].join('\n');

async function riyadh() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/exchange/market-data',
    payload: { country: 'SA', city: 'Riyadh' },
  });
  return Object.values(res.json().data.items).flat() as Array<{
    itemId: string;
    source: string;
    year: number;
    value: number;
    count: number;
  }>;
}

function parse() {
  const view = t.deps.rates!.current();
  return parseImport(file, engine, view.rates, view.asOf, '2026-11-22');
}

test('bad rows are reported by line number and skipped; the rest are imported', () => {
  const { rows, problems } = parse();
  expect(rows.map((r) => r.line)).toEqual([2, 5]);
  expect(problems.map((p) => p.line)).toEqual([3, 4, 6, 7, 8, 9]);
  expect(problems.find((p) => p.line === 3)?.message).toMatch(/unknown item_id/);
  expect(problems.find((p) => p.line === 8)?.message).toMatch(/plausible range/);
  expect(problems.find((p) => p.line === 9)?.message).toMatch(/unknown currency/);
});

test('a dry run writes nothing; an import makes the figures imported, with their own date, over the model', async () => {
  const { rows } = parse();
  const dry = await applyImport(
    t.deps.database.db,
    rows,
    'ops.csv',
    t.clock.now().toISOString(),
    true,
  );
  expect(dry.map((c) => c.action)).toEqual(['insert', 'insert']);
  expect(await t.deps.database.db.selectFrom('imported_prices').selectAll().execute()).toHaveLength(
    0,
  );
  await applyImport(t.deps.database.db, rows, 'ops.csv', t.clock.now().toISOString(), false);
  // The evidence cache holds a city for a minute: move the clock past it, as a running server would.
  t.clock.advance(61_000);
  const items = await riyadh();
  expect(items.find((i) => i.itemId === 'cappuccino')).toMatchObject({
    source: 'imported',
    year: 2025,
    value: 17.5,
    count: 1,
  });
  expect(items.find((i) => i.itemId === 'rent_1br_centre')).toMatchObject({
    source: 'imported',
    year: 2026,
    value: 5200,
  });
  expect(items.find((i) => i.itemId === 'milk_1l')).toMatchObject({ source: 'model' });
  const again = await applyImport(
    t.deps.database.db,
    rows,
    'ops.csv',
    t.clock.now().toISOString(),
    false,
  );
  expect(again.map((c) => c.action)).toEqual(['unchanged', 'unchanged']);
});

test('the header must be the documented layout', () => {
  const view = t.deps.rates!.current();
  const { rows, problems } = parseImport(
    'town,country,item,price\nRiyadh,SA,cappuccino,1',
    engine,
    view.rates,
    view.asOf,
    '2026-11-22',
  );
  expect(rows).toHaveLength(0);
  expect(problems[0]).toMatchObject({ line: 1, message: expect.stringMatching(/header/) });
});

test('prices:validate on the Big Mac fixture: median error under 25% and a positive rank correlation', () => {
  const parsed = parseObserved(readFileSync('data/sources/big_mac_2026_01.csv', 'utf8'), engine);
  expect(parsed.problems).toEqual([]);
  const result = validate(engine, '2026-11-22', parsed);
  expect(result.rows).toBe(53);
  expect(result.overall).toBeLessThan(0.25);
  expect(result.perCategory).toEqual([expect.objectContaining({ category: 'restaurants', n: 53 })]);
  expect(result.rankCorrelation).toBeGreaterThan(0.5);
});

test('prices:validate reads the city layout and reports each category', () => {
  const csv =
    'city,country_code,item_id,price_usd\nZurich,CH,cappuccino,6\nZurich,CH,rent_1br_centre,3000\nBangkok,TH,cappuccino,2.2\nBangkok,TH,rent_1br_centre,600\nNowhere,TH,cappuccino,2';
  const parsed = parseObserved(csv, engine);
  expect(parsed.problems).toEqual([{ line: 6, message: "city 'Nowhere' not found" }]);
  const result = validate(engine, '2026-11-22', parsed);
  expect(result.perCategory.map((c) => c.category)).toEqual(['restaurants', 'rent per month']);
  expect(result.cities).toBe(2);
  expect(result.rankCorrelation).toBe(1);
  expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBe(-1);
});
