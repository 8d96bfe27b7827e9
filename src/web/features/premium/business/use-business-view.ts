/**
 * The suite's view in the /premium URL (src/domain/premium/business/url-state.ts). Without a pair in
 * the URL, the user's current comparison is used, else the spec's default pair.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DEFAULT_PAIR } from '#domain/premium/lifestyle/url-state.ts';
import {
  decodeBusinessView,
  encodeBusinessView,
  type BusinessPair,
  type BusinessView,
} from '#domain/premium/business/url-state.ts';
import { useRecentComparisons } from '../../compare/recent-store.ts';

export function useBusinessView() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const recent = useRecentComparisons().list[0];
  const search = params.toString();
  const fallback: BusinessPair = useMemo(
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
  const view = useMemo(() => decodeBusinessView(search, fallback), [search, fallback]);
  const setView = useCallback(
    (next: BusinessView) => {
      // Keep the other suites' parameters (they share the page's URL).
      const merged = new URLSearchParams(search);
      for (const [k, v] of new URLSearchParams(encodeBusinessView(next))) merged.set(k, v);
      setParams(merged, {
        replace: true,
        preventScrollReset: true,
        state: location.state as unknown,
      });
    },
    [setParams, location.state, search],
  );
  return { view, setView };
}
