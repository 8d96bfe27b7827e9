/**
 * The comparison tool at /home (docs/product.md §2 "Main comparison screen"): selectors, persona, help, exports,
 * recent comparisons and the eight tabs, all driven by the URL state.
 */
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { isConsistentPair } from '#domain/compare/pair-state.ts';
import { PERSONA_LABELS, PERSONAS, parsePersona } from '#domain/compare/persona.ts';
import { TAB_IDS, type TabId } from '#domain/compare/url-state.ts';
import { Label } from '../../components/ui/label.tsx';
import { fieldClasses } from '../../components/ui/input.tsx';
import { cn } from '../../lib/utils.ts';
import { CompareForm } from './compare-form.tsx';
import { CompareTabs } from './compare-tabs.tsx';
import { buildExport } from './export/export-data.ts';
import { ExportMenu } from './export/export-menu.tsx';
import { HelpPanel } from './help-panel.tsx';
import { ComprehensivePanel } from './panels/comprehensive-panel.tsx';
import { CurrencyPanel } from './panels/currency-panel.tsx';
import { FoodPanel } from './panels/food-panel.tsx';
import { InsightsPanel } from './panels/insights-panel.tsx';
import { LifestylePanel } from './panels/lifestyle-panel.tsx';
import { SalaryPanel } from './panels/salary-panel.tsx';
import { TimePanel } from './panels/time-panel.tsx';
import { TouristPanel } from './panels/tourist-panel.tsx';
import { RecentList } from './recent-list.tsx';
import { ResultSummary } from './result-summary.tsx';
import { useRecentComparisons } from './recent-store.ts';
import { useCompareState } from './use-compare-state.ts';
import { useComparisonInputs, withComparison } from './use-comparison.ts';
import './compare-print.css';

export function CompareScreen() {
  const actions = useCompareState();
  const { state } = actions;
  // Everything below the form renders from deferred copies of the answers and the state: when the
  // answers arrive or the amount changes, React first updates the form, then computes the figures
  // and renders the panels in a transition, in slices that yield to input, instead of in one long
  // task per answer (ADR 015). The panels' elements are memoised on those copies.
  const inputs = useComparisonInputs(state, actions.pairKnown);
  const panelInputs = useDeferredValue(inputs);
  const panelState = useDeferredValue(state);
  const data = useMemo(() => withComparison(panelInputs, panelState), [panelInputs, panelState]);
  const recent = useRecentComparisons();
  const personaId = useId();
  // docs/product.md §2: a panel does nothing until its tab has been visible.
  const [seen, setSeen] = useState<ReadonlySet<TabId>>(() => new Set([state.activeTab]));
  useEffect(() => {
    setSeen((s) => (s.has(state.activeTab) ? s : new Set([...s, state.activeTab])));
  }, [state.activeTab]);

  const ready =
    data.comparison !== null && data.fromMarket !== undefined && data.toMarket !== undefined;
  const { add } = recent;
  const { facts } = actions;
  // Issue 19 §2: only a pair whose cities use their currencies is remembered.
  const consistent = facts !== null && isConsistentPair(state, facts);
  useEffect(() => {
    if (ready && consistent)
      add({
        fromCurrency: state.fromCurrency,
        toCurrency: state.toCurrency,
        fromCity: state.fromCity,
        toCity: state.toCity,
      });
  }, [ready, consistent, add, state.fromCurrency, state.toCurrency, state.fromCity, state.toCity]);
  // Entries stored before that rule, or by an older version, are not offered.
  const recentList = useMemo(
    () => (facts ? recent.list.filter((r) => isConsistentPair(r, facts)) : recent.list),
    [facts, recent.list],
  );

  // Issue 34 item 5: /home opened bare (no pair in its address) comes back to the last pair compared,
  // not docs/product.md's default pair every time; a link or a reload with a pair keeps its own.
  const [params] = useSearchParams();
  const bare = useRef(!['from', 'to', 'fromCity', 'toCity'].some((k) => params.has(k)));
  const { restore } = actions;
  useEffect(() => {
    if (!bare.current || facts === null) return;
    bare.current = false;
    const last = recentList[0];
    if (last) restore(last);
  }, [facts, recentList, restore]);

  // Paper gets every tab with every source open, whether printing starts from the Print button or
  // the browser's own menu (beforeprint runs synchronously before the snapshot, hence flushSync).
  const prepareForPrint = useCallback(() => {
    flushSync(() => setSeen(new Set(TAB_IDS)));
    for (const d of document.querySelectorAll<HTMLDetailsElement>('.compare-screen details'))
      d.open = true;
  }, []);
  useEffect(() => {
    window.addEventListener('beforeprint', prepareForPrint);
    return () => window.removeEventListener('beforeprint', prepareForPrint);
  }, [prepareForPrint]);

  const build = useCallback(
    () =>
      // The whole comparison or nothing: an export made before the cities' data arrived would
      // silently lack every price.
      data.comparison && data.rates && data.fromMarket && data.toMarket
        ? buildExport({
            // The figures on screen and the state they were computed for.
            state: panelState,
            comparison: data.comparison,
            rates: data.rates,
            col: data.col,
            fromMarket: data.fromMarket,
            toMarket: data.toMarket,
            now: new Date(),
          })
        : null,
    [panelState, data],
  );

  const panels = useMemo(() => {
    const panel = { data, state: panelState };
    return {
      currency: <CurrencyPanel {...panel} seen={seen.has('currency')} />,
      food: <FoodPanel {...panel} seen={seen.has('food')} />,
      lifestyle: <LifestylePanel {...panel} seen={seen.has('lifestyle')} />,
      time: <TimePanel {...panel} seen={seen.has('time')} />,
      salary: (
        <SalaryPanel
          key={`${panelState.fromCurrency}-${panelState.amount}`}
          {...panel}
          seen={seen.has('salary')}
        />
      ),
      tourist: <TouristPanel {...panel} seen={seen.has('tourist')} />,
      comprehensive: <ComprehensivePanel {...panel} seen={seen.has('comprehensive')} />,
      insights: <InsightsPanel {...panel} seen={seen.has('insights')} />,
    };
  }, [data, panelState, seen]);

  return (
    <div className="compare-screen space-y-6">
      <CompareForm
        state={state}
        onCurrency={actions.setCurrency}
        onCity={actions.setCity}
        onAmount={actions.setAmount}
        onSwap={actions.swap}
      />
      <ResultSummary data={data} state={panelState} />
      {/* Persona, exports and help come after the result: on a phone the form and its result fill
          the first screen (issue 19 §4), and the persona tailors the tabs just below. */}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-56 space-y-1.5 print:hidden">
          <Label htmlFor={personaId}>I am a...</Label>
          <select
            className={cn(fieldClasses, 'h-10 pr-8')}
            id={personaId}
            value={state.persona}
            onChange={(e) => actions.setPersona(parsePersona(e.target.value) ?? 'general')}
          >
            {PERSONAS.map((p) => (
              <option key={p} value={p}>
                {PERSONA_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
        <ExportMenu build={build} onBeforePrint={prepareForPrint} />
      </div>
      <HelpPanel />
      <RecentList
        list={recentList}
        onClear={recent.clear}
        onRestore={(r) =>
          actions.restore({
            fromCurrency: r.fromCurrency,
            toCurrency: r.toCurrency,
            fromCity: r.fromCity,
            toCity: r.toCity,
          })
        }
      />
      <CompareTabs active={state.activeTab} onChange={actions.setTab} panels={panels} />
    </div>
  );
}
