/**
 * Every number the comparison tool takes from docs/product.md, in one place, each with the section it
 * comes from (docs/style.md: "Numbers from docs/product.md live in one constants module with a reference").
 *
 * docs/product.md's hard-coded cost-of-living ratio table (§9 "Cost-of-living ratios", "Country ratios") is
 * deliberately NOT here: the ratio comes from the cost-of-living engine (issue 6 §1, ADR 080).
 */

/** §1 and §3 "Application state": the comparison a new visitor sees. */
export const DEFAULT_AMOUNT = 1000;
export const DEFAULT_FROM_CURRENCY = 'SAR';
export const DEFAULT_TO_CURRENCY = 'THB';
export const DEFAULT_FROM_CITY = {
  name: 'Riyadh',
  country: 'Saudi Arabia',
  countryCode: 'SA',
} as const;
export const DEFAULT_TO_CITY = { name: 'Bangkok', country: 'Thailand', countryCode: 'TH' } as const;

/** §9 "recent comparisons max 5". */
export const RECENT_COMPARISONS_MAX = 5;

/** §9 "Work hours per month for hourly wage: 160". */
export const WORK_HOURS_PER_MONTH = 160;

/**
 * §9 "Salary hourly/monthly threshold: 50 USD" and §5 "Hourly-wage heuristic": a reported average
 * monthly net salary of 50 USD or less is treated as already hourly.
 */
export const HOURLY_MONTHLY_THRESHOLD_USD = 50;

/** §9 work-time formatting: a workday is 8 hours, a work week 5 days, a month 4.33 weeks. */
export const WORKDAY_HOURS = 8;
export const WORK_WEEK_DAYS = 5;
export const WEEKS_PER_MONTH = 4.33;

/**
 * §9 "Country-average hourly wage fallbacks" and §8 "Wage fallbacks on any failure: 20 per hour".
 * Used only when the engine has no wage for a city; every figure built on them is flagged as a
 * fallback. The named countries' figures read as local-currency hourly wages (40 SAR, 150 THB,
 * 250 INR ...); the default 20 is USD. See ADR 081.
 */
export const FALLBACK_HOURLY_WAGE_LOCAL: Readonly<
  Record<string, { amount: number; currency: string }>
> = {
  SA: { amount: 40, currency: 'SAR' },
  TH: { amount: 150, currency: 'THB' },
  US: { amount: 25, currency: 'USD' },
  GB: { amount: 18, currency: 'GBP' },
  FR: { amount: 20, currency: 'EUR' },
  DE: { amount: 18, currency: 'EUR' },
  IT: { amount: 16, currency: 'EUR' },
  ES: { amount: 15, currency: 'EUR' },
  IN: { amount: 250, currency: 'INR' },
  PK: { amount: 300, currency: 'PKR' },
};
export const FALLBACK_HOURLY_WAGE_USD = 20;

/** §9 "Lifestyle verdict thresholds on percent difference: below -15, below -5, above 15, above 5". */
export const VERDICT_MUCH_CHEAPER = -15;
export const VERDICT_CHEAPER = -5;
export const VERDICT_MORE_EXPENSIVE = 5;
export const VERDICT_MUCH_MORE_EXPENSIVE = 15;
/** §9 "Recommendation thresholds -10 and 10". */
export const RECOMMEND_SAVE = -10;
export const RECOMMEND_BUDGET_MORE = 10;

/** §9 "Job multipliers on average monthly wage". */
export const JOB_MULTIPLIERS: ReadonlyArray<{ title: string; multiplier: number }> = [
  { title: 'Software Engineer', multiplier: 1.8 },
  { title: 'Teacher', multiplier: 1.0 },
  { title: 'Nurse', multiplier: 1.2 },
  { title: 'Marketing Manager', multiplier: 1.5 },
  { title: 'Chef', multiplier: 1.1 },
];
/** §9 "Coworking cost 25 times hourly wage". */
export const COWORKING_HOURLY_WAGE_MULTIPLE = 25;

/**
 * §9 "A day = 1 accommodation, 2 meals, 1 coffee or drink, 2 one-way trips or taxi rides, 1 activity".
 */
export const TOURIST_DAY = {
  accommodation: 1,
  meals: 2,
  coffee: 1,
  trips: 2,
  activity: 1,
} as const;

/**
 * §9 "Equivalent purchase: ... under 0.1 'not enough', under 1 a percent, exactly 1 'about the cost
 * of'".
 */
export const PURCHASE_NOT_ENOUGH_BELOW = 0.1;

/** §9 "Food bar widths: first bar 50%, second 50% scaled by percent difference, capped at +100% or -50%". */
export const FOOD_BAR_BASE_PERCENT = 50;
export const FOOD_BAR_DIFF_MAX = 100;
export const FOOD_BAR_DIFF_MIN = -50;

/** §8 empty states and the comprehensive notice (§4), verbatim. */
export const MESSAGES = {
  noFood: 'No food basket data available',
  noCost: 'No cost data available',
  noData: 'No data available',
  noCategoryItems:
    'No items found for the selected category in one or both cities. Please select a different category.',
  noWage: 'Cannot compare work time (missing wage data).',
} as const;
