/**
 * The ten category keys of the market-data response (docs/product.md §3, "Category keys seen"), the ICP
 * headings, and the range widening of the weaker country bases (docs/methods/cost-of-living.md §4). The
 * fitted per-category parameters (city effects, intervals) live in params.ts and data/built/col-params.json.
 */
export const CATEGORY_KEYS = [
  'restaurants',
  'markets',
  'transportation',
  'utilities (monthly)',
  'sports and leisure',
  'childcare',
  'clothing and shoes',
  'rent per month',
  'buy apartment price',
  'salaries and financing',
] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** World Bank ICP 2021 headings in data/sources/icp2021_price_levels.csv (US = 100). */
export const ICP_CATEGORIES = [
  'food',
  'housing',
  'clothing',
  'health',
  'transport',
  'communication',
  'recreation',
  'education',
  'restaurants',
  'gdp',
] as const;

export type IcpCategory = (typeof ICP_CATEGORIES)[number];

/** How a country's figures were obtained, from best to weakest (method §4). */
export type CountryBasis = 'icp-categories' | 'overall-price-level' | 'regional-estimate';

/** Interval widening for the weaker bases (method §4): the model knows less, so it says so. */
export const BASIS_WIDENING: Record<CountryBasis, number> = {
  'icp-categories': 1,
  'overall-price-level': 1.5,
  'regional-estimate': 2,
};
