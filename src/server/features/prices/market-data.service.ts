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
import { AppError, notFound } from '../../errors.ts';
import { compressBody, type Encoding } from '../../plugins/compression.ts';
import type { RatesView } from '../exchange/rate.service.ts';
import type { ColEngine } from './col-engine.ts';
import { applyEvidence, type CityEvidence, type EvidenceCache } from './price-evidence.ts';

export interface ResolvedCity {
  city: City;
  country: Country;
}

/** Most suggestions a 404 carries ("did you mean"). */
export const MAX_SUGGESTIONS = 5;

/**
 * Spec §7 and issue 13: the city is a reference city id ('1277333', 'avg-IN'), or a name in any spelling
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
  const text = cityText.trim();
  const byId = engine.reference.cityById.get(text);
  if (byId) return withCountry(engine, byId);
  const hint = countryText?.trim() ?? '';
  let country = hint ? engine.places.resolveCountry(hint) : null;
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
  const filter = () => ({
    ...(country ? { country: country.iso2 } : {}),
    ...(region ? { region } : {}),
  });
  // 'Washington, D.C.' is a city's own name: the whole text first, then split at the commas.
  const whole = engine.places.findCities(text, filter())[0];
  if (whole) return withCountry(engine, whole.city);
  const parts = text.split(',').map((p) => p.trim());
  const name = parts.shift() ?? '';
  for (const part of parts.reverse()) {
    if (!part) continue;
    const asCountry = country ? null : engine.places.resolveCountry(part);
    if (asCountry) country = asCountry;
    else if (!region && engine.places.isRegion(part, country?.iso2)) region = part;
    else throw cityNotFound(engine, name, country);
  }
  const found = engine.places.findCities(name, filter())[0];
  if (!found) throw cityNotFound(engine, name, country);
  return withCountry(engine, found.city);
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

// Math.log10 may be one off at a power of ten; round() uses the same exponent, so only this table's
// length (indices up to 10 for [1e-5, 1e15)) must allow for it.
const ZEROS = Array.from({ length: 12 }, (_, n) => '0'.repeat(n));

/**
 * `String(round(v))` without converting a fractional double to text, the costliest step of a body
 * (220 numbers; bench/prices.bench.ts profile): the six digits are an integer, written as such, and
 * the decimal point is placed by hand. Identical output because round(v) is the double nearest to
 * that short decimal, whose shortest round-trip text is the decimal itself (property test in
 * market-data.cache.test.ts). Values outside [1e-5, 1e15) take the general path.
 * @example formatRounded(1234.5678) // '1234.57'
 */
export function formatRounded(v: number): string {
  if (!(v >= 1e-5 && v < 1e15)) return String(round(v));
  const e = Math.floor(Math.log10(v));
  // An integer below 2^53 prints as its digits: the six rounded digits, then zeros.
  if (e >= 5) return `${Math.round(v / 10 ** (e - 5))}${ZEROS[e - 5]}`;
  // round(v) is n / 10^k; trailing zeros of n are trailing zeros after the point, which JS omits.
  let k = 5 - e;
  let n = Math.round(v * 10 ** k);
  while (k > 0 && n % 10 === 0) {
    n /= 10;
    k--;
  }
  const digits = String(n);
  if (k === 0) return digits;
  const cut = digits.length - k;
  return cut > 0 ? `${digits.slice(0, cut)}.${digits.slice(cut)}` : `0.${ZEROS[-cut]}${digits}`;
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
const IS_RATE = CATALOGUE.map((item) => item.kind === 'rate');

export function marketDataBody(
  resolved: ResolvedCity,
  figures: UsdFigure[],
  view: RatesView,
  basis: string,
): string {
  const currency = currencyOf(resolved.country, view.rates);
  const rate = view.rates[currency] ?? 1;
  const cur = `,"currency":${JSON.stringify(currency)},"source":"`;
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
  // One string grown in place (no per-item arrays to join): the same text as before, item by item.
  let out = `{"status":"success","data":${JSON.stringify(data).slice(0, -1)},"items":{`;
  for (let c = 0; c < CATEGORY_ITEMS.length; c++) {
    const { key, items } = CATEGORY_ITEMS[c]!;
    out += c === 0 ? `${key}:[` : `],${key}:[`;
    for (let j = 0; j < items.length; j++) {
      const i = items[j]!;
      const f = figures[i]!;
      // A percentage (the mortgage rate) is not money: it is never converted.
      const k = IS_RATE[i] ? 1 : rate;
      out += `${j === 0 ? '' : ','}${ITEM_PREFIX[i]}"value":${formatRounded(f.usd * k)},"valueInUSD":${formatRounded(f.usd)}${cur}${f.source}","year":${f.year},"low":${formatRounded(f.low * k)},"high":${formatRounded(f.high * k)},"count":${f.count}}`;
    }
  }
  return `${out}]}}}`;
}

/**
 * Bytes of serialised bodies kept: about 2,300 cities at 14 KB plain plus ~3 KB compressed, so the cities
 * people actually compare stay answered from memory in every encoding while the resident size stays
 * inside the 300 MB aim (method §13).
 */
export const BODY_CACHE_BYTES = 40 * 1024 * 1024;

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
  // Least recently used first (a Map keeps insertion order; a hit is moved to the end). Bytes, not
  // strings: Fastify then neither measures nor re-encodes 14 KB of text per request.
  const bodies = new Map<
    string,
    { view: RatesView; evidence: CityEvidence; body: Buffer; br?: Buffer; gzip?: Buffer }
  >();
  let bytes = 0;
  const figuresWith = (resolved: ResolvedCity, view: RatesView, ev: CityEvidence) =>
    applyEvidence(engine.modelFigures(resolved.city, view.asOf), ev);
  return {
    async figures(resolved, view) {
      return figuresWith(resolved, view, await evidence.get(resolved.city.id));
    },
    async body(resolved, view, encoding = null) {
      const id = resolved.city.id;
      const ev = await evidence.get(id);
      const hit = bodies.get(id);
      if (hit) {
        bodies.delete(id);
        if (hit.view === view && hit.evidence === ev) {
          bodies.set(id, hit);
          if (encoding === null) return hit.body;
          const cached = hit[encoding];
          if (cached) return cached;
          const compressed = compressBody(hit.body, encoding);
          hit[encoding] = compressed;
          bytes += compressed.length;
          return compressed;
        }
        bytes -= hit.body.length + (hit.br?.length ?? 0) + (hit.gzip?.length ?? 0);
      }
      const basis = engine.estimateOf(resolved.country, view.asOf).basis;
      const body = Buffer.from(
        marketDataBody(resolved, figuresWith(resolved, view, ev), view, basis),
        'utf8',
      );
      const entry: {
        view: RatesView;
        evidence: CityEvidence;
        body: Buffer;
        br?: Buffer;
        gzip?: Buffer;
      } = { view, evidence: ev, body };
      bodies.set(id, entry);
      bytes += body.length;
      let answer: Buffer = body;
      if (encoding !== null) {
        answer = compressBody(body, encoding);
        entry[encoding] = answer;
        bytes += answer.length;
      }
      for (const [oldId, old] of bodies) {
        if (bytes <= maxBytes) break;
        bodies.delete(oldId);
        bytes -= old.body.length + (old.br?.length ?? 0) + (old.gzip?.length ?? 0);
      }
      return answer;
    },
  };
}
