import { expect, test } from 'vitest';
import type { Observation } from './observation.ts';
import { priorParams } from './params.ts';
import { fareEffectForPass, passFollowsFare, publishedTariff } from './tariffs.ts';

test('the pass follows the fare once enough countries publish fares, and not before', () => {
  const params = priorParams();
  params.items.transit_one_way = { delta: 0.15, beta: 0.75, gamma: 0.36, countries: 12, n: 13 };
  passFollowsFare(params, 10);
  expect(params.items.transit_monthly_pass).toEqual({
    delta: 0.15,
    beta: 0.75,
    gamma: 0.36,
    countries: 12,
    n: 0,
    follows: 'transit_one_way',
  });

  const early = priorParams();
  early.items.transit_one_way = { delta: 0.1, beta: 0.8, gamma: 0.3, countries: 9, n: 9 };
  passFollowsFare(early, 10);
  expect(early.items.transit_monthly_pass).toEqual(priorParams().items.transit_monthly_pass);

  // A pass fitted on its own tariffs keeps its own fit.
  const own = priorParams();
  own.items.transit_one_way = { delta: 0.1, beta: 0.8, gamma: 0.3, countries: 12, n: 12 };
  own.items.transit_monthly_pass = { delta: -0.2, beta: 0.6, gamma: 0.2, countries: 10, n: 10 };
  passFollowsFare(own, 10);
  expect(own.items.transit_monthly_pass.delta).toBe(-0.2);
});

test('a city with a published fare and no published pass moves its pass by the fare, marked derived', () => {
  const effects = fareEffectForPass({
    rio: { transit_one_way: { effect: -0.4, n: 1, year: 2025 } },
    barcelona: {
      transit_one_way: { effect: 0.1, n: 1, year: 2026 },
      transit_monthly_pass: { effect: -1.2, n: 1, year: 2026 },
    },
    paris: { 'rent per month': { effect: 0.3, n: 4 } },
  });
  // Derived: the fare's effect, no observation of a pass, no year of a published pass.
  expect(effects.rio!.transit_monthly_pass).toEqual({
    effect: -0.4,
    n: 0,
    derivedFrom: 'transit_one_way',
  });
  // A published pass is never overwritten by the fare; a city without a fare gets no pass effect.
  expect(effects.barcelona!.transit_monthly_pass!.effect).toBe(-1.2);
  expect(effects.paris!.transit_monthly_pass).toBeUndefined();
});

test('a published tariff keeps the year and own price of its newest row', () => {
  const obs = (year: number, price: number) =>
    ({ year, local: { price, currency: 'BRL' } }) as Observation;
  expect(publishedTariff([obs(2024, 4.3), obs(2025, 4.7)])).toEqual({
    year: 2025,
    local: { price: 4.7, currency: 'BRL' },
  });
  expect(publishedTariff([{} as Observation])).toEqual({});
});
