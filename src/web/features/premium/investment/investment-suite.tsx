/**
 * The Investment Opportunity Analyzer (issue 15; spec §2 Premium panels 3), lazy-loaded on /premium for
 * Navigator subscribers: inputs, the five tabs (Real Estate by default), export and a shareable link.
 * Every figure comes from POST /api/premium/investment; a 403 PLAN_REQUIRED shows the upgrade prompt.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { comparisonLink } from '#domain/premium/lifestyle/url-state.ts';
import {
  INVESTMENT_TABS,
  decodeInvestmentView,
  encodeInvestmentView,
  type InvestmentTab,
  type InvestmentView,
} from '#domain/premium/investment/url-state.ts';
import { Tabs, TabsList, TabsPanel, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ExportMenu } from '../../compare/export/export-menu.tsx';
import { isPlanRequired, UpgradePrompt } from '../../plans/upgrade-prompt.tsx';
import { SuiteError, SuiteErrorBoundary, SuiteSkeleton } from '../shared/suite-states.tsx';
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
import { mergeSearch, useSuiteView } from '../shared/use-suite-view.ts';

/** The analyzer's parameters set over the others' (the lifestyle suite shares the page's URL). */
const encodeInvestmentOver = (view: InvestmentView, search: string) =>
  mergeSearch(search, encodeInvestmentView(view));

const TAB_LABELS: Record<InvestmentTab, string> = {
  realEstate: 'Real Estate',
  stocks: 'Stocks',
  bonds: 'Bonds',
  currency: 'Currency Risk',
  portfolio: 'Portfolio Builder',
};

export default function InvestmentSuite() {
  const { view, setView } = useSuiteView(decodeInvestmentView, encodeInvestmentOver);
  const query = useInvestment(investmentRequest(view));
  const baseId = useId();
  const { pair } = view;
  const data = query.data;
  return (
    <div className="mt-4 space-y-5" data-testid="investment-suite">
      <p className="text-sm">
        {pair.fromCity.name} ({pair.fromCurrency}) to {pair.toCity.name} ({pair.toCurrency}), your
        current comparison.{' '}
        <Link className="text-primary underline underline-offset-4" to={comparisonLink(pair)}>
          Change the pair
        </Link>
      </p>
      <InvestmentForm
        key={`${pair.fromCurrency}-${pair.toCurrency}`}
        view={view}
        currency={pair.fromCurrency}
        pending={query.isFetching}
        onApply={setView}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <a
          className="text-sm text-primary underline underline-offset-4"
          href={`/premium?${encodeInvestmentView(view)}#investment-analyzer`}
        >
          Link to this analysis
        </a>
        <ExportMenu
          build={() => (data ? buildInvestmentExport(data, new Date()) : null)}
          onBeforePrint={() => undefined}
        />
      </div>
      <SuiteErrorBoundary>
        {query.isPending ? (
          <SuiteSkeleton label="investment figures" />
        ) : query.isError && isPlanRequired(query.error) ? (
          <UpgradePrompt error={query.error} />
        ) : query.isError ? (
          <SuiteError
            message={query.error.message || 'Failed to fetch investment data. Please try again.'}
          />
        ) : data ? (
          <Tabs
            value={view.tab}
            onValueChange={(tab) => setView({ ...view, tab: tab as InvestmentTab })}
          >
            <TabsList aria-label="Investment Opportunity Analyzer" className="print:hidden">
              {INVESTMENT_TABS.map((tab) => (
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
            {INVESTMENT_TABS.map((tab) => (
              <TabsPanel
                key={tab}
                id={`${baseId}-panel-${tab}`}
                tabId={`${baseId}-tab-${tab}`}
                active={view.tab === tab}
                className="print:!block"
                aria-busy={query.isFetching}
              >
                <h3 className="mb-3 text-lg font-semibold">{TAB_LABELS[tab]}</h3>
                {tab === 'realEstate' && <RealEstateTab data={data} />}
                {tab === 'stocks' && <StocksTab data={data} />}
                {tab === 'bonds' && <BondsTab data={data} />}
                {tab === 'currency' && <CurrencyTab data={data} />}
                {tab === 'portfolio' && <PortfolioTab data={data} />}
              </TabsPanel>
            ))}
          </Tabs>
        ) : null}
      </SuiteErrorBoundary>
      {data && (
        <p className="text-xs text-muted-foreground">
          Rates as of {data.as_of}
          {data.stale ? ' (stale)' : ''}. Sources:{' '}
          {data.sources.series.map((s) => `${s.label} (${s.publisher}, ${s.licence})`).join('; ')}.
          How every figure is made: docs/methods/premium-investment.md.
        </p>
      )}
    </div>
  );
}
