/**
 * The market-data shape the comparison reads (docs/product.md §3 "Market data item", §7 POST
 * /api/exchange/market-data: `data.items` grouped by category key), plus lookups over it.
 * Every item carries where it came from (source, year, low-high range, sample count) so every figure
 * built from it can say so (issue 6 §2).
 */
import { CATALOGUE, findItem as findCatalogueItem } from '../cost-of-living/catalogue.ts';

export interface MarketItem {
  /** Catalogue id (the engine sends it; contributions are keyed by it). */
  itemId?: string;
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

const nameOf = (id: string): string => findCatalogueItem(id)?.name ?? id;

/**
 * Names of the catalogue items the panels pick out. The market-data response names items (no ids), so
 * the names come from the cost-of-living catalogue by id and can never drift from what the engine
 * sends.
 */
export const ITEM = {
  mealInexpensive: nameOf('meal_inexpensive'),
  mealForTwo: nameOf('meal_for_two_midrange'),
  fastFood: nameOf('combo_meal_fastfood'),
  cappuccino: nameOf('cappuccino'),
  beerDraught: nameOf('beer_domestic_draught_05l'),
  softDrink: nameOf('soft_drink_033l_restaurant'),
  transitTicket: nameOf('transit_one_way'),
  transitPass: nameOf('transit_monthly_pass'),
  taxiStart: nameOf('taxi_start'),
  taxiKm: nameOf('taxi_per_km'),
  gasoline: nameOf('gasoline_1l'),
  utilities: nameOf('utilities_basic_85m2_monthly'),
  internet: nameOf('internet_60mbps_monthly'),
  mobileMinute: nameOf('mobile_tariff_per_minute'),
  fitness: nameOf('fitness_club_monthly'),
  tennis: nameOf('tennis_court_hour'),
  cinema: nameOf('cinema_ticket'),
  preschool: nameOf('preschool_private_monthly'),
  school: nameOf('international_primary_school_yearly'),
  jeans: nameOf('jeans_levis_501'),
  rent1brCentre: nameOf('rent_1br_centre'),
  rent1brOutside: nameOf('rent_1br_outside'),
  rent3brCentre: nameOf('rent_3br_centre'),
  rent3brOutside: nameOf('rent_3br_outside'),
  salary: nameOf('avg_monthly_net_salary'),
  mortgageRate: nameOf('mortgage_rate_20y_fixed_pct'),
  milk: nameOf('milk_1l'),
  bread: nameOf('bread_500g'),
  rice: nameOf('rice_1kg'),
  eggs: nameOf('eggs_12'),
} as const;

/** Items that are percentages, not prices (catalogue kind 'rate'): never summed or converted. */
export const RATE_ITEMS: ReadonlySet<string> = new Set(
  CATALOGUE.filter((i) => i.kind === 'rate').map((i) => i.name.toLowerCase()),
);

/**
 * Whether an item is a percentage (e.g. the mortgage rate) rather than a price.
 *
 * @example
 * isRateItem({ itemName: ITEM.mortgageRate }); // true
 */
export function isRateItem(item: Pick<MarketItem, 'itemName'>): boolean {
  return RATE_ITEMS.has(item.itemName.toLowerCase());
}

/** Category keys of docs/product.md §3 / the engine. */
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
 * findItem(items, ITEM.cappuccino)?.valueInUSD; // 5
 */
export function findItem(items: MarketItems, name: string): MarketItem | null {
  const wanted = name.toLowerCase();
  for (const list of Object.values(items)) {
    for (const item of list) if (item.itemName.toLowerCase() === wanted) return item;
  }
  return null;
}

/**
 * A usable price: finite and above zero, and a price (not a percentage). The engine should never send
 * a zero, but a price of 0 would make every ratio built on it infinite, so it is treated as missing.
 *
 * @example
 * usablePrice({ valueInUSD: 0 } as MarketItem); // null
 */
export function usablePrice(item: MarketItem | null | undefined): number | null {
  if (!item || isRateItem(item)) return null;
  return Number.isFinite(item.valueInUSD) && item.valueInUSD > 0 ? item.valueInUSD : null;
}
