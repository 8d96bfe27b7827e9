/**
 * The Business Intelligence Suite (issue 15; spec §2 Premium panels 5), lazy-loaded on /premium for
 * Navigator subscribers: inputs, the five tabs (Market Analysis by default), export and a shareable
 * link. Every figure comes from POST /api/premium/business; a 403 PLAN_REQUIRED shows the upgrade prompt.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { comparisonLink } from '#domain/premium/lifestyle/url-state.ts';
import {
  BUSINESS_TABS,
  decodeBusinessView,
  encodeBusinessView,
  type BusinessTab,
  type BusinessView,
} from '#domain/premium/business/url-state.ts';
import { Tabs, TabsList, TabsPanel, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ExportMenu } from '../../compare/export/export-menu.tsx';
import { isPlanRequired, UpgradePrompt } from '../../plans/upgrade-prompt.tsx';
import { SuiteError, SuiteErrorBoundary, SuiteSkeleton } from '../shared/suite-states.tsx';
import { businessRequest, useBusiness } from './business-api.ts';
import { buildBusinessExport } from './business-export.ts';
import { BusinessForm } from './business-form.tsx';
import { CostsTab, MarketTab, RegulatoryTab, ScorecardTab, TalentTab } from './business-tabs.tsx';
import { mergeSearch, useSuiteView } from '../shared/use-suite-view.ts';

/** The suite's parameters set over the others' (they share the page's URL). */
const encodeBusinessOver = (view: BusinessView, search: string) =>
  mergeSearch(search, encodeBusinessView(view));

const TAB_LABELS: Record<BusinessTab, string> = {
  market: 'Market Analysis',
  talent: 'Talent Acquisition',
  costs: 'Operational Costs',
  regulatory: 'Regulatory Landscape',
  scorecard: 'Strategic Scorecard',
};

export default function BusinessSuite() {
  const { view, setView } = useSuiteView(decodeBusinessView, encodeBusinessOver);
  const query = useBusiness(businessRequest(view));
  const baseId = useId();
  const { pair } = view;
  const data = query.data;
  return (
    <div className="mt-4 space-y-5" data-testid="business-suite">
      <p className="text-sm">
        {pair.fromCity.name} ({pair.fromCurrency}) and {pair.toCity.name} ({pair.toCurrency}), your
        current comparison.{' '}
        <Link className="text-primary underline underline-offset-4" to={comparisonLink(pair)}>
          Change the pair
        </Link>
      </p>
      <BusinessForm
        key={`${view.industry}-${view.size}-${view.scope}`}
        view={view}
        pending={query.isFetching}
        onApply={setView}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <a
          className="text-sm text-primary underline underline-offset-4"
          href={`/premium?${encodeBusinessView(view)}#business-intelligence`}
        >
          Link to this business analysis
        </a>
        <ExportMenu
          build={() => (data ? buildBusinessExport(data, new Date()) : null)}
          onBeforePrint={() => undefined}
        />
      </div>
      <SuiteErrorBoundary>
        {query.isPending ? (
          <SuiteSkeleton label="business figures" />
        ) : query.isError && isPlanRequired(query.error) ? (
          <UpgradePrompt error={query.error} />
        ) : query.isError ? (
          <SuiteError
            message={query.error.message || 'Failed to fetch business data. Please try again.'}
          />
        ) : data ? (
          <Tabs
            value={view.tab}
            onValueChange={(tab) => setView({ ...view, tab: tab as BusinessTab })}
          >
            <TabsList aria-label="Business Intelligence Suite" className="print:hidden">
              {BUSINESS_TABS.map((tab) => (
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
            {BUSINESS_TABS.map((tab) => (
              <TabsPanel
                key={tab}
                id={`${baseId}-panel-${tab}`}
                tabId={`${baseId}-tab-${tab}`}
                active={view.tab === tab}
                className="print:!block"
                aria-busy={query.isFetching}
              >
                <h3 className="mb-3 text-lg font-semibold">{TAB_LABELS[tab]}</h3>
                {tab === 'market' && <MarketTab data={data} />}
                {tab === 'talent' && <TalentTab data={data} />}
                {tab === 'costs' && <CostsTab data={data} />}
                {tab === 'regulatory' && <RegulatoryTab data={data} />}
                {tab === 'scorecard' && <ScorecardTab data={data} />}
              </TabsPanel>
            ))}
          </Tabs>
        ) : null}
      </SuiteErrorBoundary>
      {data && (
        <p className="text-xs text-muted-foreground">
          Rates as of {data.as_of}
          {data.stale ? ' (stale)' : ''}. Sources: World Bank WDI and WGI (CC BY 4.0), GeoNames (CC
          BY 4.0), Parity&apos;s cost-of-living model. Not held:{' '}
          {data.sources.missing.slice(0, 2).join(' ')} How every figure is made:
          docs/methods/premium-business.md.
        </p>
      )}
    </div>
  );
}
