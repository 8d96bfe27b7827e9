/**
 * The Lifestyle Optimization Suite (issue 14; docs/product.md §2 Premium panels 4), lazy-loaded on /premium for
 * entitled users: inputs, the four tabs (Budget Optimizer by default), export and a shareable link.
 * Every figure comes from POST /api/premium/lifestyle; a 403 PLAN_REQUIRED shows the upgrade prompt.
 */
import {
  LIFESTYLE_TABS,
  decodeLifestyleView,
  encodeLifestyleView,
  encodeLifestyleViewOver,
  type LifestyleTab,
} from '#domain/premium/lifestyle/url-state.ts';
import { SuiteShell } from '../shared/suite-shell.tsx';
import { useSuiteView } from '../shared/use-suite-view.ts';
import { BudgetTab } from './budget-tab.tsx';
import { ComparisonTab } from './comparison-tab.tsx';
import { lifestyleRequest, useLifestyle } from './lifestyle-api.ts';
import { buildLifestyleExport } from './lifestyle-export.ts';
import { LifestyleForm } from './lifestyle-form.tsx';
import { QualityTab } from './quality-tab.tsx';
import { TimeTab } from './time-tab.tsx';

const TAB_LABELS: Record<LifestyleTab, string> = {
  budget: 'Budget Optimizer',
  comparison: 'Lifestyle Comparison',
  time: 'Time Value',
  quality: 'Quality of Life',
};

export default function LifestyleSuite() {
  const { view, setView } = useSuiteView(decodeLifestyleView, encodeLifestyleViewOver);
  const query = useLifestyle(lifestyleRequest(view));
  const { pair } = view;
  return (
    <SuiteShell
      testId="lifestyle-suite"
      pair={pair}
      pairWord="to"
      form={
        <LifestyleForm
          key={`${pair.fromCurrency}-${pair.toCurrency}`}
          view={view}
          currencies={[pair.fromCurrency, pair.toCurrency]}
          pending={query.isFetching}
          onApply={setView}
        />
      }
      shareHref={`/premium?${encodeLifestyleView(view)}#lifestyle-optimization`}
      shareText="Link to this view"
      buildExport={(data) => buildLifestyleExport(data, new Date())}
      query={query}
      noun="lifestyle"
      tabsLabel="Lifestyle Optimization Suite"
      tabs={LIFESTYLE_TABS}
      tabLabels={TAB_LABELS}
      tab={view.tab}
      onTab={(tab) => setView({ ...view, tab })}
      renderTab={(tab, data) => (
        <>
          {tab === 'budget' && <BudgetTab data={data} />}
          {tab === 'comparison' && <ComparisonTab data={data} />}
          {tab === 'time' && <TimeTab data={data} />}
          {tab === 'quality' && <QualityTab data={data} />}
        </>
      )}
      footer={(data) => (
        <>
          Prices and wages: {data.sources.prices}; rates as of {data.as_of}
          {data.stale ? ' (stale)' : ''}. How every figure is made:
          docs/methods/premium-lifestyle.md.
        </>
      )}
    />
  );
}
