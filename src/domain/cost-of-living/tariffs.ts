import type { Observation } from './observation.ts';
import type { CityEffect, ItemParams, ModelParams } from './params.ts';

/**
 * Passes from fares (issue 30, ADR 164, method §5). Operators publish single fares far more often than
 * monthly passes (the GTFS fare files this repository holds name one pass against fourteen fares), and
 * a pass is priced as a multiple of the fare: where the pass has too few tariffs of its own, it follows
 * the fare, so a city whose fare the model (or its operator) puts low gets a pass as low.
 */
export const FARE_ITEM = 'transit_one_way';
export const PASS_ITEM = 'transit_monthly_pass';

/**
 * The pass takes the fare's fitted level and elasticities (keeping the US ratio of pass to fare, the US
 * bases' 100 ÷ 2.50) once the fare is fitted on `minCountries` countries' tariffs and the pass is not.
 * `countries` says how many countries' fares stand behind it, `n` stays 0 (no pass was observed) and
 * `follows` names the item it was taken from.
 * @example passFollowsFare(params, 10); params.items.transit_monthly_pass?.follows // 'transit_one_way'
 */
export function passFollowsFare(params: ModelParams, minCountries: number): void {
  const fare = params.items[FARE_ITEM];
  const pass = params.items[PASS_ITEM];
  if (!fare || !pass || fare.countries < minCountries || pass.countries >= minCountries) return;
  const follows: ItemParams = {
    delta: fare.delta,
    beta: fare.beta,
    gamma: fare.gamma,
    countries: fare.countries,
    n: 0,
    follows: FARE_ITEM,
  };
  params.items[PASS_ITEM] = follows;
}

/**
 * A city whose operator publishes a single fare but no pass moves its pass by the fare's own effect
 * (the fare's residual against the model), marked as derived: it is not a published pass, so it
 * carries no year and counts no observation of a pass.
 * @example fareEffectForPass({ '1': { transit_one_way: { effect: -0.5, n: 1, year: 2025 } } })['1']?.transit_monthly_pass?.derivedFrom // 'transit_one_way'
 */
export function fareEffectForPass(effects: ModelParams['cityEffects']): ModelParams['cityEffects'] {
  for (const cityEffects of Object.values(effects)) {
    const fare = cityEffects[FARE_ITEM];
    if (!fare || cityEffects[PASS_ITEM]) continue;
    const derived: CityEffect = { effect: fare.effect, n: 0, derivedFrom: FARE_ITEM };
    cityEffects[PASS_ITEM] = derived;
  }
  return effects;
}

/**
 * The year and own price of a city's published tariff (its newest observation; one where the city has
 * one), for the figure to show as published: the operator's price in its own currency, not a conversion.
 * @example publishedTariff([{ year: 2025, local: { price: 4.7, currency: 'BRL' } } as Observation]) // { year: 2025, local: { price: 4.7, currency: 'BRL' } }
 */
export function publishedTariff(group: readonly Observation[]): Pick<CityEffect, 'year' | 'local'> {
  const dated = group.filter((o) => o.year !== undefined);
  if (dated.length === 0) return {};
  const newest = dated.reduce((a, o) => (o.year! > a.year! ? o : a));
  return { year: newest.year!, ...(newest.local ? { local: { ...newest.local } } : {}) };
}
