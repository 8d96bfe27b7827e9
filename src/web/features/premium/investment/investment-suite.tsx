/**
 * The Investment Opportunity Analyzer (issue 15; docs/product.md §2 Premium panels 3), lazy-loaded on /premium for
 * Navigator subscribers: inputs, the five tabs (Real Estate by default), export and a shareable link.
 * Every figure comes from POST /api/premium/investment; a 403 PLAN_REQUIRED shows the upgrade prompt.
 */
import {
  INVESTMENT_TABS,
  decodeInvestmentView,
  encodeInvestmentView,
  type InvestmentView,
} from '#domain/premium/investment/url-state.ts';
import { SuiteShell } from '../shared/suite-shell.tsx';
import { mergeSearch, useSuiteView } from '../shared/use-suite-view.ts';
import { investmentRequest, useInvestment } from './investment-api.ts';
import { buildInvestmentExport } from './investment-export.ts';
import { InvestmentForm } from './investment-form.tsx';
import {
  BondsTab,
  CurrencyTab,
  PortfolioTab,
  RealEstateTab,
  StocksTab,
} from './investment-tabs.tsx';
import { MethodLink } from '../../methods/method-link.tsx';

/** The analyzer's parameters set over the others' (the lifestyle suite shares the page's URL). */
const encodeInvestmentOver = (view: InvestmentView, search: string) =>
  mergeSearch(search, encodeInvestmentView(view));

export default function InvestmentSuite() {
  const { view, setView } = useSuiteView(decodeInvestmentView, encodeInvestmentOver);
  const query = useInvestment(investmentRequest(view));
  const { pair } = view;
  return (
    <SuiteShell
      testId="investment-suite"
      pairWord="to"
      form={
        <InvestmentForm
          key={`${pair.fromCurrency}-${pair.toCurrency}`}
          view={view}
          currency={pair.fromCurrency}
          pending={query.isFetching}
          onApply={setView}
        />
      }
      share={{
        href: `/premium?${encodeInvestmentView(view)}#investment-analyzer`,
        text: 'Link to this analysis',
      }}
      buildExport={(data) => buildInvestmentExport(data, new Date())}
      query={query}
      noun="investment"
      tabsLabel="Investment Opportunity Analyzer"
      tabs={INVESTMENT_TABS}
      view={view}
      onView={setView}
      panels={{
        realEstate: { label: 'Real Estate', render: (data) => <RealEstateTab data={data} /> },
        stocks: { label: 'Stocks', render: (data) => <StocksTab data={data} /> },
        bonds: { label: 'Bonds', render: (data) => <BondsTab data={data} /> },
        currency: { label: 'Currency Risk', render: (data) => <CurrencyTab data={data} /> },
        portfolio: { label: 'Portfolio Builder', render: (data) => <PortfolioTab data={data} /> },
      }}
      footer={(data) => (
        <>
          Rates as of {data.as_of}
          {data.stale ? ' (stale)' : ''}. Sources:{' '}
          {data.sources.series.map((s) => `${s.label} (${s.publisher}, ${s.licence})`).join('; ')}.
          How every figure is made: <MethodLink slug="premium-investment" />.
        </>
      )}
    />
  );
}
