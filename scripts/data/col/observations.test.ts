import { expect, test } from 'vitest';
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import { buildColFacts } from './build-col-model.ts';
import { US_STATISTIC_SCALE, usBaseObservations } from './observations.ts';

test('the US base statistics are observations of the US at the base price; estimates and rents are not', () => {
  const facts = buildColFacts();
  const obs = usBaseObservations(facts);
  const ids = new Set(obs.map((o) => o.concept));
  // BLS average prices are statistics; the restaurant meal is a reasoned estimate; rents are HUD's.
  expect(ids.has('milk_1l')).toBe(true);
  expect(ids.has('gasoline_1l')).toBe(true);
  expect(ids.has('meal_inexpensive')).toBe(false);
  expect(ids.has('rent_1br_outside')).toBe(false);
  for (const o of obs) {
    expect(o).toMatchObject({ iso3: 'USA', logRatio: 0, scale: US_STATISTIC_SCALE });
    const i = CATALOGUE.findIndex((item) => item.id === o.concept);
    expect(facts.usBase[i]!.estimate).toBe(false);
  }
});
