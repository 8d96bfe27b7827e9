import type { IncomeGroup } from './anchors.ts';
import { CATALOGUE, TARIFF_ITEMS } from './catalogue.ts';
import { CATEGORY_KEYS, type CategoryKey } from './categories.ts';
import { LOCAL_INCOME_PRIOR } from './local-income.ts';

/**
 * The model's fitted parameters (data/built/col-params.json), written by
 * scripts/data/col/fit-col-model.ts from the open observed prices (method §3, §5, §10). Every stage of the
 * pipeline reads them; none writes them back:
 *   evidence -> fitted parameters -> country anchors -> item estimate -> city adjustment -> interval.
 */

/** One item's two elasticities and its level correction, in log points (method §3). */
export interface ItemParams {
  /** ln correction of the carried-forward US base price (0 where no evidence moves it). */
  delta: number;
  /** Elasticity to ln(net wage / US net wage). */
  beta: number;
  /** Elasticity to ln(ICP heading level / 100). */
  gamma: number;
  /** Countries whose observed prices informed the fit (0: the prior stands). */
  countries: number;
  /** Observations behind the fit. */
  n: number;
  /** The item whose fit this one took, where it has too little evidence of its own (tariffs.ts). */
  follows?: string;
}

/**
 * City adjustment of one category (method §5): ln factor = size x s + capital x k + largest x m, where
 * largest marks the country's most populous place (ADR 118).
 */
export interface CityParams {
  size: number;
  capital: number;
  largest: number;
  /**
   * Per unit of metropolitan access (ADR 168, metro-access.ts); fitted for rents, which purchase prices
   * take; absent (0) for the other categories.
   */
  metro?: number;
  /** Within-country observations behind the fit (0: the prior stands). */
  n: number;
}

/**
 * The 80% prediction interval of one category (method §10): the 10th and 90th percentiles of the
 * held-out log errors (observed / predicted) of countries the fit never saw.
 */
export interface IntervalParams {
  q10: number;
  q90: number;
  /** Held-out observations behind the quantiles (0: the default of INTERVAL_PRIOR). */
  n: number;
  /** The same per World Bank income group with held-out errors from enough countries (ADR 118). */
  byIncome?: Partial<Record<IncomeGroup, { q10: number; q90: number; n: number }>>;
}

export interface ModelParams {
  /** When the parameters were fitted (YYYY-MM-DD) and on how many observations. */
  fitted: string;
  observations: number;
  items: Record<string, ItemParams>;
  city: Record<CategoryKey, CityParams>;
  /** 80% intervals per category, and per tariff item (`evidenceKey`, issue 30) where one is set. */
  intervals: Record<CategoryKey, IntervalParams> & Partial<Record<string, IntervalParams>>;
  /**
   * Local evidence per reference city id and category, or per tariff item (`evidenceKey`, method §5);
   * absent where none was observed.
   */
  cityEffects: Record<string, Partial<Record<string, CityEffect>>>;
  /**
   * Elasticity of a place's wages to its own income level (ADR 147, method §5), fitted on within-country
   * rents; n within-country rent observations with a local income behind it (0: the prior).
   */
  localIncome: { elasticity: number; n: number };
}

/** A city's own observed prices of one category, relative to the model: ln shift and observations. */
export interface CityEffect {
  effect: number;
  n: number;
  /** The year of the city's published tariff, where the effect is one taken whole (ADR 164). */
  year?: number;
  /** The item whose effect this one repeats (a pass moved by its city's published fare, tariffs.ts). */
  derivedFrom?: string;
  /** The published tariff's own price and currency (ADR 164), shown as it is published. */
  local?: { price: number; currency: string };
}

/**
 * City priors (method §5): goods move little with city size, housing more; a capital carries a premium
 * for housing and services. Used where no within-country evidence fits them.
 */
export const CITY_PRIOR: Record<CategoryKey, { size: number; capital: number; largest: number }> = {
  restaurants: { size: 0.03, capital: 0.05, largest: 0 },
  markets: { size: 0.01, capital: 0.02, largest: 0 },
  transportation: { size: 0.02, capital: 0.05, largest: 0 },
  'utilities (monthly)': { size: 0.02, capital: 0.02, largest: 0 },
  'sports and leisure': { size: 0.03, capital: 0.05, largest: 0 },
  childcare: { size: 0.04, capital: 0.1, largest: 0 },
  'clothing and shoes': { size: 0.01, capital: 0.02, largest: 0 },
  'rent per month': { size: 0.1, capital: 0.15, largest: 0.1 },
  'buy apartment price': { size: 0.12, capital: 0.2, largest: 0.15 },
  'salaries and financing': { size: 0.04, capital: 0.08, largest: 0 },
};

/**
 * Interval used for a category with too few held-out observations: ±0.45 log points (a factor of about
 * 1.57 either way), wider than any category's measured interval (method §10).
 */
export const INTERVAL_PRIOR: IntervalParams = { q10: -0.45, q90: 0.45, n: 0 };

/**
 * Parameters that are only the priors: what the model says before it has seen any evidence.
 * @example priorParams().items.meal_inexpensive?.beta // 0.75
 */
export function priorParams(): ModelParams {
  const items: Record<string, ItemParams> = {};
  for (const item of CATALOGUE) items[item.id] = { delta: 0, ...item.prior, countries: 0, n: 0 };
  const city = {} as Record<CategoryKey, CityParams>;
  const intervals = {} as Record<CategoryKey, IntervalParams>;
  for (const key of CATEGORY_KEYS) {
    city[key] = { ...CITY_PRIOR[key], n: 0 };
    intervals[key] = { ...INTERVAL_PRIOR };
  }
  // A tariff item is not like the rest of its category (a fare is policy, petrol a market): it keeps the
  // prior interval until its own held-out errors set one.
  for (const id of TARIFF_ITEMS)
    (intervals as ModelParams['intervals'])[id] = { ...INTERVAL_PRIOR };
  return {
    fitted: 'prior',
    observations: 0,
    items,
    city,
    intervals,
    cityEffects: {},
    localIncome: { elasticity: LOCAL_INCOME_PRIOR, n: 0 },
  };
}

/**
 * The interval of a category for a country's income group: the group's own where it has one.
 * @example intervalFor(params.intervals.markets, 'low').q10 < 0
 */
export function intervalFor(
  interval: IntervalParams,
  group: IncomeGroup | null,
): { q10: number; q90: number } {
  return (group && interval.byIncome?.[group]) || interval;
}
