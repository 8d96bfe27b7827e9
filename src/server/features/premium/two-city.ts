/**
 * The premium suites' two-city pricing step (ADR 176): both cities resolved as the market-data route
 * resolves them, their catalogue figures from the cost-of-living engine (model, imports and
 * contributions), each city's currency and rate, and the items a suite names priced in that currency.
 * The suite then builds what is its own from the two priced cities.
 */
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import type { UsdFigure } from '#domain/cost-of-living/figures.ts';
import { validationFailed } from '../../errors.ts';
import type { RatesView } from '../exchange/index.ts';
import {
  currencyOf,
  resolveCity,
  type ColEngine,
  type MarketDataService,
  type ResolvedCity,
} from '../prices/index.ts';

/** Where every price of a premium answer comes from, as the answers' `sources.prices` reads. */
export const PRICES_SOURCE =
  "Parity's cost-of-living model with imported and contributed prices (docs/methods/cost-of-living.md)";

const INDEX = new Map(CATALOGUE.map((item, i) => [item.id, i]));

/** Throws at start-up for an id the catalogue does not hold (a suite's own item list). */
export function catalogueItems(suite: string, ids: readonly string[]): void {
  for (const id of ids) {
    if (!INDEX.has(id)) throw new Error(`${suite}: ${id} is not a catalogue item`);
  }
}

export interface PricingBase {
  engine: ColEngine;
  market: MarketDataService;
}

/** A city as a request names it: a reference id or a name, with its country when given. */
export interface PlaceInput {
  city: string;
  country?: string | undefined;
}

export interface PricedCity<K extends string = string> {
  resolved: ResolvedCity;
  /** The city's currency, and its units per US dollar at the view's rates. */
  currency: string;
  rate: number;
  /** Every catalogue figure of the city, in US dollars, in catalogue order. */
  figures: UsdFigure[];
  /** The suite's items, in the city's currency. */
  prices: Record<K, number>;
}

/** One catalogue figure of a priced city (US dollars, with its source, year and count). */
export function figureOf(p: PricedCity, id: string): UsdFigure {
  return p.figures[INDEX.get(id)!]!;
}

async function priceCity<K extends string>(
  base: PricingBase,
  place: PlaceInput,
  view: RatesView,
  ids: readonly K[],
): Promise<PricedCity<K>> {
  const resolved = resolveCity(base.engine, place.country, place.city);
  const figures = await base.market.figures(resolved, view);
  const currency = currencyOf(resolved.country, view.rates);
  const rate = view.rates[currency] ?? 1;
  const prices = {} as Record<K, number>;
  for (const id of ids) prices[id] = figures[INDEX.get(id)!]!.usd * rate;
  return { resolved, currency, rate, figures, prices };
}

/**
 * The request's origin and destination, priced at the view's rates (an unknown city rejects with the
 * 404 of resolveCity; the origin's first when both are unknown).
 */
export function pricePair<K extends string>(
  base: PricingBase,
  view: RatesView,
  input: { from: PlaceInput; to: PlaceInput },
  ids: readonly K[],
): Promise<[PricedCity<K>, PricedCity<K>]> {
  return Promise.all([
    priceCity(base, input.from, view, ids),
    priceCity(base, input.to, view, ids),
  ]);
}

/** What each side of every premium answer starts with: the city, its country and its currency. */
export function sideHeader(p: PricedCity) {
  const { city, country } = p.resolved;
  return {
    city: city.name,
    cityId: city.id,
    country: country.name,
    countryCode: country.iso2,
    isCountryAverage: city.isCountryAverage,
    currency: p.currency,
  };
}

/** Each item's source, year and count, keyed by catalogue id (a side's `provenance`). */
export function provenanceOf(p: PricedCity, ids: readonly string[]) {
  const out: Record<string, { source: string; year: number; count: number }> = {};
  for (const id of ids) {
    const f = figureOf(p, id);
    out[id] = { source: f.source, year: f.year, count: f.count };
  }
  return out;
}

/** The cost-of-living model's basis for the city's country at the rates' date. */
export function basisOf(base: PricingBase, p: PricedCity, asOf: string): string {
  return base.engine.estimateOf(p.resolved.country, asOf).basis;
}

/**
 * The currency a request's amount is in (the origin's when it names none) and its units per US
 * dollar; a currency without a rate is a validation error on `currency`.
 */
export function amountCurrency(
  view: RatesView,
  requested: string | undefined,
  from: PricedCity,
): { currency: string; perUsd: number } {
  const currency = requested ?? from.currency;
  const perUsd = view.rates[currency];
  if (perUsd === undefined || !(perUsd > 0)) {
    throw validationFailed({ currency: `No exchange rate for ${currency}` });
  }
  return { currency, perUsd };
}
