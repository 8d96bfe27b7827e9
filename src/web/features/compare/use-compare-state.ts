/**
 * The comparison state (spec §3 application state) kept in the URL, so a shared link reproduces the
 * view (issue 6 §4). Every action of spec §4: set currency (also resets that side's city to the
 * currency's default city), set city, set amount, swap, set persona, and the active tab.
 *
 * Typing an amount is the one action that repeats quickly. A URL change is a router navigation that
 * re-renders the whole app (header, layout, every route element), so a typed amount is applied to
 * the state at once and written to the URL once typing pauses (AMOUNT_URL_DELAY_MS), or before any
 * other action writes it. The figures follow every keystroke; the address bar follows the pause.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Persona } from '#domain/compare/persona.ts';
import type { CityRef } from '#domain/compare/recent.ts';
import {
  decodeComparison,
  encodeComparison,
  swapSides,
  type ComparisonState,
  type TabId,
} from '#domain/compare/url-state.ts';

export type Side = 'from' | 'to';

/** How long the amount must stay unchanged before it is written to the URL. */
export const AMOUNT_URL_DELAY_MS = 400;

export function useCompareState() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // The typed amount not yet in the URL (null when the URL is current).
  const [pendingAmount, setPendingAmount] = useState<number | null>(null);
  const pending = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const state = useMemo(() => {
    const decoded = decodeComparison(search);
    return pendingAmount === null ? decoded : { ...decoded, amount: pendingAmount };
  }, [search, pendingAmount]);

  // The latest URL state, as written by us or by a navigation, for actions fired back to back (Radix
  // Tabs reports a click twice, on mouse-down and focus) before the router has re-rendered: the
  // router's own functional setter would hand the second one the search of the last render.
  const latestSearch = useRef(search);
  const routerSearch = useRef(search);
  if (routerSearch.current !== search) {
    routerSearch.current = search;
    latestSearch.current = search;
  }

  const update = useCallback(
    (change: (s: ComparisonState) => ComparisonState) => {
      clearTimeout(timer.current);
      const typed = pending.current;
      pending.current = null;
      setPendingAmount(null);
      const decoded = decodeComparison(latestSearch.current);
      const next = encodeComparison(
        change(typed === null ? decoded : { ...decoded, amount: typed }),
      );
      latestSearch.current = new URLSearchParams(next).toString();
      setParams(new URLSearchParams(next), { replace: true });
    },
    [setParams],
  );

  const setAmount = useCallback(
    (amount: number) => {
      pending.current = amount;
      setPendingAmount(amount);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => update((s) => s), AMOUNT_URL_DELAY_MS);
    },
    [update],
  );
  // Leaving the page with a typed amount still pending: nothing to write, the view is gone.
  useEffect(() => () => clearTimeout(timer.current), []);

  // Stable actions, so the form's blocks and the tabs (memoised) skip an amount keystroke.
  const actions = useMemo(
    () => ({
      setCurrency: (side: Side, code: string, defaultCity: CityRef | null) =>
        update((s) =>
          side === 'from'
            ? { ...s, fromCurrency: code, fromCity: defaultCity ?? s.fromCity }
            : { ...s, toCurrency: code, toCity: defaultCity ?? s.toCity },
        ),
      setCity: (side: Side, city: CityRef) =>
        update((s) => (side === 'from' ? { ...s, fromCity: city } : { ...s, toCity: city })),
      setAmount,
      swap: () => update(swapSides),
      setPersona: (persona: Persona) => update((s) => ({ ...s, persona })),
      setTab: (tab: TabId) => update((s) => ({ ...s, activeTab: tab })),
      restore: (next: Partial<ComparisonState>) => update((s) => ({ ...s, ...next })),
    }),
    [update, setAmount],
  );
  return { state, ...actions };
}
