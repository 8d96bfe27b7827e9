/**
 * The Business Intelligence Suite (issue 15; docs/product.md §2 Premium panels 5), lazy-loaded on /premium for
 * Navigator subscribers: inputs, the five tabs (Market Analysis by default), export and a shareable
 * link. Every figure comes from POST /api/premium/business; a 403 PLAN_REQUIRED shows the upgrade prompt.
 */
import {
  BUSINESS_TABS,
  decodeBusinessView,
  encodeBusinessView,
  type BusinessTab,
  type BusinessView,
} from '#domain/premium/business/url-state.ts';
import { SuiteShell } from '../shared/suite-shell.tsx';
import { mergeSearch, useSuiteView } from '../shared/use-suite-view.ts';
import { businessRequest, useBusiness } from './business-api.ts';
import { buildBusinessExport } from './business-export.ts';
import { BusinessForm } from './business-form.tsx';
import { CostsTab, MarketTab, RegulatoryTab, ScorecardTab, TalentTab } from './business-tabs.tsx';

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
  return (
    <SuiteShell
      testId="business-suite"
      pair={view.pair}
      // The suite compares two markets rather than a move from one to the other.
      pairWord="and"
      form={
        <BusinessForm
          key={`${view.industry}-${view.size}-${view.scope}`}
          view={view}
          pending={query.isFetching}
          onApply={setView}
        />
      }
      shareHref={`/premium?${encodeBusinessView(view)}#business-intelligence`}
      shareText="Link to this business analysis"
      buildExport={(data) => buildBusinessExport(data, new Date())}
      query={query}
      noun="business"
      tabsLabel="Business Intelligence Suite"
      tabs={BUSINESS_TABS}
      tabLabels={TAB_LABELS}
      tab={view.tab}
      onTab={(tab) => setView({ ...view, tab })}
      renderTab={(tab, data) => (
        <>
          {tab === 'market' && <MarketTab data={data} />}
          {tab === 'talent' && <TalentTab data={data} />}
          {tab === 'costs' && <CostsTab data={data} />}
          {tab === 'regulatory' && <RegulatoryTab data={data} />}
          {tab === 'scorecard' && <ScorecardTab data={data} />}
        </>
      )}
      footer={(data) => (
        <>
          Rates as of {data.as_of}
          {data.stale ? ' (stale)' : ''}. Sources: World Bank WDI and WGI (CC BY 4.0), GeoNames (CC
          BY 4.0), Parity&apos;s cost-of-living model. Not held: {data.sources.missing.join(' ')}{' '}
          How every figure is made: docs/methods/premium-business.md.
        </>
      )}
    />
  );
}
