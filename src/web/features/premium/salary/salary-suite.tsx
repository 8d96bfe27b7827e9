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
} from '#domain/premium/salary/url-state.ts';
import { SuiteShell } from '../shared/suite-shell.tsx';
import { useSuiteView } from '../shared/use-suite-view.ts';
import { salaryRequest, useSalary } from './salary-api.ts';
import { buildSalaryExport } from './salary-export.ts';
import { SalaryForm } from './salary-form.tsx';
import { TakeHomeTab } from './salary-pay.tsx';
import { EquivalenceTab, IndustryTab, NegotiationTab } from './salary-tabs.tsx';
import { MethodLink } from '../../methods/method-link.tsx';

export default function SalarySuite() {
  const { view, setView } = useSuiteView(decodeSalaryView, encodeSalaryViewOver);
  const query = useSalary(salaryRequest(view));
  const { pair } = view;
  return (
    <SuiteShell
      testId="salary-suite"
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
      share={{
        href: `/premium?${encodeSalaryView(view)}#salary-insights`,
        text: 'Link to this view',
      }}
      buildExport={(data) => buildSalaryExport(data, view.persona, new Date())}
      query={query}
      noun="salary"
      tabsLabel="Salary Insights Hub"
      tabs={SALARY_TABS}
      view={view}
      onView={setView}
      panels={{
        equivalence: {
          label: 'Salary Equivalence',
          render: (data) => (
            <EquivalenceTab
              data={data}
              persona={view.persona}
              onPersona={(persona) => setView({ ...view, persona })}
            />
          ),
        },
        negotiation: {
          label: 'Negotiation Range',
          render: (data) => <NegotiationTab data={data} />,
        },
        takehome: { label: 'Take-home Pay', render: (data) => <TakeHomeTab data={data} /> },
        industry: { label: 'Industry Comparison', render: (data) => <IndustryTab data={data} /> },
      }}
      footer={(data) => (
        <>
          Earnings: {data.sources.earnings.title} ({data.sources.earnings.licence}).{' '}
          {data.sources.modelled} Wages: {data.sources.wages}. Prices: {data.sources.prices}; rates
          as of {data.as_of}
          {data.stale ? ' (stale)' : ''}. How every figure is made:{' '}
          <MethodLink slug="premium-salary" />.
        </>
      )}
    />
  );
}
