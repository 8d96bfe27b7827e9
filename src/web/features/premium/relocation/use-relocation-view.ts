/**
 * The suite's view in the /premium URL (src/domain/premium/relocation/url-state.ts). Without a pair in
 * the URL, the user's current comparison (the comparison tool's most recent) is used, else the spec's
 * default pair — as the lifestyle suite does.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DEFAULT_PAIR, type LifestylePair } from '#domain/premium/lifestyle/url-state.ts';
import {
  decodeRelocationView,
  encodeRelocationView,
  type RelocationView,
} from '#domain/premium/relocation/url-state.ts';
import { useRecentComparisons } from '../../compare/recent-store.ts';

export function useRelocationView() {
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
  const view = useMemo(() => decodeRelocationView(search, fallback), [search, fallback]);
  const setView = useCallback(
    (next: RelocationView) =>
      setParams((current) => encodeRelocationView(next, current.toString()), {
        replace: true,
        preventScrollReset: true,
        state: location.state as unknown,
      }),
    [setParams, location.state],
  );
  return { view, setView };
}
