import { expect, test } from 'vitest';
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import { createColEngine } from './col-engine.ts';

// Issue 12: a comparison between two cities reflects each item's own evidence, so the Food Basket no
// longer shows every grocery at one of a handful of repeated percentages.
const engine = createColEngine();
const asOf = engine.reference.meta.rateSnapshotDate;
const markets = CATALOGUE.map((item, i) => ({ item, i })).filter(
  ({ item }) => item.category === 'markets',
);

function city(name: string, iso2: string) {
  const found = engine.findCity(name, engine.reference.countryByIso2.get(iso2)!);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

const PAIRS: Array<[[string, string], [string, string]]> = [
  [
    ['Riyadh', 'SA'],
    ['Bangkok', 'TH'],
  ],
  [
    ['London', 'GB'],
    ['Lisbon', 'PT'],
  ],
  [
    ['New York City', 'US'],
    ['Mexico City', 'MX'],
  ],
  [
    ['Berlin', 'DE'],
    ['Cusco', 'PE'],
  ],
  [
    ['Toronto', 'CA'],
    ['Hanoi', 'VN'],
  ],
  [
    ['Sydney', 'AU'],
    ['Nairobi', 'KE'],
  ],
  // Two low-income countries, both below the market goods' wage bend (ADR 118): with a flat floor their
  // groceries moved only with the food price level (Addis Ababa -> Maputo: 10 distinct percentages, five
  // items at the same one; Kampala -> Dhaka: 11, four).
  [
    ['Kampala', 'UG'],
    ['Dhaka', 'BD'],
  ],
  [
    ['Addis Ababa', 'ET'],
    ['Maputo', 'MZ'],
  ],
  [
    ['Niamey', 'NE'],
    ['Kabul', 'AF'],
  ],
];

test.each(PAIRS)('%s -> %s: grocery items differ by their own percentages', (a, b) => {
  const from = engine.modelFigures(city(...a), asOf);
  const to = engine.modelFigures(city(...b), asOf);
  const percents = markets.map(({ i }) => ((to[i]!.usd / from[i]!.usd - 1) * 100).toFixed(1));
  const distinct = new Set(percents);
  // 19 grocery items: at least 15 distinct percentages (one decimal), and no percentage shared by more
  // than two items.
  expect(distinct.size).toBeGreaterThanOrEqual(15);
  const counts = new Map<string, number>();
  for (const p of percents) counts.set(p, (counts.get(p) ?? 0) + 1);
  expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
});
