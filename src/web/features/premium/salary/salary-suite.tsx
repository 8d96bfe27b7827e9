/**
 * The Salary Insights Hub (issue 14; spec §2 Premium panels 1), lazy-loaded on /premium for entitled
 * users: inputs, the four tabs (equivalence by default), export and a shareable link. Every figure
 * comes from POST /api/premium/salary; a 403 PLAN_REQUIRED shows the upgrade prompt.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { comparisonLink } from '#domain/premium/lifestyle/url-state.ts';
import {
  decodeSalaryView,
  encodeSalaryView,
  SALARY_TABS,
  type SalaryTab,
} from '#domain/premium/salary/url-state.ts';
import { Tabs, TabsList, TabsPanel, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ExportMenu } from '../../compare/export/export-menu.tsx';
import { isPlanRequired, UpgradePrompt } from '../../plans/upgrade-prompt.tsx';
import { SuiteError, SuiteErrorBoundary, SuiteSkeleton } from '../shared/suite-states.tsx';
import { salaryRequest, useSalary } from './salary-api.ts';
import { buildSalaryExport } from './salary-export.ts';
import { SalaryForm } from './salary-form.tsx';
import { EquivalenceTab, IndustryTab, NegotiationTab, TakeHomeTab } from './salary-tabs.tsx';
import { useSuiteView } from '../shared/use-suite-view.ts';

const TAB_LABELS: Record<SalaryTab, string> = {
  equivalence: 'Salary Equivalence',
  negotiation: 'Negotiation Range',
  takehome: 'Take-home Pay',
  industry: 'Industry Comparison',
};

export default function SalarySuite() {
  const { view, setView } = useSuiteView(decodeSalaryView, encodeSalaryView);
  const query = useSalary(salaryRequest(view));
  const baseId = useId();
  const { pair } = view;
  const data = query.data;
  return (
    <div className="mt-4 space-y-5" data-testid="salary-suite">
      <p className="text-sm">
        {pair.fromCity.name} ({pair.fromCurrency}) to {pair.toCity.name} ({pair.toCurrency}), your
        current comparison.{' '}
        <Link className="text-primary underline underline-offset-4" to={comparisonLink(pair)}>
          Change the pair
        </Link>
      </p>
      <SalaryForm
        key={`${pair.fromCurrency}-${pair.toCurrency}`}
        view={view}
        currencies={[pair.fromCurrency, pair.toCurrency]}
        pending={query.isFetching}
        onApply={setView}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <a
          className="text-sm text-primary underline underline-offset-4"
          href={`/premium?${encodeSalaryView(view)}#salary-insights`}
        >
          Link to this view
        </a>
        <ExportMenu
          build={() => (data ? buildSalaryExport(data, view.persona, new Date()) : null)}
          onBeforePrint={() => undefined}
        />
      </div>
      <SuiteErrorBoundary>
        {query.isPending ? (
          <SuiteSkeleton label="salary figures" />
        ) : query.isError && isPlanRequired(query.error) ? (
          <UpgradePrompt error={query.error} />
        ) : query.isError ? (
          <SuiteError
            message={query.error.message || 'Failed to fetch salary data. Please try again.'}
          />
        ) : data ? (
          <Tabs
            value={view.tab}
            onValueChange={(tab) => setView({ ...view, tab: tab as SalaryTab })}
          >
            <TabsList aria-label="Salary Insights Hub" className="print:hidden">
              {SALARY_TABS.map((tab) => (
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
            {SALARY_TABS.map((tab) => (
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
                {tab === 'equivalence' && (
                  <EquivalenceTab
                    data={data}
                    persona={view.persona}
                    onPersona={(persona) => setView({ ...view, persona })}
                  />
                )}
                {tab === 'negotiation' && <NegotiationTab data={data} />}
                {tab === 'takehome' && <TakeHomeTab data={data} />}
                {tab === 'industry' && <IndustryTab data={data} />}
              </TabsPanel>
            ))}
          </Tabs>
        ) : null}
      </SuiteErrorBoundary>
      {data && (
        <p className="text-xs text-muted-foreground">
          Earnings: {data.sources.earnings.title} ({data.sources.earnings.licence}).{' '}
          {data.sources.modelled} Wages: {data.sources.wages}. Prices: {data.sources.prices}; rates
          as of {data.as_of}
          {data.stale ? ' (stale)' : ''}. How every figure is made: docs/methods/premium-salary.md.
        </p>
      )}
    </div>
  );
}
