import { CATALOGUE, evidenceKey } from './catalogue.ts';
import {
  CITY_RANGE_WIDENING,
  RESORT_HOUSING,
  resortShift,
  cityEvidence,
  cityLogFactor,
  cityWageShift,
  type CityPosition,
} from './city.ts';
import type { CountryEstimate } from './item-model.ts';
import type { ModelParams } from './params.ts';

/** One published figure in US$ (docs/product.md §3 market data item, plus its provenance; method §10). */
export interface UsdFigure {
  usd: number;
  low: number;
  high: number;
  /** 'published': a tariff or rate its publisher sets, shown as published with its year (ADR 164). */
  source: 'model' | 'contributions' | 'imported' | 'published';
  year: number;
  count: number;
  /** A published tariff's own price and currency: shown as published where the city uses it (ADR 164). */
  local?: { price: number; currency: string };
}

/**
 * The model's figure for item i in a city (stage 4 applied to stage 3, with the stage 5 interval): the
 * country estimate x the city factor x the local wage's share (beta x the city's wage shift) x the city's
 * own evidence, the 80% range widened by the distance
 * from the typical city.
 * @example modelFigure(usaEstimate, params, 0, TYPICAL_CITY, 2026).source // 'model'
 */
export function modelFigure(
  estimate: CountryEstimate,
  params: Pick<ModelParams, 'city' | 'cityEffects' | 'localIncome'>,
  i: number,
  city: CityPosition,
  year: number,
): UsdFigure {
  const item = CATALOGUE[i]!;
  const local = item.kind === 'price' ? cityEvidence(params, evidenceKey(item), city) : null;
  const factor =
    item.kind === 'rate'
      ? 0
      : cityLogFactor(params, item.category, city) +
        (estimate.wageElasticity[i] as number) *
          cityWageShift(estimate.urbanPremium, city, params.localIncome.elasticity) +
        (local?.effect ?? 0);
  const usd = (estimate.usd[i] as number) * Math.exp(factor);
  // Further from the typical city, and in a resort town's housing, the model knows less (method §5).
  const widen =
    CITY_RANGE_WIDENING * Math.abs(city.size) +
    (item.kind === 'price' && resortShift(item.category, city) !== 0 ? RESORT_HOUSING.widening : 0);
  // A city's own published tariff taken whole, or a country's published rate, is that publisher's
  // figure of its own year, not a model estimate (ADR 164).
  const published = local?.year ?? estimate.published?.get(i);
  return {
    usd,
    low: usd * Math.exp((estimate.lowLog[i] as number) - widen),
    high: usd * Math.exp((estimate.highLog[i] as number) + widen),
    source: published === undefined ? 'model' : 'published',
    year: published ?? year,
    ...(local?.local ? { local: { ...local.local } } : {}),
    // Observed prices of this category in this city that moved the figure (method §5).
    count: local?.n ?? 0,
  };
}
