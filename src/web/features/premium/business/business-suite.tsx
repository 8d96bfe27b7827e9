/**
 * The Business Intelligence Suite (issue 15; docs/product.md §2 Premium panels 5), lazy-loaded on /premium for
 * Navigator subscribers: inputs, the five tabs (Market Analysis by default), export and a shareable
 * link. Every figure comes from POST /api/premium/business; a 403 PLAN_REQUIRED shows the upgrade prompt.
 */
import {
  BUSINESS_TABS,
  decodeBusinessView,
  encodeBusinessView,
  type BusinessView,
} from '#domain/premium/business/url-state.ts';
import { SuiteShell } from '../shared/suite-shell.tsx';
import { mergeSearch, useSuiteView } from '../shared/use-suite-view.ts';
import { businessRequest, useBusiness } from './business-api.ts';
import { buildBusinessExport } from './business-export.ts';
import { BusinessForm } from './business-form.tsx';
import { CostsTab, MarketTab, RegulatoryTab, ScorecardTab, TalentTab } from './business-tabs.tsx';
import { MethodLink } from '../../methods/method-link.tsx';

/** The suite's parameters set over the others' (they share the page's URL). */
const encodeBusinessOver = (view: BusinessView, search: string) =>
  mergeSearch(search, encodeBusinessView(view));

export default function BusinessSuite() {
  const { view, setView } = useSuiteView(decodeBusinessView, encodeBusinessOver);
  const query = useBusiness(businessRequest(view));
  return (
    <SuiteShell
      testId="business-suite"
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
      share={{
        href: `/premium?${encodeBusinessView(view)}#business-intelligence`,
        text: 'Link to this business analysis',
      }}
      buildExport={(data) => buildBusinessExport(data, new Date())}
      query={query}
      noun="business"
      tabsLabel="Business Intelligence Suite"
      tabs={BUSINESS_TABS}
      view={view}
      onView={setView}
      panels={{
        market: { label: 'Market Analysis', render: (data) => <MarketTab data={data} /> },
        talent: { label: 'Talent Acquisition', render: (data) => <TalentTab data={data} /> },
        costs: { label: 'Operational Costs', render: (data) => <CostsTab data={data} /> },
        regulatory: {
          label: 'Regulatory Landscape',
          render: (data) => <RegulatoryTab data={data} />,
        },
        scorecard: { label: 'Strategic Scorecard', render: (data) => <ScorecardTab data={data} /> },
      }}
      footer={(data) => (
        <>
          Rates as of {data.as_of}
          {data.stale ? ' (stale)' : ''}. Sources: World Bank WDI and WGI (CC BY 4.0), GeoNames (CC
          BY 4.0), Parity&apos;s cost-of-living model. Not held: {data.sources.missing.join(' ')}{' '}
          How every figure is made: <MethodLink slug="premium-business" />.
        </>
      )}
    />
  );
}
