/**
 * Recent comparisons (docs/product.md §3 "Recent comparison: fromCurrency, toCurrency, fromCity, toCity,
 * timestamp"; §4 "adding puts it first with a timestamp, removes any entry with the same currencies and
 * city names, keeps at most 5; clear empties the list"; §9 max 5). Storage is the web layer's job;
 * these functions only transform lists.
 */
import { RECENT_COMPARISONS_MAX } from './constants.ts';

export interface CityRef {
  name: string;
  country: string;
  countryCode: string;
  /**
   * The reference city id ('1277333', 'avg-IN') when known: requests and shared links use it, so a link
   * keeps working when a place's name changes (issue 13 §4). Names stay for display.
   */
  id?: string;
}

export interface RecentComparison {
  fromCurrency: string;
  toCurrency: string;
  fromCity: CityRef;
  toCity: CityRef;
  /** ISO-8601 instant. */
  timestamp: string;
}

const sameComparison = (
  a: Omit<RecentComparison, 'timestamp'>,
  b: Omit<RecentComparison, 'timestamp'>,
) =>
  a.fromCurrency === b.fromCurrency &&
  a.toCurrency === b.toCurrency &&
  a.fromCity.name === b.fromCity.name &&
  a.toCity.name === b.toCity.name;

/**
 * The list with `entry` first (stamped `now`), its duplicates removed, at most 5 long.
 *
 * @example
 * addRecentComparison([], entry, '2026-11-22T04:00:00.000Z').length; // 1
 */
export function addRecentComparison(
  list: readonly RecentComparison[],
  entry: Omit<RecentComparison, 'timestamp'>,
  now: string,
): RecentComparison[] {
  const rest = list.filter((e) => !sameComparison(e, entry));
  return [{ ...entry, timestamp: now }, ...rest].slice(0, RECENT_COMPARISONS_MAX);
}

/**
 * Clear: the empty list.
 *
 * @example
 * clearRecentComparisons(); // []
 */
export function clearRecentComparisons(): RecentComparison[] {
  return [];
}

const isCity = (v: unknown): v is CityRef =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CityRef).name === 'string' &&
  typeof (v as CityRef).country === 'string' &&
  typeof (v as CityRef).countryCode === 'string';

/**
 * Parses a stored list defensively: anything malformed is dropped, never thrown (storage is an edge).
 *
 * @example
 * parseRecentComparisons('not json'); // []
 */
export function parseRecentComparisons(raw: string | null): RecentComparison[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (e): e is RecentComparison =>
        typeof e === 'object' &&
        e !== null &&
        typeof e.fromCurrency === 'string' &&
        typeof e.toCurrency === 'string' &&
        typeof e.timestamp === 'string' &&
        isCity(e.fromCity) &&
        isCity(e.toCity),
    )
    .slice(0, RECENT_COMPARISONS_MAX);
}
