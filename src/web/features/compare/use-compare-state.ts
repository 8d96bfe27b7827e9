/**
 * The comparison state (spec §3 application state) kept in the URL, so a shared link reproduces the
 * view (issue 6 §4). Every action of spec §4: set currency (also resets that side's city to the
 * currency's default city), set city, set amount, swap, set persona, and the active tab.
 */
import { useCallback, useMemo } from 'react';
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

export function useCompareState() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => decodeComparison(search), [search]);

  const update = useCallback(
    (change: (s: ComparisonState) => ComparisonState) =>
      setParams(
        (current) =>
          new URLSearchParams(encodeComparison(change(decodeComparison(current.toString())))),
        { replace: true },
      ),
    [setParams],
  );

  return {
    state,
    setCurrency: (side: Side, code: string, defaultCity: CityRef | null) =>
      update((s) =>
        side === 'from'
          ? { ...s, fromCurrency: code, fromCity: defaultCity ?? s.fromCity }
          : { ...s, toCurrency: code, toCity: defaultCity ?? s.toCity },
      ),
    setCity: (side: Side, city: CityRef) =>
      update((s) => (side === 'from' ? { ...s, fromCity: city } : { ...s, toCity: city })),
    setAmount: (amount: number) => update((s) => ({ ...s, amount })),
    swap: () => update(swapSides),
    setPersona: (persona: Persona) => update((s) => ({ ...s, persona })),
    setTab: (tab: TabId) => update((s) => ({ ...s, activeTab: tab })),
    restore: (next: Partial<ComparisonState>) => update((s) => ({ ...s, ...next })),
  };
}
