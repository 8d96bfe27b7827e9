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

/** Six significant digits (positive values): enough for any price, and keeps the body small. */
function round(v: number): number {
  if (!(v > 0) || !Number.isFinite(v)) return v;
  const e = Math.floor(Math.log10(v));
  if (e >= 5) {
    const d = 10 ** (e - 5);
    return Math.round(v / d) * d;
  }
  const m = 10 ** (5 - e);
  return Math.round(v * m) / m;
}

// The fixed part of each item, serialised once: a request only writes numbers (fewer allocations, a
// shorter tail under load; bench/prices.bench.ts).
const ITEM_PREFIX = CATALOGUE.map(
  (item) =>
    `{"itemId":${JSON.stringify(item.id)},"itemName":${JSON.stringify(item.name)},"itemCategory":${JSON.stringify(item.category)},"unit":${JSON.stringify(item.unit)},`,
);
const CATEGORY_ITEMS = CATEGORY_KEYS.map((key) => ({
  key: JSON.stringify(key),
  items: CATALOGUE.flatMap((item, i) => (item.category === key ? [i] : [])),
}));

export function marketDataBody(
  resolved: ResolvedCity,
  figures: UsdFigure[],
  view: RatesView,
  basis: string,
): string {
  const currency = currencyOf(resolved.country, view.rates);
  const rate = view.rates[currency] ?? 1;
  const cur = JSON.stringify(currency);
  const groups = CATEGORY_ITEMS.map(({ key, items }) => {
    const parts = items.map((i) => {
      const f = figures[i]!;
      // A percentage (the mortgage rate) is not money: it is never converted.
      const k = CATALOGUE[i]!.kind === 'rate' ? 1 : rate;
      return `${ITEM_PREFIX[i]}"value":${round(f.usd * k)},"valueInUSD":${round(f.usd)},"currency":${cur},"source":"${f.source}","year":${f.year},"low":${round(f.low * k)},"high":${round(f.high * k)},"count":${f.count}}`;
    });
    return `${key}:[${parts.join(',')}]`;
  });
  const data = {
    city: resolved.city.name,
    cityId: resolved.city.id,
    country: resolved.country.name,
    countryCode: resolved.country.iso2,
    isCountryAverage: resolved.city.isCountryAverage,
    currency,
    basis,
    as_of: view.asOf,
    stale: view.stale,
  };
  return `{"status":"success","data":${JSON.stringify(data).slice(0, -1)},"items":{${groups.join(',')}}}}`;
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
      if (bodies.size >= 1_000) bodies.delete(bodies.keys().next().value as string);
      bodies.set(resolved.city.id, { view, evidence: ev, body });
      return body;
    },
  };
}
