/**
 * A suite's view in the /premium URL, so a shared link reopens it (each suite's
 * src/domain/premium/<suite>/url-state.ts says which parameters). Without a pair in the URL, the
 * user's current comparison (the comparison tool's most recent) is used, else docs/product.md's default pair.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DEFAULT_PAIR, type LifestylePair } from '#domain/premium/lifestyle/url-state.ts';
import { useRecentComparisons } from '../../compare/recent-store.ts';

/**
 * `encode` returns the whole new query string from the view and the current one: every suite sets its
 * own parameters and the pair over the current query and keeps the other suites' parameters.
 */
export function useSuiteView<View>(
  decode: (search: string, fallbackPair: LifestylePair) => View,
  encode: (view: View, currentSearch: string) => string,
) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const recent = useRecentComparisons().list[0];
  const search = params.toString();
  const fallback: LifestylePair = useMemo(
    () =>
      recent
        ? {
            fromCurrency: recent.fromCurrency,
            toCurrency: recent.toCurrency,
            fromCity: recent.fromCity,
            toCity: recent.toCity,
          }
        : DEFAULT_PAIR,
    [recent],
  );
  const view = useMemo(() => decode(search, fallback), [decode, search, fallback]);
  const setView = useCallback(
    (next: View) =>
      // Keep the page's navigation state (the plan and period it was opened for, docs/product.md §2).
      setParams((current) => encode(next, current.toString()), {
        replace: true,
        preventScrollReset: true,
        state: location.state as unknown,
      }),
    [encode, setParams, location.state],
  );
  return { view, setView };
}

/** The query string `search` with `encoded`'s parameters set over it (the others kept). */
export function mergeSearch(search: string, encoded: string): string {
  const merged = new URLSearchParams(search);
  for (const [k, v] of new URLSearchParams(encoded)) merged.set(k, v);
  return merged.toString();
}
