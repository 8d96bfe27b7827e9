import { CATEGORY_KEYS, type CategoryKey } from './categories.ts';
import { CATALOGUE, itemIndex } from './catalogue.ts';

/**
 * City indices on one reference: the US average = 100 (method §9). Each category index is 100 x the
 * geometric mean of the city's price relatives to the US-average prices of the same items. The
 * cost-of-living index (rent excluded) weights categories by rounded BLS CPI-U relative importances
 * (December 2023: food at home ~8, food away from home ~5.5, transportation ~16, household energy and
 * water ~4.5, recreation ~5.5, apparel ~2.5); "plus rent" adds shelter ~35.
 */
export const COL_WEIGHTS: Partial<Record<CategoryKey, number>> = {
  markets: 8,
  restaurants: 5.5,
  transportation: 16,
  'utilities (monthly)': 4.5,
  'sports and leisure': 5.5,
  'clothing and shoes': 2.5,
};
export const RENT_WEIGHT = 35;

export interface CityIndices {
  costOfLivingIndex: number;
  rentIndex: number;
  costOfLivingPlusRentIndex: number;
  groceriesIndex: number;
  restaurantIndex: number;
  localPurchasingPowerIndex: number;
}

const PRICE_ITEMS_BY_CATEGORY = new Map<CategoryKey, number[]>(
  CATEGORY_KEYS.map((k) => [
    k,
    CATALOGUE.flatMap((item, i) => (item.category === k && item.kind === 'price' ? [i] : [])),
  ]),
);

/**
 * Category index: 100 x geometric mean of usd[i] / reference[i] over the category's price items.
 * @example categoryIndex('markets', refPrices.map((p) => p / 2), refPrices) // 50
 */
export function categoryIndex(
  category: CategoryKey,
  usd: ArrayLike<number>,
  reference: ArrayLike<number>,
): number {
  const items = PRICE_ITEMS_BY_CATEGORY.get(category) ?? [];
  if (items.length === 0) return 100;
  let sum = 0;
  for (const i of items) sum += Math.log((usd[i] as number) / (reference[i] as number));
  return 100 * Math.exp(sum / items.length);
}

function weighted(parts: Array<[number, number]>): number {
  const total = parts.reduce((a, [, w]) => a + w, 0);
  return Math.exp(parts.reduce((a, [index, w]) => a + w * Math.log(index), 0) / total);
}

/**
 * Every index of a city from its US$ figures and the reference (US average) figures.
 * @example cityIndices(usAverage, usAverage).costOfLivingIndex // 100
 */
export function cityIndices(usd: ArrayLike<number>, reference: ArrayLike<number>): CityIndices {
  const col = Object.entries(COL_WEIGHTS).map(
    ([k, w]) => [categoryIndex(k as CategoryKey, usd, reference), w] as [number, number],
  );
  const rentIndex = categoryIndex('rent per month', usd, reference);
  const costOfLivingIndex = weighted(col);
  const costOfLivingPlusRentIndex = weighted([...col, [rentIndex, RENT_WEIGHT]]);
  const salary = itemIndex('avg_monthly_net_salary');
  const wageRelative = (usd[salary] as number) / (reference[salary] as number);
  return {
    costOfLivingIndex,
    rentIndex,
    costOfLivingPlusRentIndex,
    groceriesIndex: categoryIndex('markets', usd, reference),
    restaurantIndex: categoryIndex('restaurants', usd, reference),
    // What the local net salary buys, relative to the US average salary in the US average city.
    localPurchasingPowerIndex: (100 * wageRelative) / (costOfLivingPlusRentIndex / 100),
  };
}

/**
 * Cost-of-living ratio from one city to another (docs/product.md §9 "Adjusted rate = exchange rate x cost-of-living
 * ratio"): the destination's cost-of-living-plus-rent index over the origin's.
 * @example colRatio(120, 60) // 0.5
 */
export function colRatio(fromIndex: number, toIndex: number): number {
  return toIndex / fromIndex;
}
