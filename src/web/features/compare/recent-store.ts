/**
 * Recent comparisons kept in localStorage (issue 6 §4). The list rules (first, dedupe, max 5, clear)
 * are the domain's; this file only reads and writes, and tolerates disabled storage.
 */
import { useCallback, useState } from 'react';
import {
  addRecentComparison,
  parseRecentComparisons,
  type RecentComparison,
} from '#domain/compare/recent.ts';

export const RECENT_KEY = 'parity:recent-comparisons';

function load(): RecentComparison[] {
  try {
    return parseRecentComparisons(window.localStorage.getItem(RECENT_KEY));
  } catch {
    return [];
  }
}

function save(list: RecentComparison[]): void {
  try {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // storage full or disabled: the list lives for this page only
  }
}

export function useRecentComparisons() {
  const [list, setList] = useState<RecentComparison[]>(load);
  const add = useCallback((entry: Omit<RecentComparison, 'timestamp'>) => {
    setList((current) => {
      const first = current[0];
      if (
        first &&
        first.fromCurrency === entry.fromCurrency &&
        first.toCurrency === entry.toCurrency &&
        first.fromCity.name === entry.fromCity.name &&
        first.toCity.name === entry.toCity.name
      ) {
        return current; // already first: keep its timestamp, skip a write
      }
      const next = addRecentComparison(current, entry, new Date().toISOString());
      save(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    save([]);
    setList([]);
  }, []);
  return { list, add, clear };
}
