import type { CategoryKey, IcpCategory } from './categories.ts';

/**
 * The 55 catalogue items (data/sources/us_base_prices.csv, same ids and order), each with its docs/product.md
 * category key (docs/product.md §3), the ICP 2021 heading whose price level is its second anchor, and the
 * prior of its two elasticities (method §3): `prior.beta` to the country's net wage relative to the US
 * (local labour: Balassa-Samuelson) and `prior.gamma` to the ICP heading's price level. The fitted values
 * (data/built/col-params.json, scripts/data/col/fit-col-model.ts) are shrunk towards these priors, so an
 * item without observed evidence keeps its prior.
 */
export interface CatalogueItem {
  id: string;
  name: string;
  unit: string;
  category: CategoryKey;
  icp: IcpCategory;
  /** Prior elasticities: beta to ln(net wage / US net wage), gamma to ln(ICP heading level / 100). */
  prior: { beta: number; gamma: number };
  /**
   * How the figure is modelled: 'price' (US price x price level), 'wage' (net salary model, §6) or
   * 'rate' (a percentage, not a price: never converted to local currency).
   */
  kind: 'price' | 'wage' | 'rate';
  /** Plausible range for a contribution, as multiples of the US base price (docs/security.md C1). */
  plausible: readonly [number, number];
}

type Row = [
  string,
  string,
  string,
  CategoryKey,
  IcpCategory,
  number,
  number,
  CatalogueItem['kind']?,
];

// Plausible multiples per kind of item: a 20x cheaper or 5-10x dearer price than in the US is possible
// (a meal in Dhaka, a car in Singapore); beyond that a contribution is almost surely a typo or a unit error.
const PLAUSIBLE: Record<CategoryKey, readonly [number, number]> = {
  restaurants: [0.02, 6],
  markets: [0.03, 8],
  transportation: [0.02, 8],
  'utilities (monthly)': [0.01, 8],
  'sports and leisure': [0.01, 8],
  childcare: [0.005, 8],
  'clothing and shoes': [0.05, 6],
  'rent per month': [0.005, 10],
  'buy apartment price': [0.005, 12],
  'salaries and financing': [0.002, 6],
};

// prettier-ignore
const ROWS: Row[] = [
  ['meal_inexpensive', 'Meal, Inexpensive Restaurant', '1 meal', 'restaurants', 'restaurants', 0.75, 0.15],
  ['meal_for_two_midrange', 'Meal for 2 People, Mid-range Restaurant, Three-course', '2 people', 'restaurants', 'restaurants', 0.6, 0.2],
  ['combo_meal_fastfood', 'McMeal at McDonalds (or Equivalent Combo Meal)', '1 combo', 'restaurants', 'restaurants', 0.3, 0.2],
  ['beer_domestic_draught_05l', 'Domestic Beer (0.5 liter draught)', '0.5 L', 'restaurants', 'restaurants', 0.45, 0.2],
  ['beer_imported_033l_restaurant', 'Imported Beer (0.33 liter bottle)', '0.33 L', 'restaurants', 'restaurants', 0.3, 0.2],
  ['cappuccino', 'Cappuccino (regular)', '1 cup', 'restaurants', 'restaurants', 0.4, 0.2],
  ['soft_drink_033l_restaurant', 'Coke/Pepsi (0.33 liter bottle)', '0.33 L', 'restaurants', 'restaurants', 0.35, 0.2],
  ['water_033l_restaurant', 'Water (0.33 liter bottle)', '0.33 L', 'restaurants', 'restaurants', 0.4, 0.2],
  ['milk_1l', 'Milk (regular), (1 liter)', '1 L', 'markets', 'food', 0.25, 0.35],
  ['bread_500g', 'Loaf of Fresh White Bread (500g)', '500 g', 'markets', 'food', 0.35, 0.3],
  ['rice_1kg', 'Rice (white), (1kg)', '1 kg', 'markets', 'food', 0.15, 0.35],
  ['eggs_12', 'Eggs (regular) (12)', '12 eggs', 'markets', 'food', 0.2, 0.4],
  ['cheese_1kg', 'Local Cheese (1kg)', '1 kg', 'markets', 'food', 0.15, 0.4],
  ['chicken_fillets_1kg', 'Chicken Fillets (1kg)', '1 kg', 'markets', 'food', 0.15, 0.45],
  ['beef_round_1kg', 'Beef Round (1kg) (or Equivalent Back Leg Red Meat)', '1 kg', 'markets', 'food', 0.1, 0.45],
  ['apples_1kg', 'Apples (1kg)', '1 kg', 'markets', 'food', 0.12, 0.38],
  ['bananas_1kg', 'Banana (1kg)', '1 kg', 'markets', 'food', 0.25, 0.3],
  ['oranges_1kg', 'Oranges (1kg)', '1 kg', 'markets', 'food', 0.2, 0.35],
  ['tomatoes_1kg', 'Tomato (1kg)', '1 kg', 'markets', 'food', 0.3, 0.35],
  ['potatoes_1kg', 'Potato (1kg)', '1 kg', 'markets', 'food', 0.3, 0.3],
  ['onions_1kg', 'Onion (1kg)', '1 kg', 'markets', 'food', 0.28, 0.33],
  ['lettuce_head', 'Lettuce (1 head)', '1 head', 'markets', 'food', 0.4, 0.3],
  ['water_15l', 'Water (1.5 liter bottle)', '1.5 L', 'markets', 'food', 0.3, 0.28],
  ['wine_midrange_bottle', 'Bottle of Wine (Mid-Range)', '0.75 L', 'markets', 'food', 0.1, 0.35],
  ['beer_domestic_05l_shop', 'Domestic Beer (0.5 liter bottle)', '0.5 L', 'markets', 'food', 0.2, 0.3],
  ['beer_imported_033l_shop', 'Imported Beer (0.33 liter bottle)', '0.33 L', 'markets', 'food', 0.1, 0.3],
  ['cigarettes_20', 'Cigarettes 20 Pack (Marlboro)', '20 cigarettes', 'markets', 'gdp', 0.2, 0.5],
  ['transit_one_way', 'One-way Ticket (Local Transport)', '1 ticket', 'transportation', 'transport', 0.5, 0.2],
  ['transit_monthly_pass', 'Monthly Pass (Regular Price)', '1 month', 'transportation', 'transport', 0.45, 0.2],
  ['taxi_start', 'Taxi Start (Normal Tariff)', 'flag fall', 'transportation', 'transport', 0.55, 0.2],
  ['taxi_per_km', 'Taxi 1km (Normal Tariff)', '1 km', 'transportation', 'transport', 0.45, 0.25],
  ['taxi_hour_waiting', 'Taxi 1hour Waiting (Normal Tariff)', '1 hour', 'transportation', 'transport', 0.65, 0.15],
  ['gasoline_1l', 'Gasoline (1 liter)', '1 L', 'transportation', 'transport', 0.05, 0.3],
  ['new_car_compact_hatchback', 'Volkswagen Golf 1.4 90 KW Trendline (Or Equivalent New Car)', '1 car', 'transportation', 'transport', 0.0, 0.25],
  ['new_car_compact_sedan', 'Toyota Corolla Sedan 1.6l 97kW Comfort (Or Equivalent New Car)', '1 car', 'transportation', 'transport', 0.0, 0.2],
  ['utilities_basic_85m2_monthly', 'Basic (Electricity, Heating, Cooling, Water, Garbage) for 85m2 Apartment', '1 month', 'utilities (monthly)', 'housing', 0.25, 0.35],
  ['mobile_tariff_per_minute', '1 min. of Prepaid Mobile Tariff Local (No Discounts or Plans)', '1 minute', 'utilities (monthly)', 'communication', 0.35, 0.3],
  ['internet_60mbps_monthly', 'Internet (60 Mbps or More, Unlimited Data, Cable/ADSL)', '1 month', 'utilities (monthly)', 'communication', 0.25, 0.25],
  ['fitness_club_monthly', 'Fitness Club, Monthly Fee for 1 Adult', '1 month', 'sports and leisure', 'recreation', 0.45, 0.25],
  ['tennis_court_hour', 'Tennis Court Rent (1 Hour on Weekend)', '1 hour', 'sports and leisure', 'recreation', 0.55, 0.2],
  ['cinema_ticket', 'Cinema, International Release, 1 Seat', '1 ticket', 'sports and leisure', 'recreation', 0.3, 0.3],
  ['preschool_private_monthly', 'Preschool (or Kindergarten), Full Day, Private, Monthly for 1 Child', '1 month', 'childcare', 'education', 0.7, 0.2],
  ['international_primary_school_yearly', 'International Primary School, Yearly for 1 Child', '1 year', 'childcare', 'education', 0.35, 0.2],
  ['jeans_levis_501', '1 Pair of Jeans (Levis 501 Or Similar)', '1 pair', 'clothing and shoes', 'clothing', 0.05, 0.25],
  ['summer_dress_chain_store', '1 Summer Dress in a Chain Store (Zara, H&M, ...)', '1 dress', 'clothing and shoes', 'clothing', 0.1, 0.3],
  ['running_shoes_midrange', '1 Pair of Nike Running Shoes (Mid-Range)', '1 pair', 'clothing and shoes', 'clothing', 0.05, 0.25],
  ['leather_business_shoes', '1 Pair of Men Leather Business Shoes', '1 pair', 'clothing and shoes', 'clothing', 0.15, 0.35],
  ['rent_1br_centre', 'Apartment (1 bedroom) in City Centre', '1 month', 'rent per month', 'housing', 0.55, 0.3],
  ['rent_1br_outside', 'Apartment (1 bedroom) Outside of Centre', '1 month', 'rent per month', 'housing', 0.6, 0.3],
  ['rent_3br_centre', 'Apartment (3 bedrooms) in City Centre', '1 month', 'rent per month', 'housing', 0.55, 0.3],
  ['rent_3br_outside', 'Apartment (3 bedrooms) Outside of Centre', '1 month', 'rent per month', 'housing', 0.6, 0.3],
  ['buy_sqm_centre', 'Price per Square Meter to Buy Apartment in City Centre', '1 m2', 'buy apartment price', 'housing', 0.55, 0.35],
  ['buy_sqm_outside', 'Price per Square Meter to Buy Apartment Outside of Centre', '1 m2', 'buy apartment price', 'housing', 0.6, 0.35],
  ['avg_monthly_net_salary', 'Average Monthly Net Salary (After Tax)', '1 month', 'salaries and financing', 'gdp', 1, 0, 'wage'],
  ['mortgage_rate_20y_fixed_pct', 'Mortgage Interest Rate in Percentages (%), Yearly, for 20 Years Fixed-Rate', 'percent', 'salaries and financing', 'gdp', 0, 0, 'rate'],
];

export const CATALOGUE: readonly CatalogueItem[] = ROWS.map(
  ([id, name, unit, category, icp, beta, gamma, kind]) => ({
    id,
    name,
    unit,
    category,
    icp,
    prior: { beta, gamma },
    kind: kind ?? 'price',
    plausible: kind === 'rate' ? [0.05, 6] : PLAUSIBLE[category],
  }),
);

/**
 * Items whose price a city sets by its own published tariff (issue 30): a fare or pass is the same for every
 * rider, so a city's observed tariff is its own evidence for that item alone, taken whole, and never shifts
 * the rest of its category (a cheap metro ticket says nothing about the city's petrol or taxis).
 */
export const TARIFF_ITEMS: ReadonlySet<string> = new Set([
  'transit_one_way',
  'transit_monthly_pass',
]);

/**
 * Under which key a city's evidence for an item is kept: the item's own id for a tariff, else its category.
 * @example evidenceKey({ id: 'transit_one_way', category: 'transportation' }) // 'transit_one_way'
 */
export function evidenceKey(item: { id: string; category: CategoryKey }): string {
  return TARIFF_ITEMS.has(item.id) ? item.id : item.category;
}

const BY_ID = new Map(CATALOGUE.map((item, index) => [item.id, { item, index }]));

/**
 * The catalogue item with this id, or null.
 * @example findItem('cappuccino')?.category // 'restaurants'
 */
export function findItem(id: string): CatalogueItem | null {
  return BY_ID.get(id)?.item ?? null;
}

/**
 * Position of an item in CATALOGUE (figures are stored in arrays in this order), or -1.
 * @example itemIndex('meal_inexpensive') // 0
 */
export function itemIndex(id: string): number {
  return BY_ID.get(id)?.index ?? -1;
}
