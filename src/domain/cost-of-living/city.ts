import { CATEGORY_PARAMS, type CategoryKey } from './categories.ts';

/**
 * City-size adjustment within a country (method §5). x = ln(population / median city population of the
 * country), bounded to [-2, 3] so a hamlet or a megacity cannot run away; the factor is exp(s x) with a
 * small s for goods and a larger one for housing (categories.ts). A country average has x = 0.
 */
export const CITY_SIZE_BOUNDS = [-2, 3] as const;

/** Extra range half-width per unit of |x|: the further from the typical city, the less we know. */
export const CITY_RANGE_WIDENING = 0.03;

/**
 * Bounded log size of a city relative to its country's median city.
 * @example citySize(8_000_000, 80_000) // 3 (bounded)
 */
export function citySize(population: number, medianPopulation: number): number {
  if (!(population > 0) || !(medianPopulation > 0)) return 0;
  const x = Math.log(population / medianPopulation);
  return Math.min(CITY_SIZE_BOUNDS[1], Math.max(CITY_SIZE_BOUNDS[0], x));
}

/**
 * Multiplicative city factor for a category.
 * @example cityFactor('rent per month', 1) // ≈ 1.105
 */
export function cityFactor(category: CategoryKey, size: number): number {
  return Math.exp(CATEGORY_PARAMS[category].citySensitivity * size);
}

/**
 * Median of the positive populations of a country's cities (country averages excluded by the caller).
 * @example medianPopulation([50_000, 100_000, 2_000_000]) // 100000
 */
export function medianPopulation(populations: number[]): number {
  const s = populations.filter((p) => p > 0).sort((a, b) => a - b);
  if (s.length === 0) return 0;
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
