import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import { loadEmbeddedSnapshot } from '../../../src/server/features/exchange/providers/embedded.provider.ts';
import { createColEngine } from '../../../src/server/features/prices/col-engine.ts';
import { currencyOf, shownValue } from '../../../src/server/features/prices/market-data.service.ts';

// Issue 30, ADRs 164 and 165: figures set by a publisher are shown as published, with their year, from the
// committed data (data/built), through the same engine and conversion the market-data answer uses.
const engine = createColEngine();
const snapshot = loadEmbeddedSnapshot();
const index = (id: string) => CATALOGUE.findIndex((item) => item.id === id);
const ISO2: Record<string, string> = {};
for (const c of engine.reference.countryByIso2.values()) ISO2[c.iso3] = c.iso2;

function figuresOf(iso3: string, name: string) {
  const country = engine.reference.countryByIso2.get(ISO2[iso3]!)!;
  const city = engine.findCity(name, country);
  if (!city) throw new Error(`${name}, ${iso3} is not a reference city`);
  return { country, figures: engine.modelFigures(city, snapshot.asOf) };
}

const fares = csvRecords(readFileSync('data/sources/observed/transit_fares_gtfs.csv', 'utf8')).map(
  (r) => r.record,
);

test('every published fare and pass is what its city shows, labelled published with its year', () => {
  expect(fares.length).toBeGreaterThanOrEqual(14);
  expect(new Set(fares.map((r) => r.iso3)).size).toBeGreaterThanOrEqual(12);
  for (const row of fares) {
    const { country, figures } = figuresOf(row.iso3!, row.city!);
    const f = figures[index(row.item_id!)]!;
    const currency = currencyOf(country, snapshot.rates);
    const label = `${row.city} ${row.item_id}`;
    expect(f.source, label).toBe('published');
    expect(f.year, label).toBe(Number(row.period!.slice(0, 4)));
    expect(currency, label).toBe(row.currency);
    expect(shownValue(f, currency, snapshot.rates[currency]!), label).toBe(Number(row.price));
  }
});

test('a city that publishes a fare and no pass shows a pass derived from its fare, not a published one', () => {
  const passBase = engine.facts.usBase[index('transit_monthly_pass')]!.usd;
  const fareBase = engine.facts.usBase[index('transit_one_way')]!.usd;
  const withPass = new Set(
    fares.filter((r) => r.item_id === 'transit_monthly_pass').map((r) => r.city),
  );
  const fareOnly = fares.filter((r) => r.item_id === 'transit_one_way' && !withPass.has(r.city));
  expect(fareOnly.length).toBeGreaterThanOrEqual(10);
  for (const row of fareOnly) {
    const { figures } = figuresOf(row.iso3!, row.city!);
    const pass = figures[index('transit_monthly_pass')]!;
    const fare = figures[index('transit_one_way')]!;
    expect(pass.source, row.city).toBe('model');
    expect(pass.count, row.city).toBe(0);
    // The pass follows the fare (tariffs.ts): the US bases' ratio of pass to fare, here 100 / 2.50.
    expect(pass.usd / fare.usd, row.city).toBeCloseTo(passBase / fareBase, 6);
  }
});

test('the mortgage rate differs by country: the WDI lending rate where recent, visibly the US figure elsewhere', () => {
  const lending = csvRecords(
    readFileSync('data/sources/observed/wdi_lending_rate.csv', 'utf8'),
  ).map((r) => r.record);
  const latest = (iso3: string) =>
    lending.filter((r) => r.iso3 === iso3).sort((a, b) => Number(b.year) - Number(a.year))[0]!;
  const rate = index('mortgage_rate_20y_fixed_pct');
  const usBase = engine.facts.usBase[rate]!.usd;
  for (const [iso3, city] of [
    ['MEX', 'Mexico City'],
    ['GEO', 'Tbilisi'],
    ['KEN', 'Nairobi'],
    ['IDN', 'Jakarta'],
  ] as const) {
    const f = figuresOf(iso3, city).figures[rate]!;
    expect(f.source, city).toBe('published');
    expect(f.usd, city).toBe(Number(latest(iso3).lending_rate_pct));
    expect(f.year, city).toBe(Number(latest(iso3).year));
  }
  // No recent WDI rate (Germany), or the US's own mortgage statistic: the model figure, labelled so.
  for (const [iso3, city] of [
    ['DEU', 'Berlin'],
    ['USA', 'New York City'],
  ] as const) {
    const f = figuresOf(iso3, city).figures[rate]!;
    expect(f.source, city).toBe('model');
    expect(f.usd, city).toBe(usBase);
  }
  const shown = new Set(
    ['MEX', 'GEO', 'KEN', 'IDN', 'USA'].map(
      (iso3) =>
        figuresOf(iso3, engine.reference.countryByIso2.get(ISO2[iso3]!)!.capital!).figures[rate]!
          .usd,
    ),
  );
  expect(shown.size).toBe(5);
});
