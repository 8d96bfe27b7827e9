import { expect, test } from 'vitest';
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import { loadEmbeddedSnapshot } from '../exchange/providers/embedded.provider.ts';
import type { RatesView } from '../exchange/rate.service.ts';
import { createColEngine } from './col-engine.ts';
import {
  currencyOf,
  marketDataAnswer,
  marketDataBytes,
  resolveCity,
} from './market-data.service.ts';

// Acceptance (issue 4): every city and every country average gets 55 positive finite figures with
// low <= value <= high, in the country's currency, and US$ values that do not depend on the rates.
const engine = createColEngine();
const snapshot = loadEmbeddedSnapshot();
const view: RatesView = {
  base: 'USD',
  asOf: snapshot.asOf,
  fetchedAt: snapshot.fetchedAt,
  stale: true,
  source: 'embedded',
  rates: snapshot.rates,
};
// The same date with every rate doubled: local values must double, US$ values must not move.
const doubled: RatesView = {
  ...view,
  rates: Object.fromEntries(Object.entries(view.rates).map(([c, r]) => [c, r * 2])),
};

interface Item {
  itemId: string;
  value: number;
  valueInUSD: number;
  currency: string;
  low: number;
  high: number;
  count: number;
  source: string;
}

test(
  'every city and every country average has 55 sound figures in its country currency',
  { timeout: 300_000 },
  () => {
    const cities = engine.reference.cities;
    expect(cities.length).toBeGreaterThan(50_000);
    let averages = 0;
    for (const city of cities) {
      const country = engine.reference.countryByIso2.get(city.countryCode)!;
      if (city.isCountryAverage) averages++;
      const resolved = { city, country };
      const basis = engine.estimateOf(country, view.asOf).basis;
      const figures = engine.modelFigures(city, view.asOf);
      // Every city's answer passes the shared contract (marketDataBytes checks it).
      const a = JSON.parse(
        marketDataBytes(marketDataAnswer(resolved, figures, view, basis)).toString('utf8'),
      ).data;
      const b = marketDataAnswer(resolved, figures, doubled, basis).data;
      const itemsA = Object.values(a.items).flat() as Item[];
      const itemsB = Object.values(b.items).flat() as Item[];
      const where = `${city.name} (${city.id}, ${country.iso3})`;
      expect(itemsA, where).toHaveLength(CATALOGUE.length);
      expect(a.currency, where).toBe(currencyOf(country, view.rates));
      if (country.currencies[0] && view.rates[country.currencies[0]] !== undefined)
        expect(a.currency, where).toBe(country.currencies[0]);
      itemsA.forEach((item, i) => {
        const other = itemsB[i]!;
        const ok =
          Number.isFinite(item.value) &&
          item.value > 0 &&
          item.valueInUSD > 0 &&
          item.low <= item.value &&
          item.value <= item.high &&
          item.currency === a.currency &&
          (item.itemId === 'mortgage_rate_20y_fixed_pct' ||
            // A tariff published in the city's currency reads as published whatever the rates
            // (ADR 164): its value holds and its US$ value halves when the rates double.
            (item.source === 'published'
              ? other.value === item.value &&
                Math.abs(item.valueInUSD / other.valueInUSD - 2) < 1e-4
              : other.valueInUSD === item.valueInUSD &&
                Math.abs(other.value / item.value - 2) < 1e-4));
        if (!ok)
          expect.fail(
            `${where} ${item.itemId}: ${JSON.stringify(item)} vs ${JSON.stringify(other)}`,
          );
      });
    }
    expect(averages).toBeGreaterThan(200);
  },
);

test('every country average and every capital can be found by its name, as the spec call sends it', () => {
  for (const city of engine.reference.cities) {
    if (!city.isCountryAverage && !city.isCapital) continue;
    const country = engine.reference.countryByIso2.get(city.countryCode)!;
    const resolved = resolveCity(engine, country.name, city.name);
    expect(resolved.country.iso2, city.name).toBe(country.iso2);
    if (city.isCountryAverage) expect(resolved.city.id).toBe(city.id);
  }
});
