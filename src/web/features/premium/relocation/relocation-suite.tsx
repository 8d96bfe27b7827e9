/**
 * The Relocation Intelligence Suite (issue 15; docs/product.md §2 Premium panels 2), lazy-loaded on /premium for
 * entitled users: inputs, the five tabs (movingCosts first), export and a shareable link. Every figure
 * comes from POST /api/premium/relocation; a 403 PLAN_REQUIRED shows the upgrade prompt.
 */
import {
  decodeRelocationView,
  encodeRelocationView,
  RELOCATION_TABS,
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
import { MethodLink } from '../../methods/method-link.tsx';

export default function RelocationSuite() {
  // encodeRelocationView keeps the other suites' parameters itself (its second argument).
  const { view, setView } = useSuiteView(decodeRelocationView, encodeRelocationView);
  const query = useRelocation(relocationRequest(view));
  const { pair } = view;
  return (
    <SuiteShell
      testId="relocation-suite"
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
      share={{
        href: `/premium?${encodeRelocationView(view)}#relocation-intelligence`,
        text: 'Link to this relocation view',
      }}
      buildExport={(data) => buildRelocationExport(data, new Date())}
      query={query}
      noun="relocation"
      tabsLabel="Relocation Intelligence Suite"
      tabs={RELOCATION_TABS}
      view={view}
      onView={setView}
      panels={{
        movingCosts: { label: 'Moving Costs', render: (data) => <MovingTab data={data} /> },
        neighborhoods: {
          label: 'Neighborhoods',
          render: (data) => <NeighborhoodsTab data={data} />,
        },
        education: { label: 'Education', render: (data) => <EducationTab data={data} /> },
        healthcare: { label: 'Healthcare', render: (data) => <HealthcareTab data={data} /> },
        cultural: { label: 'Cultural', render: (data) => <CulturalTab data={data} /> },
      }}
      footer={(data) => (
        <>
          Sources: {data.sources.map((s) => `${s.label} (${s.licence})`).join('; ')}. Rates as of{' '}
          {data.as_of}
          {data.stale ? ' (stale)' : ''}. How every figure is made:{' '}
          <MethodLink slug="premium-relocation" />.
        </>
      )}
    />
  );
}
