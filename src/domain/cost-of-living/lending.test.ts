import { expect, test } from 'vitest';
import { lendingRateFacts, lendingRateOf, MAX_RATE_AGE } from './lending.ts';

test('each country keeps its latest WDI lending rate; unusable rows are skipped', () => {
  const facts = lendingRateFacts([
    { iso3: 'MEX', year: '2024', lending_rate_pct: '11.22' },
    { iso3: 'MEX', year: '2025', lending_rate_pct: '8.786' },
    { iso3: 'MEX', year: '2023', lending_rate_pct: '11.59' },
    { iso3: 'GEO', year: '2025', lending_rate_pct: '' },
    { iso3: 'GEO', year: '2024', lending_rate_pct: '14.94' },
  ]);
  expect(facts).toEqual({ MEX: { pct: 8.786, year: 2025 }, GEO: { pct: 14.94, year: 2024 } });
});

test('a recent rate is shown; an old one, a missing one and the US (its own mortgage statistic) are not', () => {
  const facts = {
    lendingRates: {
      MEX: { pct: 8.786, year: 2025 },
      CHE: { pct: 2.976, year: 2024 },
      USA: { pct: 3.25, year: 2021 },
      ARG: { pct: 50, year: 2026 - MAX_RATE_AGE - 1 },
    },
  };
  expect(lendingRateOf(facts, 'MEX', 2026.9)).toEqual({ pct: 8.786, year: 2025 });
  expect(lendingRateOf(facts, 'CHE', 2026.9)).toEqual({ pct: 2.976, year: 2024 });
  expect(lendingRateOf(facts, 'USA', 2026.9)).toBeNull();
  expect(lendingRateOf(facts, 'ARG', 2026.9)).toBeNull();
  expect(lendingRateOf(facts, 'DEU', 2026.9)).toBeNull();
  expect(lendingRateOf({}, 'MEX', 2026.9)).toBeNull();
});
