import { CATALOGUE } from './catalogue.ts';
import { CITY_RANGE_WIDENING, cityFactor } from './city.ts';
import type { CountryEstimate } from './model.ts';

/** One published figure in US$ (spec §3 market data item, plus its provenance; method §10). */
export interface UsdFigure {
  usd: number;
  low: number;
  high: number;
  source: 'model' | 'contributions' | 'imported';
  year: number;
  count: number;
}

/**
 * The model's figure for item i in a city of bounded log size `size` (0 for a country average): the
 * country estimate x the city factor, with the range widened by the distance from the typical city.
 * @example modelFigure(usaEstimate, 0, 0, 2026).source // 'model'
 */
export function modelFigure(
  estimate: CountryEstimate,
  i: number,
  size: number,
  year: number,
): UsdFigure {
  const item = CATALOGUE[i]!;
  const factor = item.kind === 'rate' ? 1 : cityFactor(item.category, size);
  const usd = (estimate.usd[i] as number) * factor;
  const width = (estimate.width[i] as number) + CITY_RANGE_WIDENING * Math.abs(size);
  return { usd, low: usd / (1 + width), high: usd * (1 + width), source: 'model', year, count: 0 };
}
