/**
 * The Salary Insights Hub (issue 14; docs/product.md §2 Premium panels 1), lazy-loaded on /premium for entitled
 * users: inputs, the four tabs (equivalence by default), export and a shareable link. Every figure
 * comes from POST /api/premium/salary; a 403 PLAN_REQUIRED shows the upgrade prompt.
 */
import {
  decodeSalaryView,
  encodeSalaryView,
  encodeSalaryViewOver,
  SALARY_TABS,
  type SalaryTab,
} from '#domain/premium/salary/url-state.ts';
import { SuiteShell } from '../shared/suite-shell.tsx';
import { useSuiteView } from '../shared/use-suite-view.ts';
import { salaryRequest, useSalary } from './salary-api.ts';
import { buildSalaryExport } from './salary-export.ts';
import { SalaryForm } from './salary-form.tsx';
import { EquivalenceTab, IndustryTab, NegotiationTab, TakeHomeTab } from './salary-tabs.tsx';

const TAB_LABELS: Record<SalaryTab, string> = {
  equivalence: 'Salary Equivalence',
  negotiation: 'Negotiation Range',
  takehome: 'Take-home Pay',
  industry: 'Industry Comparison',
};

export default function SalarySuite() {
  const { view, setView } = useSuiteView(decodeSalaryView, encodeSalaryViewOver);
  const query = useSalary(salaryRequest(view));
  const { pair } = view;
  return (
    <SuiteShell
      testId="salary-suite"
      pair={pair}
      pairWord="to"
      form={
        <SalaryForm
          key={`${pair.fromCurrency}-${pair.toCurrency}`}
          view={view}
          currencies={[pair.fromCurrency, pair.toCurrency]}
          pending={query.isFetching}
          onApply={setView}
        />
      }
      shareHref={`/premium?${encodeSalaryView(view)}#salary-insights`}
      shareText="Link to this view"
      buildExport={(data) => buildSalaryExport(data, view.persona, new Date())}
      query={query}
      noun="salary"
      tabsLabel="Salary Insights Hub"
      tabs={SALARY_TABS}
      tabLabels={TAB_LABELS}
      tab={view.tab}
      onTab={(tab) => setView({ ...view, tab })}
      renderTab={(tab, data) => (
        <>
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
        </>
      )}
      footer={(data) => (
        <>
          Earnings: {data.sources.earnings.title} ({data.sources.earnings.licence}).{' '}
          {data.sources.modelled} Wages: {data.sources.wages}. Prices: {data.sources.prices}; rates
          as of {data.as_of}
          {data.stale ? ' (stale)' : ''}. How every figure is made: docs/methods/premium-salary.md.
        </>
      )}
    />
  );
}
