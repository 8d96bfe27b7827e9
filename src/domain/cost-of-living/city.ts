import type { CategoryKey } from './categories.ts';
import type { ModelParams } from './params.ts';

/**
 * Stage 4 of the pipeline (method §5): a city within its country. x = ln(population / median city
 * population of the country), bounded to [-2, 3] so a hamlet or a megacity cannot run away; the factor is
 * exp(s x + k capital), with s and k per category fitted on within-country observed prices (rents of US
 * metros and English local authorities, market prices of WFP market towns) and priors elsewhere. A
 * country average has x = 0 and no capital premium.
 */
export const CITY_SIZE_BOUNDS = [-2, 3] as const;

/** Extra range half-width per unit of |x| in log points: the further from the typical city, the less we know. */
export const CITY_RANGE_WIDENING = 0.03;

/** What the city stage knows of a place. */
export interface CityPosition {
  /** Bounded log size relative to the country's median city. */
  size: number;
  capital: boolean;
  /** Reference city id, for the city's own evidence (params.cityEffects); absent for an average. */
  id?: string;
}

/** A country average: the typical city. */
export const TYPICAL_CITY: CityPosition = { size: 0, capital: false };

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
 * ln of the city factor for a category.
 * @example cityLogFactor(priorParams(), 'rent per month', { size: 1, capital: false }) // 0.1
 */
export function cityLogFactor(
  params: Pick<ModelParams, 'city'>,
  category: CategoryKey,
  city: CityPosition,
): number {
  const p = params.city[category];
  return p.size * city.size + (city.capital ? p.capital : 0);
}

/**
 * The city's own evidence for a category (0 and n = 0 where it has none).
 * @example cityEvidence({ cityEffects: {} }, 'markets', { size: 0, capital: false, id: '1' }) // { effect: 0, n: 0 }
 */
export function cityEvidence(
  params: Pick<ModelParams, 'cityEffects'>,
  category: CategoryKey,
  city: CityPosition,
): { effect: number; n: number } {
  const found = city.id === undefined ? undefined : params.cityEffects[city.id]?.[category];
  return found ?? { effect: 0, n: 0 };
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
