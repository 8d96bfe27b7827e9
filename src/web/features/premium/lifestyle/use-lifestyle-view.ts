/**
 * The suite's view in the /premium URL (shared links reproduce it; src/domain/premium/lifestyle/
 * url-state.ts). Without a pair in the URL, the user's current comparison (the most recent one of the
 * comparison tool) is used, else the spec's default pair.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  decodeLifestyleView,
  DEFAULT_PAIR,
  encodeLifestyleView,
  type LifestylePair,
  type LifestyleView,
} from '#domain/premium/lifestyle/url-state.ts';
import { useRecentComparisons } from '../../compare/recent-store.ts';

export function useLifestyleView() {
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
  const view = useMemo(() => decodeLifestyleView(search, fallback), [search, fallback]);
  const setView = useCallback(
    (next: LifestyleView) =>
      // Keep the page's navigation state (the plan and period it was opened for, spec §2).
      setParams(encodeLifestyleView(next), {
        replace: true,
        preventScrollReset: true,
        state: location.state as unknown,
      }),
    [setParams, location.state],
  );
  return { view, setView };
}
