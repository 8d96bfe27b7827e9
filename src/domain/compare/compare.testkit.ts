/**
 * Test fixtures for the comparison tests and the bench: hand-made market data with round numbers so
 * expected figures can be worked out by hand. Not data; never shown to users.
 */
import type { MarketItem, MarketItems } from './market.ts';
import { CATEGORY, ITEM } from './market.ts';

/** [category, name, USD price] of the fixture catalogue. */
const CATALOGUE: Array<[string, string, number]> = [
  [CATEGORY.restaurants, ITEM.mealInexpensive, 20],
  [CATEGORY.restaurants, ITEM.mealForTwo, 80],
  [CATEGORY.restaurants, ITEM.fastFood, 10],
  [CATEGORY.restaurants, ITEM.cappuccino, 5],
  [CATEGORY.restaurants, ITEM.softDrink, 2.5],
  [CATEGORY.restaurants, ITEM.beerDraught, 7],
  [CATEGORY.markets, ITEM.milk, 1],
  [CATEGORY.markets, ITEM.bread, 2],
  [CATEGORY.markets, ITEM.rice, 2],
  [CATEGORY.markets, ITEM.eggs, 3],
  [CATEGORY.transportation, ITEM.transitTicket, 2.5],
  [CATEGORY.transportation, ITEM.transitPass, 100],
  [CATEGORY.transportation, ITEM.taxiStart, 3.5],
  [CATEGORY.transportation, ITEM.taxiKm, 1.5],
  [CATEGORY.transportation, ITEM.gasoline, 1],
  [CATEGORY.utilities, ITEM.utilities, 240],
  [CATEGORY.utilities, ITEM.internet, 70],
  [CATEGORY.utilities, ITEM.mobileMinute, 0.1],
  [CATEGORY.leisure, ITEM.fitness, 45],
  [CATEGORY.leisure, ITEM.tennis, 25],
  [CATEGORY.leisure, ITEM.cinema, 10],
  [CATEGORY.childcare, ITEM.preschool, 1100],
  [CATEGORY.childcare, ITEM.school, 25000],
  [CATEGORY.clothing, ITEM.jeans, 70],
  [CATEGORY.rent, ITEM.rent1brCentre, 1800],
  [CATEGORY.rent, ITEM.rent1brOutside, 1500],
  [CATEGORY.rent, ITEM.rent3brCentre, 3000],
  [CATEGORY.rent, ITEM.rent3brOutside, 2400],
  [CATEGORY.salaries, ITEM.salary, 4800],
];

/**
 * A city's market data: every fixture item's USD price times `factor`, in `currency` at `perUsd`.
 * `omit` drops categories, to test empty states.
 */
export function fixtureItems(
  factor: number,
  currency = 'USD',
  perUsd = 1,
  omit: readonly string[] = [],
): MarketItems {
  const out: Record<string, MarketItem[]> = {};
  for (const [category, name, usd] of CATALOGUE) {
    if (omit.includes(category)) continue;
    const valueInUSD = usd * factor;
    (out[category] ??= []).push({
      itemName: name,
      itemCategory: category,
      value: valueInUSD * perUsd,
      valueInUSD,
      currency,
      source: 'model',
      year: 2026,
      low: valueInUSD * 0.8,
      high: valueInUSD * 1.2,
      count: 0,
    });
  }
  return out;
}

/** Round USD rates for tests: 1 USD = 4 SAR = 32 THB. */
export const FIXTURE_RATES = { USD: 1, SAR: 4, THB: 32, EUR: 0.8 } as const;
