import { ALIAS_WEIGHT, searchKey } from '#domain/place-names.ts';
import type { City } from '#domain/reference-types.ts';

// Issue 3 §3: the typeahead's limit is capped; 50 fills any dropdown. The limits are part of
// GET /api/exchange/cities' contract (src/domain/api/exchange.ts).
import { DEFAULT_CITY_RESULTS, MAX_CITY_RESULTS } from '#domain/api/exchange.ts';

export { DEFAULT_CITY_RESULTS, MAX_CITY_RESULTS };

/** Longest query we look at: longer than any city name (GeoNames' longest is under 100 characters). */
export const MAX_QUERY_CHARS = 100;
/** Entries are bucketed by the first characters of the text from where they start. */
const BUCKET_CHARS = 3;

export interface CityHit {
  city: City;
  /** The alternate name the query matched ('Bangalore' for Bengaluru), or null for the city's own name. */
  matched: string | null;
}

export interface CitySearch {
  search(
    query: string,
    options?: { country?: string | undefined; limit?: number },
  ): { query: string; cities: City[]; hits: CityHit[] };
}

/**
 * How well a name matched, best first: the whole of a name (own or alternate: 'Kiev' is all of one of
 * Kyiv's names), the start of the place's own name, the start of an alternate name, then a later word of
 * the own name ('york' in 'New York City', 'an' in 'Hoi An') or of an alternate name.
 */
const enum Quality {
  Exact,
  OwnPrefix,
  AliasPrefix,
  OwnWord,
  AliasWord,
}

/** Within a tier the larger place comes first, weighted as in place-names.ts (ALIAS_WEIGHT). */

/**
 * The city typeahead index (issues 3 and 13). Every city's own name, ASCII name and alternate names are
 * folded (`searchKey`: accents, case and punctuation removed), and every position where a
 * word starts is an entry, bucketed by its first three characters (queries of one or two characters use
 * the own names' one- and two-character prefixes, in population order). A query scans its bucket once
 * and keeps, per city, the best match; results are ordered by match quality, then population.
 */
export function createCitySearch(cities: readonly City[]): CitySearch {
  const ranked = [...cities].sort(
    (a, b) => b.population - a.population || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  // Parallel arrays: one entry = (city rank, key, offset where the matched word starts, is alias).
  const keys: string[] = [];
  const keyCity: number[] = [];
  const keyAlias: Array<string | null> = [];
  const entryKey: number[] = [];
  const entryOffset: number[] = [];
  const buckets = new Map<string, number[]>();
  const short = new Map<string, number[]>();
  const byCountry = new Map<string, number[]>();
  ranked.forEach((city, rank) => {
    pushTo(byCountry, city.countryCode, rank);
    const names: Array<[string, string | null]> = [
      [city.name, null],
      [city.asciiName, null],
      ...city.aliases.map((a): [string, string | null] => [a, a]),
    ];
    const seen = new Set<string>();
    const shortSeen = new Set<string>();
    for (const [name, alias] of names) {
      const key = searchKey(name);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const k = keys.push(key) - 1;
      keyCity.push(rank);
      keyAlias.push(alias);
      if (alias === null)
        for (let n = 1; n < BUCKET_CHARS && n <= key.length; n++) {
          const prefix = key.slice(0, n);
          if (!shortSeen.has(prefix)) {
            shortSeen.add(prefix);
            pushTo(short, prefix, rank);
          }
        }
      for (let i = 0; i < key.length; i++) {
        if (i > 0 && key[i - 1] !== ' ') continue;
        const e = entryKey.push(k) - 1;
        entryOffset.push(i);
        pushTo(buckets, key.slice(i, i + BUCKET_CHARS), e);
      }
    }
  });
  const all = ranked.map((_, rank) => rank);

  return {
    search(raw, options = {}) {
      const query = normaliseQuery(raw);
      // Input that folds to nothing ('🙂', '日本') matches nothing rather than everything.
      if (query === '' && raw.trim() !== '') return { query, cities: [], hits: [] };
      const limit = Math.min(
        Math.max(1, Math.trunc(options.limit ?? DEFAULT_CITY_RESULTS)),
        MAX_CITY_RESULTS,
      );
      const { country } = options;
      const keep = (rank: number) => country === undefined || ranked[rank]?.countryCode === country;
      if (query.length < BUCKET_CHARS) {
        // Empty or very short: own names in population order.
        const list =
          query === ''
            ? country === undefined
              ? all
              : (byCountry.get(country) ?? [])
            : (short.get(query) ?? []);
        const hits: CityHit[] = [];
        for (const rank of list) {
          if (!keep(rank)) continue;
          hits.push({ city: ranked[rank]!, matched: null });
          if (hits.length >= limit) break;
        }
        return { query, cities: hits.map((h) => h.city), hits };
      }
      const best = new Map<number, { quality: Quality; key: number }>();
      for (const e of buckets.get(query.slice(0, BUCKET_CHARS)) ?? []) {
        const k = entryKey[e]!;
        const offset = entryOffset[e]!;
        const key = keys[k]!;
        if (!key.startsWith(query, offset)) continue;
        const rank = keyCity[k]!;
        if (!keep(rank)) continue;
        const alias = keyAlias[k] !== null;
        const quality =
          offset > 0
            ? alias
              ? Quality.AliasWord
              : Quality.OwnWord
            : key.length === query.length
              ? Quality.Exact
              : alias
                ? Quality.AliasPrefix
                : Quality.OwnPrefix;
        const prev = best.get(rank);
        if (
          !prev ||
          quality < prev.quality ||
          (quality === prev.quality && !alias && keyAlias[prev.key] !== null)
        )
          best.set(rank, { quality, key: k });
      }
      const weight = (rank: number, key: number) =>
        (ranked[rank]?.population ?? 0) * (keyAlias[key] === null ? 1 : ALIAS_WEIGHT);
      const hits = [...best]
        .sort(
          ([ra, a], [rb, b]) =>
            a.quality - b.quality || weight(rb, b.key) - weight(ra, a.key) || ra - rb,
        )
        .slice(0, limit)
        .map(([rank, { key }]) => ({ city: ranked[rank]!, matched: keyAlias[key] ?? null }));
      return { query, cities: hits.map((h) => h.city), hits };
    },
  };
}

function pushTo(map: Map<string, number[]>, key: string, value: number) {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** Trim, cap and fold a raw query: accents, case and punctuation go, as in the index. */
export function normaliseQuery(raw: string): string {
  return searchKey(raw.slice(0, MAX_QUERY_CHARS));
}
