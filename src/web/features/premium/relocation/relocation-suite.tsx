/**
 * The Relocation Intelligence Suite (issue 15; docs/product.md §2 Premium panels 2), lazy-loaded on /premium for
 * entitled users: inputs, the five tabs (movingCosts first), export and a shareable link. Every figure
 * comes from POST /api/premium/relocation; a 403 PLAN_REQUIRED shows the upgrade prompt.
 */
import {
  decodeRelocationView,
  encodeRelocationView,
  RELOCATION_TABS,
  type RelocationTab,
} from '#domain/premium/relocation/url-state.ts';
import { SuiteShell } from '../shared/suite-shell.tsx';
import { useSuiteView } from '../shared/use-suite-view.ts';
import { CulturalTab } from './cultural-tab.tsx';
import { EducationTab } from './education-tab.tsx';
import { HealthcareTab } from './healthcare-tab.tsx';
import { MovingTab } from './moving-tab.tsx';
import { NeighborhoodsTab } from './neighborhoods-tab.tsx';
import { relocationRequest, useRelocation } from './relocation-api.ts';
import { buildRelocationExport } from './relocation-export.ts';
import { RelocationForm } from './relocation-form.tsx';

const TAB_LABELS: Record<RelocationTab, string> = {
  movingCosts: 'Moving Costs',
  neighborhoods: 'Neighborhoods',
  education: 'Education',
  healthcare: 'Healthcare',
  cultural: 'Cultural',
};

export default function RelocationSuite() {
  // encodeRelocationView keeps the other suites' parameters itself (its second argument).
  const { view, setView } = useSuiteView(decodeRelocationView, encodeRelocationView);
  const query = useRelocation(relocationRequest(view));
  const { pair } = view;
  return (
    <SuiteShell
      testId="relocation-suite"
      pair={pair}
      pairWord="to"
      form={
        <RelocationForm
          key={`${pair.fromCurrency}-${pair.toCurrency}`}
          view={view}
          currencies={[pair.fromCurrency, pair.toCurrency]}
          pending={query.isFetching}
          onApply={setView}
        />
      }
      shareHref={`/premium?${encodeRelocationView(view)}#relocation-intelligence`}
      shareText="Link to this relocation view"
      buildExport={(data) => buildRelocationExport(data, new Date())}
      query={query}
      noun="relocation"
      tabsLabel="Relocation Intelligence Suite"
      tabs={RELOCATION_TABS}
      tabLabels={TAB_LABELS}
      tab={view.tab}
      onTab={(tab) => setView({ ...view, tab })}
      renderTab={(tab, data) => (
        <>
          {tab === 'movingCosts' && <MovingTab data={data} />}
          {tab === 'neighborhoods' && <NeighborhoodsTab data={data} />}
          {tab === 'education' && <EducationTab data={data} />}
          {tab === 'healthcare' && <HealthcareTab data={data} />}
          {tab === 'cultural' && <CulturalTab data={data} />}
        </>
      )}
      footer={(data) => (
        <>
          Sources: {data.sources.map((s) => `${s.label} (${s.licence})`).join('; ')}. Rates as of{' '}
          {data.as_of}
          {data.stale ? ' (stale)' : ''}. How every figure is made:
          docs/methods/premium-relocation.md.
        </>
      )}
    />
  );
}
