import fc from 'fast-check';
import { expect, test } from 'vitest';
import { fixtureItems, FIXTURE_RATES } from './compare.testkit.ts';
import { comprehensiveCategories, comprehensiveView } from './comprehensive.ts';
import { MESSAGES } from './constants.ts';
import { foodBarWidths, foodBasket } from './food.ts';
import {
  lifestyleAreas,
  lifestyleRecommendation,
  lifestyleVerdict,
  personaRows,
} from './lifestyle.ts';
import { CATEGORY, ITEM } from './market.ts';
import { CATEGORY_KEYS } from '../cost-of-living/categories.ts';

const rates = FIXTURE_RATES;
const riyadh = { items: fixtureItems(1, 'SAR', 4), currency: 'SAR' };
const bangkok = { items: fixtureItems(0.5, 'THB', 32), currency: 'THB' };

test('verdicts follow the -15 / -5 / 5 / 15 thresholds', () => {
  expect(lifestyleVerdict(-15.1)).toBe('Much cheaper');
  expect(lifestyleVerdict(-15)).toBe('Cheaper');
  expect(lifestyleVerdict(-5)).toBe('About the same');
  expect(lifestyleVerdict(5)).toBe('About the same');
  expect(lifestyleVerdict(5.1)).toBe('More expensive');
  expect(lifestyleVerdict(15)).toBe('More expensive');
  expect(lifestyleVerdict(15.1)).toBe('Much more expensive');
});

test('recommendations follow the -10 / 10 thresholds', () => {
  expect(lifestyleRecommendation('Housing', -10.5, 'Bangkok')).toBe(
    'Housing is cheaper in Bangkok: room to save.',
  );
  expect(lifestyleRecommendation('Housing', 10.5, 'Bangkok')).toBe(
    'Budget more for housing in Bangkok.',
  );
  expect(lifestyleRecommendation('Housing', 10, 'Bangkok')).toBe(
    'Housing costs a little more in Bangkok: plan as at home.',
  );
  expect(lifestyleRecommendation('Housing', -5.9, 'Bangkok')).toBe(
    'Housing is a little cheaper in Bangkok: plan as at home.',
  );
  expect(lifestyleRecommendation('Housing', 5, 'Bangkok')).toBe(
    'Housing costs about the same: plan as at home.',
  );
});

test('a recommendation never contradicts its verdict (issue 19 §5)', () => {
  fc.assert(
    fc.property(fc.double({ min: -100, max: 300, noNaN: true }), (diff) => {
      const verdict = lifestyleVerdict(diff);
      const text = lifestyleRecommendation('Housing', diff, 'Bangkok');
      expect(text.includes('about the same')).toBe(verdict === 'About the same');
      if (verdict.toLowerCase().includes('cheaper')) expect(text).toMatch(/cheaper/);
      if (verdict.toLowerCase().includes('expensive')) expect(text).toMatch(/more/);
    }),
  );
});

test('food bars: the from bar is 50%, the to bar scales with the difference within +100% / -50%', () => {
  expect(foodBarWidths(0)).toEqual({ from: 50, to: 50 });
  expect(foodBarWidths(-20)).toEqual({ from: 50, to: 40 });
  expect(foodBarWidths(-90)).toEqual({ from: 50, to: 25 });
  expect(foodBarWidths(250)).toEqual({ from: 50, to: 100 });
  expect(foodBarWidths(null)).toEqual({ from: 50, to: 50 });
});

test('the food basket compares grocery items priced in both cities, each in its own currency', () => {
  const basket = foodBasket(riyadh, bangkok, rates)!;
  expect(basket.rows.map((r) => r.name)).toEqual([ITEM.milk, ITEM.bread, ITEM.rice, ITEM.eggs]);
  expect(basket.rows[0]).toMatchObject({
    fromPrice: 4,
    toPrice: 16,
    toPriceInFrom: 2,
    diffPercent: -50,
  });
  expect(basket.total).toMatchObject({
    count: 4,
    fromUsd: 8,
    toUsd: 4,
    fromTotal: 32,
    toTotal: 128,
    diffPercent: -50,
  });
});

test('no grocery data in either city gives no basket', () => {
  expect(
    foodBasket(
      riyadh,
      { ...bangkok, items: fixtureItems(0.5, 'THB', 32, [CATEGORY.markets]) },
      rates,
    ),
  ).toBeNull();
});

test('lifestyle areas carry a verdict and a recommendation; areas missing in a city are left out', () => {
  const noChildcare = { ...bangkok, items: fixtureItems(0.9, 'THB', 32, [CATEGORY.childcare]) };
  const areas = lifestyleAreas(riyadh, noChildcare, rates, 'Bangkok');
  expect(areas.map((a) => a.area)).not.toContain('Childcare');
  expect(areas.find((a) => a.area === 'Housing')).toMatchObject({
    verdict: 'Cheaper',
    recommendation: 'Housing is a little cheaper in Bangkok: plan as at home.',
  });
  expect(areas[0]?.diffPercent).toBeCloseTo(-10, 10);
});

test("persona rows keep only the items the persona's keywords name", () => {
  const names = personaRows('digital_nomad', riyadh, bangkok, rates).map((r) => r.name);
  expect(names).toContain(ITEM.internet);
  expect(names).toContain(ITEM.rent1brCentre);
  expect(names).not.toContain(ITEM.milk);
  expect(personaRows('general', riyadh, bangkok, rates)).toEqual([]);
});

test('comprehensive categories are All plus the sorted union of both cities', () => {
  const a = fixtureItems(1, 'USD', 1, [CATEGORY.childcare, CATEGORY.rent]);
  const b = fixtureItems(1, 'USD', 1, [CATEGORY.markets]);
  const cats = comprehensiveCategories(a, b);
  expect(cats[0]).toBe('All');
  expect(cats.slice(1)).toEqual([...cats.slice(1)].sort());
  expect(cats).toContain('childcare');
  expect(cats).toContain('markets');
});

test('every catalogue category sorts alphabetically, as a collator would order it', () => {
  const item = Object.values(fixtureItems(1))[0]![0]!;
  const every = Object.fromEntries(CATEGORY_KEYS.map((key) => [key, [item]]));
  const cats = comprehensiveCategories(every, null).slice(1);
  expect(cats).toEqual([...CATEGORY_KEYS].sort((a, b) => a.localeCompare(b, 'en-US')));
});

test('a category one city lacks shows the notice; one both have does not', () => {
  const lacking = { items: fixtureItems(1, 'SAR', 4, [CATEGORY.childcare]), currency: 'SAR' };
  const view = comprehensiveView(lacking, bangkok, rates, CATEGORY.childcare);
  expect(view.notice).toBe(MESSAGES.noCategoryItems);
  expect(view.rows.every((r) => r.from === null)).toBe(true);
  expect(comprehensiveView(riyadh, bangkok, rates, CATEGORY.rent)).toMatchObject({ notice: null });
  expect(comprehensiveView(riyadh, bangkok, rates, 'All').rows).toHaveLength(29);
  expect(comprehensiveView(riyadh, bangkok, rates, 'nonsense').rows).toHaveLength(29);
});

test('new-car prices stay out of the transportation total: they are purchases, not running costs', () => {
  const withCars = (factor: number, currency: string, perUsd: number) => {
    const items = fixtureItems(factor, currency, perUsd);
    const car = {
      itemName: 'Volkswagen Golf 1.4 90 KW Trendline (Or Equivalent New Car)',
      itemCategory: CATEGORY.transportation,
      value: 23000 * perUsd * factor * 3,
      valueInUSD: 23000 * factor * 3,
      currency,
    };
    return {
      ...items,
      [CATEGORY.transportation]: [...(items[CATEGORY.transportation] ?? []), car],
    };
  };
  const areas = lifestyleAreas(
    { items: withCars(1, 'SAR', 4), currency: 'SAR' },
    { items: withCars(0.5, 'THB', 32), currency: 'THB' },
    rates,
    'Bangkok',
  );
  const transport = areas.find((a) => a.area === 'Transportation');
  expect(transport?.rows.some((r) => r.name.includes('New Car'))).toBe(false);
  expect(transport?.total.fromUsd).toBe(2.5 + 100 + 3.5 + 1.5 + 1);
});
