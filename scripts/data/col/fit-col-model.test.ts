import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { MIN_INTERVAL_COUNTRIES } from '#domain/cost-of-living/held-out.ts';
import { median, withinCountryRanks } from '#domain/cost-of-living/within-country.ts';
import { paramsJson, validationJson } from './fit-col-model.ts';
import { baselineJson, regressions, type Baseline } from './validation-baseline.ts';
import { runValidation } from './validation-run.ts';

const run = runValidation();

test('the committed parameters and validation table are what the fit makes from the committed evidence', () => {
  expect(readFileSync('data/built/col-params.json', 'utf8')).toBe(paramsJson(run.params));
  expect(readFileSync('data/built/col-validation.json', 'utf8')).toBe(validationJson(run));
});

// The held-out thresholds documented in docs/methods/cost-of-living.md §10. They guard against the model
// getting worse; where they are looser than issue 12's targets, the method says which targets are not met.
// A category's own bias and coverage are checked once held-out errors from MIN_INTERVAL_COUNTRIES
// countries set its interval (fewer: the prior interval stands and the methods page calls it untested);
// with under five countries a dozen observations make the coverage, so one miss moves it by ten points.
test('held-out errors, biases and coverage stay within the documented thresholds', () => {
  const { categories, overall } = run.table;
  expect(overall.all!.medianAbsError).toBeLessThanOrEqual(0.2);
  expect(overall.all!.coverage).toBeGreaterThanOrEqual(0.7);
  expect(overall.all!.coverage).toBeLessThanOrEqual(0.9);
  expect(categories.restaurants!.all!.medianAbsError).toBeLessThanOrEqual(0.2);
  expect(categories.markets!.all!.medianAbsError).toBeLessThanOrEqual(0.32);
  expect(categories['rent per month']!.all!.medianAbsError).toBeLessThanOrEqual(0.25);
  for (const [key, cells] of Object.entries(categories)) {
    const all = cells.all!;
    if (all.countries < MIN_INTERVAL_COUNTRIES) continue;
    expect(all.medianBias, key).toBeGreaterThanOrEqual(0.85);
    expect(all.medianBias, key).toBeLessThanOrEqual(1.15);
    expect(all.coverage, key).toBeGreaterThanOrEqual(all.countries >= 5 ? 0.65 : 0.5);
    expect(all.coverage, key).toBeLessThanOrEqual(1);
  }
  // Groceries in every income group with three or more countries (ADR 115: the low-income cell rested on
  // one country and read 0.47 before).
  for (const group of ['high', 'upper-middle', 'lower-middle', 'low'] as const) {
    const cell = categories.markets![group];
    if (!cell || cell.countries < MIN_INTERVAL_COUNTRIES) continue;
    expect(cell.medianBias, `markets ${group}`).toBeGreaterThanOrEqual(0.85);
    expect(cell.medianBias, `markets ${group}`).toBeLessThanOrEqual(1.15);
  }
  expect(categories.markets!.low!.countries).toBeGreaterThanOrEqual(5);
  // Petrol from published taxes (ADR 118): the high-income transportation cell (the US and the UK's
  // petrol) read 0.67 when fuel duty was not modelled.
  const transportHigh = categories.transportation!.high!;
  expect(transportHigh.medianBias).toBeGreaterThanOrEqual(0.85);
  expect(transportHigh.medianBias).toBeLessThanOrEqual(1.15);
  // The largest city's rent premium is fitted on the evidence, not left at its prior (ADR 118); since
  // ADR 168 the metropolitan market size carries it (the largest-place mark alone fits near 0).
  expect(run.params.city['rent per month'].metro!).toBeGreaterThan(0.15);
  // The categories with most evidence are checked whatever happens to the rule above.
  for (const key of ['restaurants', 'markets', 'rent per month'])
    expect(categories[key]!.all!.countries, key).toBeGreaterThanOrEqual(MIN_INTERVAL_COUNTRIES);
});

test('every country is scored by a fit that never saw it', () => {
  const countries = new Set(run.heldOut.map((h) => h.obs.iso3));
  expect(countries.size).toBeGreaterThanOrEqual(50);
  expect(run.heldOut.length).toBe(run.params.observations);
});

// Issue 30: every per-item and per-category cell, by income group, holds the committed bar
// (scripts/data/col/validation-baseline.json; `npm run prices:validate` lists any cell that does not).
test('no held-out cell, per item or per category and income group, reads worse than its bar', () => {
  const bar = JSON.parse(
    readFileSync('scripts/data/col/validation-baseline.json', 'utf8'),
  ) as Baseline;
  expect(Object.keys(bar).filter((k) => k.startsWith('item:')).length).toBeGreaterThanOrEqual(20);
  expect(regressions(run, bar)).toEqual([]);
});

test('the bar catches a cell that got worse, lost countries or went', () => {
  const bar = JSON.parse(baselineJson(run)) as Baseline;
  expect(regressions(run, bar)).toEqual([]);
  const rice = bar['item:rice_1kg']!.all!;
  const worse: Baseline = {
    ...bar,
    'item:rice_1kg': { all: { ...rice, medianAbsError: rice.medianAbsError / 2 } },
    'item:eggs_12': { all: { ...bar['item:eggs_12']!.all!, countries: 99 } },
    'item:taxi_start': { all: { countries: 1, medianAbsError: 0.1 } },
  };
  expect(regressions(run, worse)).toHaveLength(3);
});

// ADR 147: the place's own income level orders the places inside a country. Held out by country (the
// country's own rents never seen, its places' own evidence unused), the rank correlation of German
// Zensus rents went from 0.31 (size, capital, largest place only) to 0.61, England's ONS rents from 0.08
// to 0.15, Portugal's INE rents from 0.06 to 0.12; the US HUD areas moved from 0.41 to 0.37 (179 of its
// metros are in the regional table).
//
// ADR 168: the metropolitan market size (the people within commuting reach, the place included) took the
// median over the rent and sale datasets from 0.22 to 0.33: France's Carte des loyers from -0.10 to 0.24, England's ONS
// rents from 0.15 to 0.32, Portugal's INE rents from 0.12 to 0.37, Ontario's CMHC rents from 0.45 to
// 0.53; Germany's Zensus rents fell from 0.62 to 0.53 (the Ruhr's neighbouring cities are a large market
// with low rents), and its bar with them.
test('within a country, the held-out model orders rents by the places’ own income level', () => {
  // Rents and sale prices, as `npm run prices:validate` prints them (WFP's market towns are food).
  const ranks = withinCountryRanks(run.heldOut).filter((r) => !r.group.includes('wfp'));
  const rho = new Map(ranks.map((r) => [r.group, r.rho]));
  expect(rho.get('DEU rent_1br_all zensus-de-rents-2022')!).toBeGreaterThanOrEqual(0.5);
  expect(rho.get('GBR rent_1br_all ons-pipr-2026-04')!).toBeGreaterThanOrEqual(0.28);
  expect(rho.get('FRA rent_1br_all anil-fr-rents-2023')!).toBeGreaterThanOrEqual(0.2);
  expect(rho.get('PRT rent_1br_all ine-pt-rents-2024h2')!).toBeGreaterThanOrEqual(0.32);
  expect(rho.get('USA rent_1br_all hud-fmr-fy2025')!).toBeGreaterThanOrEqual(0.34);
  expect(median(ranks.map((r) => r.rho))).toBeGreaterThanOrEqual(0.32);
  // Fitted on the evidence, not left at its prior.
  expect(run.params.localIncome.n).toBeGreaterThan(500);
  expect(run.params.localIncome.elasticity).toBeGreaterThan(0.3);
  expect(run.params.localIncome.elasticity).toBeLessThan(0.8);
});
