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
import { MethodLink } from '../../methods/method-link.tsx';

export default function LifestyleSuite() {
  const { view, setView } = useSuiteView(decodeLifestyleView, encodeLifestyleViewOver);
  const query = useLifestyle(lifestyleRequest(view));
  const { pair } = view;
  return (
    <SuiteShell
      testId="lifestyle-suite"
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
      share={{
        href: `/premium?${encodeLifestyleView(view)}#lifestyle-optimization`,
        text: 'Link to this view',
      }}
      buildExport={(data) => buildLifestyleExport(data, new Date())}
      query={query}
      noun="lifestyle"
      tabsLabel="Lifestyle Optimization Suite"
      tabs={LIFESTYLE_TABS}
      view={view}
      onView={setView}
      panels={{
        budget: { label: 'Budget Optimizer', render: (data) => <BudgetTab data={data} /> },
        comparison: {
          label: 'Lifestyle Comparison',
          render: (data) => <ComparisonTab data={data} />,
        },
        time: { label: 'Time Value', render: (data) => <TimeTab data={data} /> },
        quality: { label: 'Quality of Life', render: (data) => <QualityTab data={data} /> },
      }}
      footer={(data) => (
        <>
          Prices and wages: {data.sources.prices}; rates as of {data.as_of}
          {data.stale ? ' (stale)' : ''}. How every figure is made:{' '}
          <MethodLink slug="premium-lifestyle" />.
        </>
      )}
    />
  );
}
