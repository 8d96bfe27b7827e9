/**
 * The comparison state (docs/product.md §3 application state) kept in the URL, so a shared link reproduces the
 * view (issue 6 §4). Every action of docs/product.md §4: set currency (also resets that side's city to the
 * currency's default city), set city, set amount, swap, set persona, and the active tab.
 *
 * Typing an amount is the one action that repeats quickly. A URL change is a router navigation that
 * re-renders the whole app (header, layout, every route element), so a typed amount is applied to
 * the state at once and written to the URL once typing pauses (AMOUNT_URL_DELAY_MS), or before any
 * other action writes it. The figures follow every keystroke; the address bar follows the pause.
 *
 * Issue 19 §2: the pair (currency and city on each side) follows one model, the domain's pair-state:
 * the URL, the pickers, swap and a recent comparison all go through it, so a city always lies in a
 * country that uses its side's currency. It needs the reference lists (currencies and the cities per
 * currency); until they are here (/home normally has them before the tool mounts) `pairKnown` is false
 * and the URL is shown as decoded, and nothing is fetched or stored for it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  chooseCity,
  chooseCurrency,
  pairFacts,
  settlePair,
  settleUrl,
  swapPair,
  type PairFacts,
  type PairInput,
} from '#domain/compare/pair-state.ts';
import type { Persona } from '#domain/compare/persona.ts';
import type { CityRef } from '#domain/compare/recent.ts';
import {
  decodeComparison,
  encodeComparison,
  type ComparisonState,
  type TabId,
} from '#domain/compare/url-state.ts';
import { useCurrencies, useSupportedCities } from '../pickers/exchange-api.ts';
import { currencyPlaces } from '../pickers/selection.ts';

export type Side = 'from' | 'to';

/** The reference lists as pair look-ups; null until both have arrived. */
function usePairFacts(): { facts: PairFacts | null; failed: boolean } {
  const currencies = useCurrencies();
  const supported = useSupportedCities();
  const facts = useMemo(
    () =>
      currencies.data && supported.data
        ? pairFacts(currencyPlaces(currencies.data, supported.data))
        : null,
    [currencies.data, supported.data],
  );
  return { facts, failed: currencies.isError || supported.isError };
}

const samePair = (a: ComparisonState, b: ComparisonState) =>
  encodeComparison({ ...a, amount: 0 }) === encodeComparison({ ...b, amount: 0 });

/** How long the amount must stay unchanged before it is written to the URL. */
export const AMOUNT_URL_DELAY_MS = 400;

export function useCompareState() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const { facts, failed } = usePairFacts();
  const read = useCallback(
    (query: string) => (facts ? settleUrl(query, facts) : decodeComparison(query)),
    [facts],
  );
  // The typed amount not yet in the URL (null when the URL is current).
  const [pendingAmount, setPendingAmount] = useState<number | null>(null);
  const pending = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const state = useMemo(() => {
    const decoded = read(search);
    return pendingAmount === null ? decoded : { ...decoded, amount: pendingAmount };
  }, [read, search, pendingAmount]);

  // The latest URL state, as written by us or by a navigation, for actions fired back to back (Radix
  // Tabs reports a click twice, on mouse-down and focus) before the router has re-rendered: the
  // router's own functional setter would hand the second one the search of the last render.
  const latestSearch = useRef(search);
  const routerSearch = useRef(search);
  if (routerSearch.current !== search) {
    routerSearch.current = search;
    latestSearch.current = search;
    // The URL now carries the typed amount, so the pending one can go. It is kept until this render:
    // the router commits a navigation in a transition, after any urgent update, and clearing it in
    // `update` showed the old URL's amount for a moment in between (the input's text replaced, and a
    // selection the user was typing over lost).
    if (pending.current === null && pendingAmount !== null) setPendingAmount(null);
  }

  const update = useCallback(
    (change: (s: ComparisonState) => ComparisonState) => {
      clearTimeout(timer.current);
      const typed = pending.current;
      pending.current = null;
      const decoded = read(latestSearch.current);
      const next = encodeComparison(
        change(typed === null ? decoded : { ...decoded, amount: typed }),
      );
      latestSearch.current = new URLSearchParams(next).toString();
      setParams(new URLSearchParams(next), { replace: true });
    },
    [setParams, read],
  );

  // A URL whose pair had to be settled (`?from=JPY&to=KRW`, a city that does not use its currency)
  // is rewritten to the pair shown, so the address bar, a reload and a shared link agree with it.
  useEffect(() => {
    if (facts && !samePair(settleUrl(search, facts), decodeComparison(search))) update((s) => s);
  }, [facts, search, update]);

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
  // Without the reference lists (a failed load) a change is applied as asked: nothing to judge by.
  const actions = useMemo(
    () => ({
      setCurrency: (side: Side, code: string) =>
        update((s) =>
          facts
            ? chooseCurrency(s, side, code, facts)
            : side === 'from'
              ? { ...s, fromCurrency: code }
              : { ...s, toCurrency: code },
        ),
      setCity: (side: Side, city: CityRef) =>
        update((s) =>
          facts
            ? chooseCity(s, side, city, facts)
            : side === 'from'
              ? { ...s, fromCity: city }
              : { ...s, toCity: city },
        ),
      setAmount,
      swap: () => update(swapPair),
      setPersona: (persona: Persona) => update((s) => ({ ...s, persona })),
      setTab: (tab: TabId) => update((s) => ({ ...s, activeTab: tab })),
      restore: (pair: PairInput & { fromCity: CityRef; toCity: CityRef }) =>
        update((s) => (facts ? settlePair(s, pair, facts) : { ...s, ...pair })),
    }),
    [update, setAmount, facts],
  );
  return { state, facts, pairKnown: facts !== null || failed, ...actions };
}
