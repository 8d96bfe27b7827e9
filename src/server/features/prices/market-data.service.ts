/**
 * Market data for a city (docs/product.md §7 POST /api/exchange/market-data; issue 4 §5): resolve the city as the
 * docs/product.md says, take the model's figures, overlay imports and contributions, convert to the country's
 * currency at the current rates. The answer is an object checked by its schema (src/domain/api,
 * ADR 107); its serialised bytes are cached per city and encoding until the rates or the city's
 * evidence change, so a repeated request costs a map lookup.
 */
import {
  marketDataResponse,
  type MarketData,
  type MarketDataAnswer,
} from '#domain/api/market-data.ts';
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import { CATEGORY_KEYS } from '#domain/cost-of-living/categories.ts';
import type { UsdFigure } from '#domain/cost-of-living/figures.ts';
import { placeKey, regionNameFits, RELATED_TERRITORIES } from '#domain/place-names.ts';
import type { City, Country } from '#domain/reference-types.ts';
import { AppError, notFound } from '../../errors.ts';
import { compressBody, type Encoding } from '../../plugins/compression.ts';
import type { RatesView } from '../exchange/index.ts';
import type { ColEngine } from './col-engine.ts';
import { applyEvidence, type CityEvidence, type EvidenceCache } from './price-evidence.ts';

export interface ResolvedCity {
  city: City;
  country: Country;
}

/** Most suggestions a 404 carries ("did you mean"). */
export const MAX_SUGGESTIONS = 5;

/**
 * docs/product.md §7 and issue 13: the city is a reference city id ('1277333', 'avg-IN'), or a name in any spelling
 * people use (own name, ASCII, alternate names: 'Bangalore', 'Koeln', 'Saigon'), optionally followed by
 * ', Region' and/or ', Country' ('Portland, Maine', 'Prague, Czech Republic'); the country may also come
 * separately, by name, alias or ISO code. A name containing 'Average' means the country average. Several
 * places with the name: the larger wins unless a region says otherwise. Unknown: 404 with up to five
 * suggestions.
 */
export function resolveCity(
  engine: ColEngine,
  countryText: string | undefined,
  cityText: string,
): ResolvedCity {
  // The reference data never changes while the engine lives, so a name resolves the same way every
  // time: remember the last few thousand (the folding and alias look-ups were ~6% of a market-data
  // request in the throughput profile). Unknown names are not remembered; they throw each time.
  let memo = resolved.get(engine);
  if (!memo) resolved.set(engine, (memo = new Map()));
  const key = `${countryText ?? ''}\u0000${cityText}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const answer = resolveCityUncached(engine, countryText, cityText);
  if (memo.size >= RESOLVED_MAX) memo.delete(memo.keys().next().value as string);
  memo.set(key, answer);
  return answer;
}

const RESOLVED_MAX = 4096;
const resolved = new WeakMap<ColEngine, Map<string, ResolvedCity>>();

function resolveCityUncached(
  engine: ColEngine,
  countryText: string | undefined,
  cityText: string,
): ResolvedCity {
  const text = cityText.trim();
  const byId = engine.reference.cityById.get(text);
  if (byId) return withCountry(engine, byId);
  const hint = countryText?.trim() ?? '';
  let country = hint ? engine.places.resolveCountry(hint) : null;
  let countryName = country ? hint : '';
  let region: string | undefined;
  // A separately given "country" that is a region ('Maine') narrows by region instead.
  if (hint && !country) {
    if (engine.places.isRegion(hint)) region = hint;
    else throw cityNotFound(engine, text, null);
  }
  if (/average/i.test(text)) {
    country ??= engine.places.resolveCountry(text.replace(/\(?\s*average\s*\)?/i, '').trim());
    const average = country ? engine.reference.countryAverage(country.iso2) : undefined;
    if (!country || !average) throw cityNotFound(engine, text, country);
    return { city: average, country };
  }
  // 'Washington, D.C.' is a city's own name: the whole text first, then split at the commas.
  const whole = placesNamed(engine, text, country, region, countryName)[0];
  if (whole) return withCountry(engine, whole);
  const parts = text.split(',').map((p) => p.trim());
  const name = parts.shift() ?? '';
  // Parts that are neither a country nor a region's name or code ('Valencian Community', 'Adjara').
  const unknown: string[] = [];
  for (const part of parts.reverse()) {
    if (!part) continue;
    const asCountry = country ? null : engine.places.resolveCountry(part);
    if (asCountry) [country, countryName] = [asCountry, part];
    else if (!region && engine.places.isRegion(part, country?.iso2)) region = part;
    // 'Nairobi, Nairobi': a city-region written with its own name, when no region is so named.
    else if (placeKey(part) !== placeKey(name)) unknown.push(part);
  }
  const found = placeFitting(placesNamed(engine, name, country, region, countryName), unknown);
  if (!found) throw cityNotFound(engine, name, country);
  return withCountry(engine, found);
}

/**
 * The best of the places a name can mean when the text also carried words that name no known region or
 * country: the one place of that name, or else the best whose region the words fit loosely
 * ('Valencia, Valencian Community' is Spain's, not Venezuela's). Words that fit none of several
 * namesakes choose nothing: a 404 with suggestions rather than a guess.
 */
function placeFitting(places: readonly City[], unknown: readonly string[]): City | undefined {
  const best = places[0];
  if (unknown.length === 0 || places.every((p) => p === best)) return best;
  return places.find(
    (p) => p.adminName !== null && unknown.some((u) => regionNameFits(u, p.adminName!)),
  );
}

/**
 * The places of a name within the country and region given, best first, widening when there are none:
 * to the territories sites file under that country ('Hong Kong, China', 'Kinshasa, Congo';
 * RELATED_TERRITORIES), then, when the country's name is also a region's, to that region ('Atlanta,
 * Georgia' is the US state; 'Boston, MA' is Massachusetts, not Morocco).
 */
function placesNamed(
  engine: ColEngine,
  name: string,
  country: Country | null,
  region: string | undefined,
  countryName: string,
): City[] {
  const all = (filter: { country?: string; region?: string }) =>
    engine.places
      .findCities(name, region === undefined ? filter : { ...filter, region })
      .map((m) => m.city);
  if (!country) return all({});
  for (const code of [country.iso2, ...(RELATED_TERRITORIES[country.iso2] ?? [])]) {
    const found = all({ country: code });
    if (found.length > 0) return found;
  }
  if (region !== undefined || !engine.places.isRegion(countryName)) return [];
  return engine.places.findCities(name, { region: countryName }).map((m) => m.city);
}

function withCountry(engine: ColEngine, city: City): ResolvedCity {
  const country = engine.reference.countryByIso2.get(city.countryCode);
  if (!country) throw notFound('city');
  return { city, country };
}

/** 404 with up to five places whose names start like the text (in the country when one was given). */
function cityNotFound(engine: ColEngine, name: string, country: Country | null): AppError {
  const suggestions = engine
    .suggest(name, country?.iso2)
    .slice(0, MAX_SUGGESTIONS)
    .map((c) => ({
      id: c.id,
      name: c.name,
      ...(c.adminName ? { region: c.adminName } : {}),
      country: c.countryName,
      countryCode: c.countryCode,
    }));
  const error = notFound('city');
  return suggestions.length ? new AppError('NOT_FOUND', error.message, { suggestions }) : error;
}

/** The country's currency: its primary ISO 4217 code when the rates know it, else the next one, else USD. */
export function currencyOf(country: Country, rates: Readonly<Record<string, number>>): string {
  return country.currencies.find((c) => rates[c] !== undefined) ?? 'USD';
}

/** Six significant digits (positive values): enough for any price, and keeps the body small. */
export function round(v: number): number {
  if (!(v > 0) || !Number.isFinite(v)) return v;
  const e = Math.floor(Math.log10(v));
  if (e >= 5) {
    const d = 10 ** (e - 5);
    return Math.round(v / d) * d;
  }
  const m = 10 ** (5 - e);
  return Math.round(v * m) / m;
}

/**
 * A figure in the city's currency (`k` units per US$): a published tariff in that currency as it is
 * published, not converted there and back (ADR 164: Lisbon's metro ticket reads €1.90 whatever the
 * day's rates), anything else converted and rounded.
 * @example shownValue({ usd: 2.2, source: 'published', local: { price: 1.9, currency: 'EUR' } } as UsdFigure, 'EUR', 0.86) // 1.9
 */
export function shownValue(f: UsdFigure, currency: string, k: number): number {
  return publishedPrice(f, currency) ?? round(f.usd * k);
}

/** The publisher's own price of a figure shown as published in `currency`, else null. */
function publishedPrice(f: UsdFigure, currency: string): number | null {
  return f.source === 'published' && f.local?.currency === currency ? f.local.price : null;
}

/**
 * The answer for a city as an object (issue 16 item 2): the figures in the country's currency, rounded
 * to six significant digits, grouped by category key in catalogue order. A percentage (the mortgage
 * rate) is not money and is never converted.
 */
export function marketDataAnswer(
  resolved: ResolvedCity,
  figures: UsdFigure[],
  view: RatesView,
  basis: string,
): MarketDataAnswer {
  const currency = currencyOf(resolved.country, view.rates);
  const rate = view.rates[currency] ?? 1;
  const items = {} as MarketData['items'];
  for (const key of CATEGORY_KEYS) items[key] = [];
  CATALOGUE.forEach((item, i) => {
    const f = figures[i]!;
    const k = item.kind === 'rate' ? 1 : rate;
    const published = publishedPrice(f, currency);
    const value = published ?? round(f.usd * k);
    // A tariff shown as published keeps its range around it and its US$ value at today's rate.
    const scale = published === null ? 1 : published / (f.usd * k);
    items[item.category].push({
      itemId: item.id,
      itemName: item.name,
      itemCategory: item.category,
      unit: item.unit,
      value,
      valueInUSD: round(f.usd * scale),
      currency,
      source: f.source,
      year: f.year,
      low: round(f.low * k * scale),
      high: round(f.high * k * scale),
      count: f.count,
    });
  });
  return {
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
  };
}

/**
 * The answer's bytes: checked against the shared contract (a mismatch is our bug and throws), then
 * serialised as built. Runs once per city, rates view and evidence; the bytes are cached.
 */
export function marketDataBytes(answer: MarketDataAnswer): Buffer {
  marketDataResponse.parse(answer);
  return Buffer.from(JSON.stringify(answer), 'utf8');
}

/**
 * Bytes of serialised bodies kept: about 2,300 cities at 14 KB plain plus ~3 KB compressed, so the cities
 * people actually compare stay answered from memory in every encoding while the resident size stays
 * inside the 300 MB budget (bench/prices.bench.ts).
 */
export const BODY_CACHE_BYTES = 40 * 1024 * 1024;

type BodyEntry = {
  view: RatesView;
  evidence: CityEvidence;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Asked for since eviction last passed it: it gets a second chance. */
  used: boolean;
};

const entryBytes = (e: BodyEntry) => e.body.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0);

export interface MarketDataService {
  figures(resolved: ResolvedCity, view: RatesView): Promise<UsdFigure[]>;
  /**
   * The body's bytes in the encoding asked for (none, Brotli or gzip), cached per city and encoding until
   * the rates view or the city's evidence object changes: a repeated request neither rebuilds nor
   * recompresses 14 KB of JSON (issue 13 §5).
   */
  body(resolved: ResolvedCity, view: RatesView, encoding?: Encoding | null): Promise<Buffer>;
}

export function createMarketDataService(
  engine: ColEngine,
  evidence: EvidenceCache,
  maxBytes = BODY_CACHE_BYTES,
): MarketDataService {
  // Oldest first (a Map keeps insertion order). A hit only marks its entry used, and eviction gives a
  // used entry a second chance at the recent end ("clock"), so the hot path does not move the entry
  // in the map on every request (a delete and a set, about 1 µs of market-data's ~55). Bytes, not
  // strings: Fastify then neither measures nor re-encodes 14 KB of text per request.
  const bodies = new Map<string, BodyEntry>();
  let bytes = 0;
  const figuresWith = (resolved: ResolvedCity, view: RatesView, ev: CityEvidence) =>
    applyEvidence(engine.modelFigures(resolved.city, view.asOf), ev);

  /** A cached entry's bytes in the encoding, compressing (and keeping) them on first use. */
  function encoded(entry: BodyEntry, encoding: Encoding | null): Buffer {
    if (encoding === null) return entry.body;
    const cached = entry[encoding];
    if (cached) return cached;
    const compressed = compressBody(entry.body, encoding);
    entry[encoding] = compressed;
    bytes += compressed.length;
    evictOverBudget();
    return compressed;
  }

  function evictOverBudget(): void {
    // An entry moved to the end is met again later in this loop, by then without its second chance.
    for (const [oldId, old] of bodies) {
      if (bytes <= maxBytes || bodies.size <= 1) break;
      bodies.delete(oldId);
      if (old.used) {
        old.used = false;
        bodies.set(oldId, old);
        continue;
      }
      bytes -= entryBytes(old);
    }
  }

  /** The entry when it is current for this view and evidence (marked used), else none. */
  function current(id: string, view: RatesView, ev: CityEvidence): BodyEntry | undefined {
    const hit = bodies.get(id);
    if (!hit) return undefined;
    if (hit.view === view && hit.evidence === ev) {
      hit.used = true;
      return hit;
    }
    bodies.delete(id);
    bytes -= entryBytes(hit);
    return undefined;
  }

  return {
    async figures(resolved, view) {
      return figuresWith(resolved, view, await evidence.get(resolved.city.id));
    },
    async body(resolved, view, encoding = null) {
      const id = resolved.city.id;
      const ev = await evidence.get(id);
      const hit = current(id, view, ev);
      if (hit) return encoded(hit, encoding);
      const basis = engine.estimateOf(resolved.country, view.asOf).basis;
      const body = marketDataBytes(
        marketDataAnswer(resolved, figuresWith(resolved, view, ev), view, basis),
      );
      const entry: BodyEntry = { view, evidence: ev, body, used: false };
      bodies.set(id, entry);
      bytes += body.length;
      const answer = encoded(entry, encoding);
      evictOverBudget();
      return answer;
    },
  };
}
