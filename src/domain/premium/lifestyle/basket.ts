/**
 * The monthly baskets of the Lifestyle Optimization Suite (issue 14; docs/product.md §2 "Premium panels" 4): for
 * each lifestyle, what one adult buys in a month, as quantities of the cost-of-living catalogue's items
 * (src/domain/cost-of-living/catalogue.ts). Every quantity is explained in
 * docs/methods/premium-lifestyle.md §2; the prices come from the engine, never from here.
 *
 * Rule that makes "a luxury budget is never cheaper than frugal" hold for every city: from one lifestyle
 * to the next, no line buys less of any item (quantities never fall), and housing never moves to a
 * cheaper flat than the lifestyle below takes (budget.ts).
 */

/** Largest monthly income accepted: far above any salary, small enough to stay an exact number. */
export const MAX_MONTHLY_INCOME = 1e9;

/** docs/product.md §3 "Lifestyle preference": frugal, balanced, comfort, luxury (in this order). */
export const LIFESTYLES = ['frugal', 'balanced', 'comfort', 'luxury'] as const;
export type Lifestyle = (typeof LIFESTYLES)[number];

/** docs/product.md §2 priority checkboxes. */
export const PRIORITIES = [
  'housing',
  'food',
  'transportation',
  'entertainment',
  'savings',
] as const;
export type Priority = (typeof PRIORITIES)[number];

/** The budget's lines (the bars), in display order. */
export const LINE_KEYS = [
  'housing',
  'groceries',
  'eatingOut',
  'transport',
  'utilities',
  'entertainment',
  'fitness',
  'clothing',
] as const;
export type LineKey = (typeof LINE_KEYS)[number];

/** One item of a basket: a catalogue id and how many of its unit a month. */
export interface BasketItem {
  id: string;
  quantity: number;
}

export interface LineDefinition {
  key: LineKey;
  label: string;
  /** The priority that protects and upgrades this line; null for essentials no checkbox names. */
  priority: Exclude<Priority, 'savings'> | null;
  /** Quantities per lifestyle, in LIFESTYLES order. */
  tiers: Readonly<Record<Lifestyle, readonly BasketItem[]>>;
  /** Housing: one of several flats; a lifestyle never takes a cheaper one than the lifestyle below. */
  choice?: true;
}

/** A taxi ride of 5 km: the flag fall plus 5 km at the normal tariff (method §2). */
const taxiRides = (n: number): BasketItem[] =>
  n === 0
    ? []
    : [
        { id: 'taxi_start', quantity: n },
        { id: 'taxi_per_km', quantity: 5 * n },
      ];

/**
 * The home basket's items in their proportions (method §2): scaled per lifestyle to a USDA food plan's
 * cost, then priced with each city's own item figures.
 */
const HOME_BASKET: readonly BasketItem[] = [
  { id: 'milk_1l', quantity: 8 },
  { id: 'bread_500g', quantity: 6 },
  { id: 'rice_1kg', quantity: 2 },
  { id: 'eggs_12', quantity: 3 },
  { id: 'cheese_1kg', quantity: 0.5 },
  { id: 'chicken_fillets_1kg', quantity: 2 },
  { id: 'beef_round_1kg', quantity: 1 },
  { id: 'apples_1kg', quantity: 2 },
  { id: 'bananas_1kg', quantity: 2 },
  { id: 'oranges_1kg', quantity: 1 },
  { id: 'tomatoes_1kg', quantity: 2 },
  { id: 'potatoes_1kg', quantity: 2 },
  { id: 'onions_1kg', quantity: 1 },
  { id: 'lettuce_head', quantity: 3 },
  { id: 'water_15l', quantity: 8 },
];

/**
 * USDA food plans (public domain; method §2). Thrifty Food Plan, September 2025, monthly cost of one
 * adult aged 20–50: female US$248.90, male US$312.20 (USDA FNS, "Cost of Food at Home, monthly
 * reports"), their mean, plus the 20% USDA adds for a one-person household. The Low-Cost,
 * Moderate-Cost and Liberal plans stand to the Thrifty plan as in the USDA's last four-level table held
 * here (October 2015, adults 19–50, mean of the two sexes: 177.65, 227.40, 282.90, 353.95 a month).
 */
export const FOOD_PLAN = {
  thriftyAdultMonthlyUsd: (248.9 + 312.2) / 2,
  onePersonUplift: 1.2,
  levels: {
    frugal: 1,
    balanced: 227.4 / 177.65,
    comfort: 282.9 / 177.65,
    luxury: 353.95 / 177.65,
  } satisfies Record<Lifestyle, number>,
  /** The home basket at the US base prices (data/sources/us_base_prices.csv; tested against it). */
  homeBasketUsd: 124.9,
} as const;

/** The lifestyle's monthly food-at-home cost in US dollars under its USDA plan. */
export const foodPlanUsd = (l: Lifestyle) =>
  FOOD_PLAN.thriftyAdultMonthlyUsd * FOOD_PLAN.onePersonUplift * FOOD_PLAN.levels[l];

const groceriesFor = (l: Lifestyle): BasketItem[] => {
  const k = foodPlanUsd(l) / FOOD_PLAN.homeBasketUsd;
  return HOME_BASKET.map((i) => ({ id: i.id, quantity: i.quantity * k }));
};

export const LINES: readonly LineDefinition[] = [
  {
    key: 'housing',
    label: 'Housing',
    priority: 'housing',
    choice: true,
    tiers: {
      frugal: [{ id: 'rent_1br_outside', quantity: 1 }],
      balanced: [{ id: 'rent_1br_centre', quantity: 1 }],
      comfort: [{ id: 'rent_3br_outside', quantity: 1 }],
      luxury: [{ id: 'rent_3br_centre', quantity: 1 }],
    },
  },
  {
    key: 'groceries',
    label: 'Groceries',
    priority: 'food',
    tiers: {
      frugal: groceriesFor('frugal'),
      balanced: groceriesFor('balanced'),
      comfort: groceriesFor('comfort'),
      luxury: groceriesFor('luxury'),
    },
  },
  {
    key: 'eatingOut',
    label: 'Eating out',
    priority: 'food',
    tiers: {
      frugal: [
        { id: 'meal_inexpensive', quantity: 2 },
        { id: 'combo_meal_fastfood', quantity: 2 },
        { id: 'cappuccino', quantity: 4 },
      ],
      balanced: [
        { id: 'meal_inexpensive', quantity: 6 },
        { id: 'combo_meal_fastfood', quantity: 2 },
        { id: 'meal_for_two_midrange', quantity: 1 },
        { id: 'cappuccino', quantity: 8 },
      ],
      comfort: [
        { id: 'meal_inexpensive', quantity: 10 },
        { id: 'combo_meal_fastfood', quantity: 2 },
        { id: 'meal_for_two_midrange', quantity: 2 },
        { id: 'cappuccino', quantity: 15 },
      ],
      luxury: [
        { id: 'meal_inexpensive', quantity: 12 },
        { id: 'combo_meal_fastfood', quantity: 2 },
        { id: 'meal_for_two_midrange', quantity: 4 },
        { id: 'cappuccino', quantity: 20 },
      ],
    },
  },
  {
    key: 'transport',
    label: 'Transport',
    priority: 'transportation',
    tiers: {
      frugal: [{ id: 'transit_monthly_pass', quantity: 1 }],
      balanced: [{ id: 'transit_monthly_pass', quantity: 1 }, ...taxiRides(2)],
      comfort: [{ id: 'transit_monthly_pass', quantity: 1 }, ...taxiRides(6)],
      luxury: [{ id: 'transit_monthly_pass', quantity: 1 }, ...taxiRides(20)],
    },
  },
  {
    key: 'utilities',
    label: 'Utilities and internet',
    priority: null,
    tiers: {
      frugal: [
        { id: 'utilities_basic_85m2_monthly', quantity: 1 },
        { id: 'internet_60mbps_monthly', quantity: 1 },
        { id: 'mobile_tariff_per_minute', quantity: 100 },
      ],
      balanced: [
        { id: 'utilities_basic_85m2_monthly', quantity: 1 },
        { id: 'internet_60mbps_monthly', quantity: 1 },
        { id: 'mobile_tariff_per_minute', quantity: 150 },
      ],
      comfort: [
        { id: 'utilities_basic_85m2_monthly', quantity: 1 },
        { id: 'internet_60mbps_monthly', quantity: 1 },
        { id: 'mobile_tariff_per_minute', quantity: 200 },
      ],
      luxury: [
        { id: 'utilities_basic_85m2_monthly', quantity: 1 },
        { id: 'internet_60mbps_monthly', quantity: 1 },
        { id: 'mobile_tariff_per_minute', quantity: 300 },
      ],
    },
  },
  {
    key: 'entertainment',
    label: 'Entertainment',
    priority: 'entertainment',
    tiers: {
      frugal: [
        { id: 'cinema_ticket', quantity: 1 },
        { id: 'beer_domestic_draught_05l', quantity: 2 },
      ],
      balanced: [
        { id: 'cinema_ticket', quantity: 2 },
        { id: 'beer_domestic_draught_05l', quantity: 4 },
      ],
      comfort: [
        { id: 'cinema_ticket', quantity: 4 },
        { id: 'beer_domestic_draught_05l', quantity: 8 },
        { id: 'beer_imported_033l_restaurant', quantity: 2 },
      ],
      luxury: [
        { id: 'cinema_ticket', quantity: 6 },
        { id: 'beer_domestic_draught_05l', quantity: 12 },
        { id: 'beer_imported_033l_restaurant', quantity: 6 },
      ],
    },
  },
  {
    key: 'fitness',
    label: 'Fitness',
    priority: 'entertainment',
    tiers: {
      frugal: [],
      balanced: [{ id: 'fitness_club_monthly', quantity: 1 }],
      comfort: [
        { id: 'fitness_club_monthly', quantity: 1 },
        { id: 'tennis_court_hour', quantity: 2 },
      ],
      luxury: [
        { id: 'fitness_club_monthly', quantity: 1 },
        { id: 'tennis_court_hour', quantity: 4 },
      ],
    },
  },
  {
    key: 'clothing',
    label: 'Clothing and shoes',
    priority: null,
    // Bought a few times a year: the monthly share of 2/3/4/6 jeans and dresses, 1/2/3/4 pairs of
    // running shoes and 0/1/2/3 pairs of leather shoes a year.
    tiers: {
      frugal: [
        { id: 'jeans_levis_501', quantity: 2 / 12 },
        { id: 'summer_dress_chain_store', quantity: 2 / 12 },
        { id: 'running_shoes_midrange', quantity: 1 / 12 },
      ],
      balanced: [
        { id: 'jeans_levis_501', quantity: 3 / 12 },
        { id: 'summer_dress_chain_store', quantity: 3 / 12 },
        { id: 'running_shoes_midrange', quantity: 2 / 12 },
        { id: 'leather_business_shoes', quantity: 1 / 12 },
      ],
      comfort: [
        { id: 'jeans_levis_501', quantity: 4 / 12 },
        { id: 'summer_dress_chain_store', quantity: 4 / 12 },
        { id: 'running_shoes_midrange', quantity: 3 / 12 },
        { id: 'leather_business_shoes', quantity: 2 / 12 },
      ],
      luxury: [
        { id: 'jeans_levis_501', quantity: 6 / 12 },
        { id: 'summer_dress_chain_store', quantity: 6 / 12 },
        { id: 'running_shoes_midrange', quantity: 4 / 12 },
        { id: 'leather_business_shoes', quantity: 3 / 12 },
      ],
    },
  },
];

/**
 * The order in which lines give when the income does not cover the plan: the most discretionary
 * first (method §3). Priority lines give only after every other line is at its frugal level.
 */
export const GIVE_ORDER: readonly LineKey[] = [
  'eatingOut',
  'entertainment',
  'fitness',
  'clothing',
  'transport',
  'utilities',
  'housing',
  'groceries',
];

/**
 * With savings among the priorities, the plan keeps this share of income for saving before anything
 * else (the "20" of the common 50/30/20 budgeting rule; method §3).
 */
export const SAVINGS_TARGET_SHARE = 0.2;

/**
 * The lifestyle one step up (luxury stays luxury): a priority line is planned one step above the
 * chosen lifestyle.
 * @example stepUp('balanced') // 'comfort'
 */
export function stepUp(lifestyle: Lifestyle): Lifestyle {
  return LIFESTYLES[Math.min(LIFESTYLES.indexOf(lifestyle) + 1, LIFESTYLES.length - 1)]!;
}

/**
 * The lifestyle one step down, or null below frugal.
 * @example stepDown('frugal') // null
 */
export function stepDown(lifestyle: Lifestyle): Lifestyle | null {
  const i = LIFESTYLES.indexOf(lifestyle);
  return i > 0 ? LIFESTYLES[i - 1]! : null;
}

/** Every catalogue id any basket uses (the server checks each against the catalogue at start). */
export const BASKET_ITEM_IDS: readonly string[] = [
  ...new Set(LINES.flatMap((l) => LIFESTYLES.flatMap((t) => l.tiers[t].map((i) => i.id)))),
];
