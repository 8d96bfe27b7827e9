/**
 * Tourist expenses with daily budgets (docs/product.md §2 "Tourist expenses comparison with daily budgets"; §3
 * "Tourist category: category, items (name, cost)"; §9 "Daily budget tiers: budget uses first
 * accommodation and activity item, mid-range the middle, luxury the last. A day = 1 accommodation,
 * 2 meals, 1 coffee or drink, 2 one-way trips or taxi rides, 1 activity").
 *
 * The engine has no hotel prices, so accommodation is a furnished-let proxy: an apartment's monthly
 * rent / 30 per night, named as such on screen (ADR 084). Taxi rides are the start fee plus 5 km.
 */
import { TOURIST_DAY } from './constants.ts';
import { fromUsd, type UsdRates } from './conversion.ts';
import { findItem, ITEM, usablePrice, type MarketItem, type MarketItems } from './market.ts';

export interface TouristItem {
  name: string;
  costUsd: number;
  /** The engine items behind the figure (for source, year, range). */
  basis: MarketItem[];
}

export interface TouristCategory {
  category: 'Accommodation' | 'Meals' | 'Coffee or drink' | 'Transportation' | 'Activities';
  /** Cheapest first, so the tiers read first / middle / last. */
  items: TouristItem[];
}

const NIGHTS_PER_MONTH = 30;

/**
 * Fast food is the budget meal only where it is the cheaper one. Where an inexpensive restaurant costs
 * less (Cusco), fast food would become the mid-range day's meal, dearer than the budget day's restaurant
 * and no better a meal (issue 34 item 7): it is left out, so budget and mid-range eat at the inexpensive
 * restaurant and luxury at the mid-range one.
 */
function cheapMealsFirst([
  fastFood,
  inexpensive,
  midRange,
]: Array<TouristItem | null>): Array<TouristItem | null> {
  const dearer = fastFood && inexpensive && fastFood.costUsd > inexpensive.costUsd;
  return [dearer ? null : (fastFood ?? null), inexpensive ?? null, midRange ?? null];
}
const TAXI_RIDE_KM = 5;

function derived(
  items: MarketItems,
  name: string,
  parts: Array<[string, number]>,
): TouristItem | null {
  const basis: MarketItem[] = [];
  let cost = 0;
  for (const [itemName, factor] of parts) {
    const item = findItem(items, itemName);
    const usd = usablePrice(item);
    if (item === null || usd === null) return null;
    basis.push(item);
    cost += usd * factor;
  }
  return { name, costUsd: cost, basis };
}

/**
 * The city's tourist categories from the engine's items; categories the city cannot price are empty.
 *
 * @example
 * touristCategories(items)[0]; // { category: 'Accommodation', items: [{ name: 'Apartment 1 bedroom ...', costUsd: 31.2 }, ...] }
 */
export function touristCategories(items: MarketItems | null): TouristCategory[] {
  if (!items) return [];
  const make = (
    category: TouristCategory['category'],
    list: Array<TouristItem | null>,
  ): TouristCategory => ({
    category,
    items: list.filter((i): i is TouristItem => i !== null).sort((a, b) => a.costUsd - b.costUsd),
  });
  const night = 1 / NIGHTS_PER_MONTH;
  return [
    make('Accommodation', [
      derived(items, 'Apartment 1 bedroom outside centre, per night (monthly rent / 30)', [
        [ITEM.rent1brOutside, night],
      ]),
      derived(items, 'Apartment 1 bedroom in the centre, per night (monthly rent / 30)', [
        [ITEM.rent1brCentre, night],
      ]),
      derived(items, 'Apartment 3 bedrooms in the centre, per night (monthly rent / 30)', [
        [ITEM.rent3brCentre, night],
      ]),
    ]),
    make(
      'Meals',
      cheapMealsFirst([
        derived(items, ITEM.fastFood, [[ITEM.fastFood, 1]]),
        derived(items, ITEM.mealInexpensive, [[ITEM.mealInexpensive, 1]]),
        derived(items, 'Mid-range restaurant, three courses, per person', [[ITEM.mealForTwo, 0.5]]),
      ]),
    ),
    make('Coffee or drink', [
      derived(items, ITEM.softDrink, [[ITEM.softDrink, 1]]),
      derived(items, ITEM.cappuccino, [[ITEM.cappuccino, 1]]),
      derived(items, ITEM.beerDraught, [[ITEM.beerDraught, 1]]),
    ]),
    make('Transportation', [
      derived(items, ITEM.transitTicket, [[ITEM.transitTicket, 1]]),
      derived(items, `Taxi ride, ${TAXI_RIDE_KM} km (start + ${TAXI_RIDE_KM} x per km)`, [
        [ITEM.taxiStart, 1],
        [ITEM.taxiKm, TAXI_RIDE_KM],
      ]),
    ]),
    make('Activities', [
      derived(items, ITEM.cinema, [[ITEM.cinema, 1]]),
      derived(items, ITEM.tennis, [[ITEM.tennis, 1]]),
    ]),
  ];
}

export type Tier = 'budget' | 'mid-range' | 'luxury';
export const TIERS: readonly Tier[] = ['budget', 'mid-range', 'luxury'];

/**
 * The item a tier picks from a category: first, middle or last (docs/product.md §9). docs/product.md states the rule for
 * accommodation and activity; it is applied to every category so a luxury day does not eat fast food.
 *
 * @example
 * pickForTier(['a', 'b', 'c'], 'mid-range'); // 'b'
 */
export function pickForTier<T>(list: readonly T[], tier: Tier): T | null {
  if (list.length === 0) return null;
  const index =
    tier === 'budget' ? 0 : tier === 'luxury' ? list.length - 1 : Math.floor((list.length - 1) / 2);
  return list[index] ?? null;
}

const DAY_COUNTS: Readonly<Record<TouristCategory['category'], number>> = {
  Accommodation: TOURIST_DAY.accommodation,
  Meals: TOURIST_DAY.meals,
  'Coffee or drink': TOURIST_DAY.coffee,
  Transportation: TOURIST_DAY.trips,
  Activities: TOURIST_DAY.activity,
};

export interface DailyBudget {
  tier: Tier;
  /** Cost of one day in the display currency; null when a category cannot be priced. */
  total: number | null;
  lines: Array<{ category: TouristCategory['category']; item: TouristItem; count: number }>;
}

/**
 * One day at a tier: 1 accommodation, 2 meals, 1 coffee or drink, 2 trips, 1 activity (docs/product.md §9).
 *
 * @example
 * dailyBudget(touristCategories(items), 'budget', rates, 'THB').total; // e.g. 2140.5
 */
export function dailyBudget(
  categories: readonly TouristCategory[],
  tier: Tier,
  rates: UsdRates,
  currency: string,
): DailyBudget {
  const lines: DailyBudget['lines'] = [];
  let usd = 0;
  let complete = categories.length === 5;
  for (const c of categories) {
    const item = pickForTier(c.items, tier);
    if (!item) {
      complete = false;
      continue;
    }
    const count = DAY_COUNTS[c.category];
    lines.push({ category: c.category, item, count });
    usd += item.costUsd * count;
  }
  return { tier, total: complete ? fromUsd(usd, rates, currency) : null, lines };
}
