/**
 * The hub's view in the /premium URL (shared links reproduce it; src/domain/premium/salary/
 * url-state.ts). Without a pair in the URL, the user's current comparison (the most recent one of the
 * comparison tool) is used, else the spec's default pair.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  decodeSalaryView,
  DEFAULT_SALARY_PAIR,
  encodeSalaryView,
  type SalaryPair,
  type SalaryView,
} from '#domain/premium/salary/url-state.ts';
import { useRecentComparisons } from '../../compare/recent-store.ts';

export function useSalaryView() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const recent = useRecentComparisons().list[0];
  const search = params.toString();
  const fallback: SalaryPair = useMemo(
    () =>
      recent
        ? {
            fromCurrency: recent.fromCurrency,
            toCurrency: recent.toCurrency,
            fromCity: recent.fromCity,
            toCity: recent.toCity,
          }
        : DEFAULT_SALARY_PAIR,
    [recent],
  );
  const view = useMemo(() => decodeSalaryView(search, fallback), [search, fallback]);
  const setView = useCallback(
    (next: SalaryView) =>
      // Keep the page's navigation state (the plan and period it was opened for, spec §2).
      setParams(encodeSalaryView(next), {
        replace: true,
        preventScrollReset: true,
        state: location.state as unknown,
      }),
    [setParams, location.state],
  );
  return { view, setView };
}
