/**
 * The market-data shape the comparison reads (spec §3 "Market data item", §7 POST
 * /api/exchange/market-data: `data.items` grouped by category key), plus lookups over it.
 * Every item carries where it came from (source, year, low-high range, sample count) so every figure
 * built from it can say so (issue 6 §2).
 */

export interface MarketItem {
  itemName: string;
  itemCategory: string;
  /** Price in the city's own currency. */
  value: number;
  valueInUSD: number;
  currency: string;
  source?: string;
  year?: number;
  /** Range in USD-equivalent units of `value`'s currency, as the engine gives it. */
  low?: number;
  high?: number;
  count?: number;
}

/** `data.items`: category key -> items. */
export type MarketItems = Readonly<Record<string, readonly MarketItem[]>>;

/** Item names of the catalogue (shared/data/us_base_prices.csv), the ones the panels pick out. */
export const ITEM = {
  mealInexpensive: 'Meal, inexpensive restaurant',
  mealForTwo: 'Meal for 2 people, mid-range restaurant, three courses',
  fastFood: 'Fast-food combo meal (McMeal or equivalent)',
  cappuccino: 'Cappuccino (regular)',
  beerDraught: 'Domestic draught beer, 0.5 L (restaurant/bar)',
  softDrink: 'Soft drink (Coke/Pepsi) 0.33 L, restaurant',
  transitTicket: 'Public transport one-way ticket',
  transitPass: 'Public transport monthly pass (regular price)',
  taxiStart: 'Taxi start (normal tariff)',
  taxiKm: 'Taxi per km (normal tariff)',
  gasoline: 'Gasoline, unleaded regular, 1 L',
  utilities: 'Basic utilities (electricity, heating, cooling, water, garbage) for 85 m2 apartment',
  internet: 'Internet 60 Mbps+, unlimited data, cable/DSL/fibre',
  mobileMinute: 'Prepaid mobile tariff, 1 minute local',
  fitness: 'Fitness club, monthly fee, 1 adult',
  tennis: 'Tennis court rent, 1 hour, weekend',
  cinema: 'Cinema, international release, 1 seat',
  preschool: 'Preschool/kindergarten, full day, private, monthly, 1 child',
  school: 'International primary school, yearly, 1 child',
  jeans: "Jeans, Levi's 501 or similar",
  rent1brCentre: 'Apartment 1 bedroom, city centre, monthly rent',
  rent1brOutside: 'Apartment 1 bedroom, outside of centre, monthly rent',
  rent3brCentre: 'Apartment 3 bedrooms, city centre, monthly rent',
  rent3brOutside: 'Apartment 3 bedrooms, outside of centre, monthly rent',
  salary: 'Average monthly net salary (after tax)',
  milk: 'Milk, whole, 1 L',
  bread: 'Bread, white pan, 500 g',
  rice: 'Rice, white, long grain, uncooked, 1 kg',
  eggs: 'Eggs, grade A large, 12',
} as const;

/** Category keys of spec §3 / the engine. */
export const CATEGORY = {
  restaurants: 'restaurants',
  markets: 'markets',
  transportation: 'transportation',
  utilities: 'utilities (monthly)',
  leisure: 'sports and leisure',
  childcare: 'childcare',
  clothing: 'clothing and shoes',
  rent: 'rent per month',
  buy: 'buy apartment price',
  salaries: 'salaries and financing',
} as const;

/**
 * Every item of every category, in category order.
 *
 * @example
 * allItems({ markets: [milk], restaurants: [meal] }).length; // 2
 */
export function allItems(items: MarketItems): MarketItem[] {
  return Object.values(items).flat();
}

/**
 * The item with this exact name (case-insensitive), or null when the city has none.
 *
 * @example
 * findItem(items, 'Cappuccino (regular)')?.valueInUSD; // 5
 */
export function findItem(items: MarketItems, name: string): MarketItem | null {
  const wanted = name.toLowerCase();
  for (const list of Object.values(items)) {
    for (const item of list) if (item.itemName.toLowerCase() === wanted) return item;
  }
  return null;
}

/**
 * A usable price: finite and above zero. The engine should never send anything else, but a price of
 * 0 would make every ratio built on it infinite, so it is treated as missing.
 *
 * @example
 * usablePrice({ valueInUSD: 0 } as MarketItem); // null
 */
export function usablePrice(item: MarketItem | null | undefined): number | null {
  if (!item) return null;
  return Number.isFinite(item.valueInUSD) && item.valueInUSD > 0 ? item.valueInUSD : null;
}
