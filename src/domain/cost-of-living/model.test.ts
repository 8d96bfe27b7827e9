import fc from 'fast-check';
import { expect, test } from 'vitest';
import { buildColFacts } from '../../../scripts/data/col/build-col-model.ts';
import { bigMacErrors, median } from './big-mac-check.ts';
import { CATALOGUE, itemIndex } from './catalogue.ts';
import { CATEGORY_KEYS } from './categories.ts';
import { createModelContext, estimateCountry, modelPrice } from './model.ts';
import { estimateWorld } from './world.ts';

const facts = buildColFacts();
const WHEN = 2026.9;
const world = estimateWorld(facts, WHEN, ['VGB', 'MCO'], () => 'Test region');

test('the catalogue has the 55 items of us_base_prices.csv in the spec category keys', () => {
  expect(CATALOGUE).toHaveLength(55);
  expect(new Set(CATALOGUE.map((i) => i.category))).toEqual(new Set(CATEGORY_KEYS));
  for (const item of CATALOGUE) {
    if (item.kind === 'price') expect(item.elasticity).toBeGreaterThanOrEqual(0.3);
    expect(item.elasticity).toBeLessThanOrEqual(1);
  }
});

test('the US figures are the US base prices carried forward by CPI-U only', () => {
  const us = world.get('USA')!;
  const meal = itemIndex('meal_inexpensive');
  // 2024 -> late 2026 at BLS CPI-U: more than the base, by less than 10%.
  expect(us.usd[meal]).toBeGreaterThan(20);
  expect(us.usd[meal]).toBeLessThan(22);
  expect(us.basis).toBe('icp-categories');
});

test('monotonicity: a higher category price level gives a higher price in that category, all else equal', () => {
  const ctx = createModelContext(facts, WHEN);
  const deu = facts.countries.DEU!;
  fc.assert(
    fc.property(
      fc.constantFrom(...CATALOGUE.filter((i) => i.kind === 'price')),
      fc.double({ min: 10, max: 300, noNaN: true }),
      fc.double({ min: 1.01, max: 3, noNaN: true }),
      (item, level, bump) => {
        const low = estimateCountry(ctx, { ...deu, icp: { ...deu.icp, [item.icp]: level } })!;
        const high = estimateCountry(ctx, {
          ...deu,
          icp: { ...deu.icp, [item.icp]: level * bump },
        })!;
        const i = itemIndex(item.id);
        expect(high.usd[i]).toBeGreaterThan(low.usd[i]!);
        // Items driven by other headings do not move.
        CATALOGUE.forEach((other, j) => {
          if (other.icp !== item.icp && other.kind === 'price')
            expect(high.usd[j]).toBe(low.usd[j]);
        });
      },
    ),
  );
  expect(modelPrice(10, 50, 0.5)).toBeCloseTo(10 * Math.sqrt(0.5));
});

test('every modelled country has 55 positive finite figures and a positive range', () => {
  for (const estimate of world.values()) {
    for (let i = 0; i < CATALOGUE.length; i++) {
      expect(
        Number.isFinite(estimate.usd[i]) && estimate.usd[i]! > 0,
        `${estimate.iso3} ${CATALOGUE[i]!.id}`,
      ).toBe(true);
      expect(estimate.width[i]).toBeGreaterThan(0);
    }
  }
});

test('a country without ICP categories falls back to its overall price level with a wider range', () => {
  const afg = world.get('AFG')!;
  expect(afg.basis).toBe('overall-price-level');
  const i = itemIndex('milk_1l');
  expect(afg.width[i]).toBeGreaterThan(world.get('PAK')!.width[i]!);
});

test('a country with no usable facts gets a flagged regional estimate with the widest range', () => {
  const mco = world.get('MCO')!;
  expect(mco.basis).toBe('regional-estimate');
  expect(mco.width[0]).toBeGreaterThan(world.get('DEU')!.width[0]!);
});

test('countries without a wage row get a GNI-calibrated salary estimate', () => {
  const e = world.get('FRA')!;
  expect(e.wageBasis).toBe('oecd');
  const noWage = [...world.values()].find((c) => c.wageBasis === 'gni-estimate');
  expect(noWage).toBeDefined();
});

test('the combo-meal estimate predicts the Big Mac within a median absolute error of 25%', () => {
  const errors = bigMacErrors(world, facts.bigMac);
  expect(errors.length).toBeGreaterThanOrEqual(50);
  const mdape = median(errors.map((e) => Math.abs(e.error)));
  expect(mdape).toBeLessThan(0.25);
});
