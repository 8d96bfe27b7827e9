/**
 * The ten category keys of the market-data response (product spec §3, "Category keys seen") and the
 * per-category model parameters. Every number here is a stated prior, explained in
 * docs/methods/cost-of-living.md §3-§5; none is fitted to the Big Mac check data.
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

export interface CategoryParams {
  /**
   * Half-width of the model's range as a factor: low = value / (1 + w), high = value x (1 + w).
   * Wider where the ICP heading is a poor proxy for the item (rent, property, childcare).
   */
  rangeWidth: number;
  /**
   * City-size sensitivity s: city factor = exp(s x x), x = clamped ln(population / country median city
   * population). Small for goods traded nationally, larger for housing (method §5).
   */
  citySensitivity: number;
}

export const CATEGORY_PARAMS: Record<CategoryKey, CategoryParams> = {
  restaurants: { rangeWidth: 0.35, citySensitivity: 0.03 },
  markets: { rangeWidth: 0.25, citySensitivity: 0.01 },
  transportation: { rangeWidth: 0.35, citySensitivity: 0.02 },
  'utilities (monthly)': { rangeWidth: 0.4, citySensitivity: 0.02 },
  'sports and leisure': { rangeWidth: 0.4, citySensitivity: 0.03 },
  childcare: { rangeWidth: 0.5, citySensitivity: 0.04 },
  'clothing and shoes': { rangeWidth: 0.3, citySensitivity: 0.01 },
  'rent per month': { rangeWidth: 0.45, citySensitivity: 0.1 },
  'buy apartment price': { rangeWidth: 0.55, citySensitivity: 0.12 },
  'salaries and financing': { rangeWidth: 0.35, citySensitivity: 0.04 },
};

/** How a country's figures were obtained, from best to weakest (method §4). */
export type CountryBasis = 'icp-categories' | 'overall-price-level' | 'regional-estimate';

/** Range widening for the weaker bases (method §4): the model knows less, so it says so. */
export const BASIS_WIDENING: Record<CountryBasis, number> = {
  'icp-categories': 1,
  'overall-price-level': 1.5,
  'regional-estimate': 2,
};
