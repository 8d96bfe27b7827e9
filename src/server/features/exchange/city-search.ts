import { toSearchKey } from '#domain/ascii-fold.ts';
import type { City } from '#domain/reference-types.ts';

/** Issue 3 §3: the typeahead's limit is capped; 50 fills any dropdown. */
export const MAX_CITY_RESULTS = 50;
export const DEFAULT_CITY_RESULTS = 10;
/** Longest query we look at: longer than any city name (GeoNames' longest is under 100 characters). */
export const MAX_QUERY_CHARS = 100;
/** Queries are bucketed by their first characters; longer queries scan one bucket. */
const BUCKET_CHARS = 2;

export interface CitySearch {
  search(
    query: string,
    options?: { country?: string | undefined; limit?: number },
  ): { query: string; cities: City[] };
}

/**
 * The city typeahead index (issue 3 §3). Cities are ranked once by population (country averages,
 * which have none, last). Each city's folded name and ASCII name (accents and case removed, so
 * 'sao' finds 'São Paulo') put its rank into a bucket for their first one and first two characters;
 * buckets are kept in rank order. A query reads the bucket of its first two characters (or the
 * per-country list when it is empty) and stops at `limit` hits, so it never scans all 12,600 cities:
 * the largest bucket ('a') is ~1,100 entries and two-character buckets are a few hundred at most.
 */
export function createCitySearch(cities: readonly City[]): CitySearch {
  const ranked = [...cities].sort(
    (a, b) => b.population - a.population || a.name.localeCompare(b.name),
  );
  const keys = ranked.map((city) => [
    ...new Set([toSearchKey(city.name), toSearchKey(city.asciiName)]),
  ]);
  const buckets = new Map<string, number[]>();
  const byCountry = new Map<string, number[]>();
  ranked.forEach((city, rank) => {
    const prefixes = new Set<string>();
    for (const key of keys[rank] ?? []) {
      for (let n = 1; n <= BUCKET_CHARS && n <= key.length; n++) prefixes.add(key.slice(0, n));
    }
    for (const prefix of prefixes) pushTo(buckets, prefix, rank);
    pushTo(byCountry, city.countryCode, rank);
  });
  const all = ranked.map((_, rank) => rank);

  return {
    search(raw, options = {}) {
      const query = normaliseQuery(raw);
      // Input that folds to nothing ('🙂', '日本') matches nothing rather than everything.
      if (query === '' && raw.trim() !== '') return { query, cities: [] };
      const limit = Math.min(
        Math.max(1, Math.trunc(options.limit ?? DEFAULT_CITY_RESULTS)),
        MAX_CITY_RESULTS,
      );
      const { country } = options;
      const candidates =
        query === ''
          ? country === undefined
            ? all
            : (byCountry.get(country) ?? [])
          : (buckets.get(query.slice(0, BUCKET_CHARS)) ?? []);
      const exact = query.length <= BUCKET_CHARS;
      const found: City[] = [];
      for (const rank of candidates) {
        const city = ranked[rank];
        if (city === undefined) continue;
        if (country !== undefined && city.countryCode !== country) continue;
        if (!exact && !(keys[rank] ?? []).some((key) => key.startsWith(query))) continue;
        found.push(city);
        if (found.length >= limit) break;
      }
      return { query, cities: found };
    },
  };
}

function pushTo(map: Map<string, number[]>, key: string, value: number) {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** Trim, cap and fold a raw query: accents and case go, characters with no ASCII form are dropped. */
export function normaliseQuery(raw: string): string {
  return toSearchKey(raw.slice(0, MAX_QUERY_CHARS));
}
