/**
 * What the fit reads (method §3): one observed price relative to the US base price of its concept, and
 * the concepts (catalogue items, or the city-wide rents and purchase prices that stand for a centre and
 * an outside item). Shared by the fit, the tariffs, the held-out validation and the scripts that read
 * the evidence, so none of them imports the fit for its input's shape.
 */
import { CATALOGUE, type CatalogueItem } from './catalogue.ts';
import type { CityPosition } from './city.ts';

/** One observed price, relative to the US base price of its concept (both carried to one date). */
export interface Observation {
  iso3: string;
  /** A catalogue item id, or a city-wide concept of CONCEPTS (a rent not split centre/outside). */
  concept: string;
  /** ln(observed US$ / US base US$). */
  logRatio: number;
  city: CityPosition;
  /** The reference city the place was matched to, or null (then it only informs its country). */
  cityId: string | null;
  /** Where and from which dataset, for reports. */
  place: string;
  source: string;
  /** The year of a published tariff (a fare's period), shown with the figure it sets (ADR 164). */
  year?: number;
  /** A published tariff's own price in its own currency, shown as published (ADR 164). */
  local?: { price: number; currency: string };
  /**
   * How far the observation may sit from the model, in log points (default FIT_SCALES.residual): a
   * national statistic of the US base price is known far better than one market's price (method §3).
   */
  scale?: number;
}

/**
 * City-wide rents and purchase prices inform both the centre and the outside item: they share one set of parameters, and the
 * concept's US base is the geometric mean of the two items' bases (method §3).
 */
export const CONCEPTS: Record<string, readonly string[]> = {
  rent_1br_all: ['rent_1br_centre', 'rent_1br_outside'],
  rent_3br_all: ['rent_3br_centre', 'rent_3br_outside'],
  /** A city-wide purchase price per m² (Statistics Portugal's sales, ADR 118). */
  buy_sqm_all: ['buy_sqm_centre', 'buy_sqm_outside'],
};

/**
 * The catalogue items a concept stands for (an item id stands for itself), or [] when unknown.
 * @example conceptItems('rent_1br_all') // ['rent_1br_centre', 'rent_1br_outside']
 */
export function conceptItems(concept: string): readonly string[] {
  if (CONCEPTS[concept]) return CONCEPTS[concept];
  return CATALOGUE.some((i) => i.id === concept) ? [concept] : [];
}

export function conceptItem(concept: string): CatalogueItem {
  const id = conceptItems(concept)[0];
  const item = CATALOGUE.find((i) => i.id === id);
  if (!item) throw new Error(`unknown concept ${concept}`);
  return item;
}
