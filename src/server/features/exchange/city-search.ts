import { toSearchKey } from '#domain/ascii-fold.ts';
import type { City } from '#domain/reference-types.ts';

/** Issue 3 §3: the typeahead's limit is capped; 50 fills any dropdown. */
export const MAX_CITY_RESULTS = 50;
export const DEFAULT_CITY_RESULTS = 10;
/** Longest query we look at: longer than any city name (GeoNames' longest is under 100 characters). */
export const MAX_QUERY_CHARS = 100;

interface Entry {
  city: City;
  /** Search keys of the name and the ASCII name (the same string for most cities). */
  keys: readonly string[];
}

export interface CitySearch {
  search(
    query: string,
    options?: { country?: string | undefined; limit?: number },
  ): { query: string; cities: City[] };
}

/**
 * The city typeahead index (issue 3 §3): every city once, ordered by population (country averages
 * last, as they have none), with accent- and case-folded keys of its name and ASCII name. A query is
 * folded the same way and matched as a prefix; the scan stops at `limit` hits, so common prefixes
 * finish early and the worst case (no hit) is one pass over ~12,600 entries, well under a millisecond.
 */
export function createCitySearch(cities: readonly City[]): CitySearch {
  const entries: Entry[] = [...cities]
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
    .map((city) => {
      const keys = [...new Set([toSearchKey(city.name), toSearchKey(city.asciiName)])];
      return { city, keys };
    });
  return {
    search(raw, options = {}) {
      const query = normaliseQuery(raw);
      // Input that folds to nothing ('🙂', '日本') matches nothing rather than everything.
      if (query === '' && raw.trim() !== '') return { query, cities: [] };
      const limit = Math.min(
        Math.max(1, Math.trunc(options.limit ?? DEFAULT_CITY_RESULTS)),
        MAX_CITY_RESULTS,
      );
      const country = options.country;
      const found: City[] = [];
      for (const entry of entries) {
        if (country !== undefined && entry.city.countryCode !== country) continue;
        if (query !== '' && !entry.keys.some((key) => key.startsWith(query))) continue;
        found.push(entry.city);
        if (found.length >= limit) break;
      }
      return { query, cities: found };
    },
  };
}

/** Trim, cap and fold a raw query: accents and case go, characters with no ASCII form are dropped. */
export function normaliseQuery(raw: string): string {
  return toSearchKey(raw.slice(0, MAX_QUERY_CHARS));
}
