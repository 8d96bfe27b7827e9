import type { CategoryKey } from './categories.ts';
import type { City } from '#domain/reference-types.ts';
import { LOCAL_INCOME_PRIOR } from './local-income.ts';
import { TYPICAL_METRO } from './metro-access.ts';
import type { CityEffect, ModelParams } from './params.ts';

/**
 * Stage 4 of the pipeline (method §5): a city within its country. x = ln(population / 50,000), bounded to
 * [-3, 4] (about 2,500 to 2.7 million people) so a hamlet or a megacity cannot run away; the factor is
 * exp(s x + k capital), with s and k per category fitted on within-country observed prices (rents of US
 * metros and English local authorities, market prices of WFP market towns) and priors elsewhere. A
 * country average stands for a town of 50,000 (x = 0) without a capital premium. The reference is a fixed
 * size, not the median of the listed places, so that listing more small towns changes no city's figure.
 */
export const REFERENCE_POPULATION = 50_000;
export const CITY_SIZE_BOUNDS = [-3, 4] as const;

/** Extra range half-width per unit of |x| in log points: the further from the typical city, the less we know. */
export const CITY_RANGE_WIDENING = 0.03;

/**
 * The size at which a place earns its country's whole urban premium: ln(1,000,000 / 50,000) ≈ 3, a city
 * of about a million, where the average urban employee of most countries works (method §5).
 */
export const URBAN_REFERENCE_SIZE = Math.log(1_000_000 / REFERENCE_POPULATION);

/** What the city stage knows of a place. */
export interface CityPosition {
  /** Bounded log size relative to a town of 50,000 (citySize). */
  size: number;
  capital: boolean;
  /**
   * The most populous listed place of its country (ADR 118): within-country rents put the largest city
   * far above what its size alone says (New York, London, Lisbon), the capital as such hardly at all
   * (Washington, Ottawa).
   */
  largest?: boolean;
  /** Reference city id, for the city's own evidence (params.cityEffects); absent for an average. */
  id?: string;
  /** A listed resort or tourist town under 5,000 (resort-towns.ts): its housing takes RESORT_HOUSING. */
  resort?: boolean;
  /**
   * ln(GDP per capita of the place's own area or admin-1 region / its country's), bounded (ADR 147,
   * local-income.ts); absent or 0 where the regional table has neither.
   */
  income?: number;
  /** Metropolitan market size of the place (ADR 168, metro-access.ts); absent: the typical town's. */
  metro?: number;
}

/**
 * Housing in a resort or tourist town, beyond what its size says (ADR 137). Within-country observed rents
 * put such places well above the size line. Their residuals from the fit (log points, the city effects
 * before shrinkage: effect x (n + 1) / n) are Taos +0.06, Jackson WY +0.20, Ocean City NJ +0.36, Collioure
 * +0.40, Naples FL +0.53, Les Deux Alpes +0.54, Newport RI +0.63, Nantucket +0.98 and Èze +1.06. The premium
 * is their median, a stated prior rather than a fitted parameter (nine places, chosen by hand); the range
 * is widened by half their spread. Listed resort towns with observed prices of their own (Èze, Collioure,
 * Les Deux Alpes) keep their own effect on top.
 */
export const RESORT_HOUSING = { premium: 0.53, widening: 0.5 } as const;

const HOUSING: ReadonlySet<CategoryKey> = new Set(['rent per month', 'buy apartment price']);

/**
 * The resort premium of a category for a place (0 unless it is a listed resort town and the category
 * is housing).
 * @example resortShift('rent per month', { size: -3, capital: false, resort: true }) // 0.53
 */
export function resortShift(category: CategoryKey, city: CityPosition): number {
  return city.resort === true && HOUSING.has(category) ? RESORT_HOUSING.premium : 0;
}

/** A country average: the typical city. */
export const TYPICAL_CITY: CityPosition = { size: 0, capital: false };

/**
 * Bounded log size of a city relative to a town of 50,000.
 * @example citySize(8_000_000) // 4 (bounded)
 */
export function citySize(population: number): number {
  if (!(population > 0)) return 0;
  const x = Math.log(population / REFERENCE_POPULATION);
  return Math.min(CITY_SIZE_BOUNDS[1], Math.max(CITY_SIZE_BOUNDS[0], x));
}

/**
 * ln(local wage / national average wage) of a place: the country's urban premium (ILOSTAT urban over
 * national earnings), scaled linearly by the place's size, 0 for the town of 50,000 that stands for the
 * national average, negative for smaller places; plus the fitted elasticity times the place's own income
 * level (ADR 147). Items take it in proportion to their wage elasticity.
 * @example cityWageShift(0.3, { size: URBAN_REFERENCE_SIZE, capital: false }) // 0.3
 */
export function cityWageShift(
  urbanPremium: number,
  city: CityPosition,
  incomeElasticity = LOCAL_INCOME_PRIOR,
): number {
  return (urbanPremium * city.size) / URBAN_REFERENCE_SIZE + incomeElasticity * (city.income ?? 0);
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
  return (
    p.size * city.size +
    (city.capital ? p.capital : 0) +
    (city.largest ? (p.largest ?? 0) : 0) +
    // Relative to the town of 50,000 alone that a country average stands for, as the size term is.
    (p.metro ?? 0) * ((city.metro ?? TYPICAL_METRO) - TYPICAL_METRO) +
    resortShift(category, city)
  );
}

/**
 * The id of each country's most populous listed place (not a country average), by ISO alpha-2 code.
 * @example largestCityIds(new Map([['PT', [lisbon, porto]]])) // Set { lisbon.id }
 */
export function largestCityIds(citiesByCountry: ReadonlyMap<string, readonly City[]>): Set<string> {
  const out = new Set<string>();
  for (const cities of citiesByCountry.values()) {
    let best: City | null = null;
    for (const c of cities)
      if (
        !c.isCountryAverage &&
        c.partOf === undefined &&
        (best === null || c.population > best.population)
      )
        best = c;
    if (best) out.add(best.id);
  }
  return out;
}

/**
 * The city's own evidence under a key (a category, or a tariff item's id; 0 and n = 0 where it has none).
 * @example cityEvidence({ cityEffects: {} }, 'markets', { size: 0, capital: false, id: '1' }) // { effect: 0, n: 0 }
 */
export function cityEvidence(
  params: Pick<ModelParams, 'cityEffects'>,
  key: string,
  city: CityPosition,
): Pick<CityEffect, 'effect' | 'n' | 'year' | 'local'> {
  const found = city.id === undefined ? undefined : params.cityEffects[city.id]?.[key];
  return found ?? { effect: 0, n: 0 };
}
