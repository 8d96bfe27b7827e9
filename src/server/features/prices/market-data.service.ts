/**
 * Market data for a city (spec §7 POST /api/exchange/market-data; issue 4 §5): resolve the city as the
 * spec says, take the model's figures, overlay imports and contributions, convert to the country's
 * currency at the current rates. The serialised body is cached per city until the rates or the city's
 * evidence change, so a repeated request costs a map lookup.
 */
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import { CATEGORY_KEYS } from '#domain/cost-of-living/categories.ts';
import type { UsdFigure } from '#domain/cost-of-living/figures.ts';
import type { City, Country } from '#domain/reference-types.ts';
import { notFound } from '../../errors.ts';
import type { RatesView } from '../exchange/rate.service.ts';
import type { ColEngine } from './col-engine.ts';
import { applyEvidence, type CityEvidence, type EvidenceCache } from './price-evidence.ts';

export interface ResolvedCity {
  city: City;
  country: Country;
}

/**
 * Spec §7: a city given as 'City, Country' is split; a name containing 'Average' means the country
 * average. Unknown: 404 'The requested city could not be found.'.
 */
export function resolveCity(
  engine: ColEngine,
  countryText: string | undefined,
  cityText: string,
): ResolvedCity {
  let name = cityText.trim();
  let countryHint = countryText?.trim() ?? '';
  const comma = name.lastIndexOf(',');
  // 'Washington, D.C.' is a city's own name; only split when the whole text names no city.
  const whole = countryHint ? engine.resolveCountry(countryHint) : null;
  if (comma > 0 && !engine.findCity(name, whole)) {
    if (!countryHint) countryHint = name.slice(comma + 1).trim();
    name = name.slice(0, comma).trim();
  }
  let country = countryHint ? engine.resolveCountry(countryHint) : null;
  if (countryHint && !country) throw notFound('city');
  if (/average/i.test(name)) {
    country ??= engine.resolveCountry(name.replace(/\(?\s*average\s*\)?/i, '').trim());
    const average = country ? engine.reference.countryAverage(country.iso2) : undefined;
    if (!country || !average) throw notFound('city');
    return { city: average, country };
  }
  const city = engine.findCity(name, country);
  const home = city ? engine.reference.countryByIso2.get(city.countryCode) : undefined;
  if (!city || !home) throw notFound('city');
  return { city, country: home };
}

/** The country's currency: its primary ISO 4217 code when the rates know it, else the next one, else USD. */
export function currencyOf(country: Country, rates: Readonly<Record<string, number>>): string {
  return country.currencies.find((c) => rates[c] !== undefined) ?? 'USD';
}

/** Six significant digits: enough for any price, and keeps the body small. */
const round = (v: number) => Number(v.toPrecision(6));

export function marketDataBody(
  resolved: ResolvedCity,
  figures: UsdFigure[],
  view: RatesView,
  basis: string,
): string {
  const currency = currencyOf(resolved.country, view.rates);
  const rate = view.rates[currency] ?? 1;
  const items: Record<string, unknown[]> = Object.fromEntries(CATEGORY_KEYS.map((k) => [k, []]));
  CATALOGUE.forEach((item, i) => {
    const f = figures[i]!;
    // A percentage (the mortgage rate) is not money: it is never converted.
    const k = item.kind === 'rate' ? 1 : rate;
    items[item.category]!.push({
      itemId: item.id,
      itemName: item.name,
      itemCategory: item.category,
      unit: item.unit,
      value: round(f.usd * k),
      valueInUSD: round(f.usd),
      currency,
      source: f.source,
      year: f.year,
      low: round(f.low * k),
      high: round(f.high * k),
      count: f.count,
    });
  });
  return JSON.stringify({
    status: 'success',
    data: {
      city: resolved.city.name,
      cityId: resolved.city.id,
      country: resolved.country.name,
      countryCode: resolved.country.iso2,
      isCountryAverage: resolved.city.isCountryAverage,
      currency,
      basis,
      as_of: view.asOf,
      stale: view.stale,
      items,
    },
  });
}

export interface MarketDataService {
  figures(resolved: ResolvedCity, view: RatesView): Promise<UsdFigure[]>;
  body(resolved: ResolvedCity, view: RatesView): Promise<string>;
}

export function createMarketDataService(
  engine: ColEngine,
  evidence: EvidenceCache,
): MarketDataService {
  const bodies = new Map<string, { view: RatesView; evidence: CityEvidence; body: string }>();
  const figuresWith = (resolved: ResolvedCity, view: RatesView, ev: CityEvidence) =>
    applyEvidence(engine.modelFigures(resolved.city, view.asOf), ev);
  return {
    async figures(resolved, view) {
      return figuresWith(resolved, view, await evidence.get(resolved.city.id));
    },
    async body(resolved, view) {
      const ev = await evidence.get(resolved.city.id);
      const hit = bodies.get(resolved.city.id);
      if (hit && hit.view === view && hit.evidence === ev) return hit.body;
      const basis = engine.estimateOf(resolved.country, view.asOf).basis;
      const body = marketDataBody(resolved, figuresWith(resolved, view, ev), view, basis);
      if (bodies.size >= 4_000) bodies.delete(bodies.keys().next().value as string);
      bodies.set(resolved.city.id, { view, evidence: ev, body });
      return body;
    },
  };
}
