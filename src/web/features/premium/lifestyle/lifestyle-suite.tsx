/**
 * The Lifestyle Optimization Suite (issue 14; spec §2 Premium panels 4), lazy-loaded on /premium for
 * entitled users: inputs, the four tabs (Budget Optimizer by default), export and a shareable link.
 * Every figure comes from POST /api/premium/lifestyle; a 403 PLAN_REQUIRED shows the upgrade prompt.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import {
  LIFESTYLE_TABS,
  comparisonLink,
  decodeLifestyleView,
  encodeLifestyleView,
  type LifestyleTab,
} from '#domain/premium/lifestyle/url-state.ts';
import { Tabs, TabsList, TabsPanel, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ExportMenu } from '../../compare/export/export-menu.tsx';
import { isPlanRequired, UpgradePrompt } from '../../plans/upgrade-prompt.tsx';
import { BudgetTab } from './budget-tab.tsx';
import { ComparisonTab } from './comparison-tab.tsx';
import { lifestyleRequest, useLifestyle } from './lifestyle-api.ts';
import { buildLifestyleExport } from './lifestyle-export.ts';
import { LifestyleForm } from './lifestyle-form.tsx';
import { QualityTab } from './quality-tab.tsx';
import { SuiteError, SuiteErrorBoundary, SuiteSkeleton } from '../shared/suite-states.tsx';
import { TimeTab } from './time-tab.tsx';
import { useSuiteView } from '../shared/use-suite-view.ts';

const TAB_LABELS: Record<LifestyleTab, string> = {
  budget: 'Budget Optimizer',
  comparison: 'Lifestyle Comparison',
  time: 'Time Value',
  quality: 'Quality of Life',
};

export default function LifestyleSuite() {
  const { view, setView } = useSuiteView(decodeLifestyleView, encodeLifestyleView);
  const query = useLifestyle(lifestyleRequest(view));
  const baseId = useId();
  const { pair } = view;
  const data = query.data;
  return (
    <div className="mt-4 space-y-5" data-testid="lifestyle-suite">
      <p className="text-sm">
        {pair.fromCity.name} ({pair.fromCurrency}) to {pair.toCity.name} ({pair.toCurrency}), your
        current comparison.{' '}
        <Link className="text-primary underline underline-offset-4" to={comparisonLink(pair)}>
          Change the pair
        </Link>
      </p>
      <LifestyleForm
        key={`${pair.fromCurrency}-${pair.toCurrency}`}
        view={view}
        currencies={[pair.fromCurrency, pair.toCurrency]}
        pending={query.isFetching}
        onApply={setView}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <a
          className="text-sm text-primary underline underline-offset-4"
          href={`/premium?${encodeLifestyleView(view)}#lifestyle-optimization`}
        >
          Link to this view
        </a>
        <ExportMenu
          build={() => (data ? buildLifestyleExport(data, new Date()) : null)}
          onBeforePrint={() => undefined}
        />
      </div>
      <SuiteErrorBoundary>
        {query.isPending ? (
          <SuiteSkeleton label="lifestyle figures" />
        ) : query.isError && isPlanRequired(query.error) ? (
          <UpgradePrompt error={query.error} />
        ) : query.isError ? (
          <SuiteError
            message={query.error.message || 'Failed to fetch lifestyle data. Please try again.'}
          />
        ) : data ? (
          <Tabs
            value={view.tab}
            onValueChange={(tab) => setView({ ...view, tab: tab as LifestyleTab })}
          >
            <TabsList aria-label="Lifestyle Optimization Suite" className="print:hidden">
              {LIFESTYLE_TABS.map((tab) => (
                <TabsTrigger
                  key={tab}
                  value={tab}
                  id={`${baseId}-tab-${tab}`}
                  aria-controls={`${baseId}-panel-${tab}`}
                >
                  {TAB_LABELS[tab]}
                </TabsTrigger>
              ))}
            </TabsList>
            {LIFESTYLE_TABS.map((tab) => (
              <TabsPanel
                key={tab}
                id={`${baseId}-panel-${tab}`}
                tabId={`${baseId}-tab-${tab}`}
                active={view.tab === tab}
                // On paper every tab prints, one after another (as the comparison tool prints).
                className="print:!block"
                aria-busy={query.isFetching}
              >
                <h3 className="mb-3 text-lg font-semibold">{TAB_LABELS[tab]}</h3>
                {tab === 'budget' && <BudgetTab data={data} />}
                {tab === 'comparison' && <ComparisonTab data={data} />}
                {tab === 'time' && <TimeTab data={data} />}
                {tab === 'quality' && <QualityTab data={data} />}
              </TabsPanel>
            ))}
          </Tabs>
        ) : null}
      </SuiteErrorBoundary>
      {data && (
        <p className="text-xs text-muted-foreground">
          Prices and wages: {data.sources.prices}; rates as of {data.as_of}
          {data.stale ? ' (stale)' : ''}. How every figure is made:
          docs/methods/premium-lifestyle.md.
        </p>
      )}
    </div>
  );
}
