/**
 * The Relocation Intelligence Suite (issue 15; spec §2 Premium panels 2), lazy-loaded on /premium for
 * entitled users: inputs, the five tabs (movingCosts first), export and a shareable link. Every figure
 * comes from POST /api/premium/relocation; a 403 PLAN_REQUIRED shows the upgrade prompt.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { comparisonLink } from '#domain/premium/lifestyle/url-state.ts';
import {
  decodeRelocationView,
  encodeRelocationView,
  RELOCATION_TABS,
  type RelocationTab,
} from '#domain/premium/relocation/url-state.ts';
import { Tabs, TabsList, TabsPanel, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ExportMenu } from '../../compare/export/export-menu.tsx';
import { isPlanRequired, UpgradePrompt } from '../../plans/upgrade-prompt.tsx';
import { SuiteError, SuiteErrorBoundary, SuiteSkeleton } from '../shared/suite-states.tsx';
import { CulturalTab } from './cultural-tab.tsx';
import { EducationTab } from './education-tab.tsx';
import { HealthcareTab } from './healthcare-tab.tsx';
import { MovingTab } from './moving-tab.tsx';
import { NeighborhoodsTab } from './neighborhoods-tab.tsx';
import { relocationRequest, useRelocation } from './relocation-api.ts';
import { buildRelocationExport } from './relocation-export.ts';
import { RelocationForm } from './relocation-form.tsx';
import { useSuiteView } from '../shared/use-suite-view.ts';

const TAB_LABELS: Record<RelocationTab, string> = {
  movingCosts: 'Moving Costs',
  neighborhoods: 'Neighborhoods',
  education: 'Education',
  healthcare: 'Healthcare',
  cultural: 'Cultural',
};

export default function RelocationSuite() {
  const { view, setView } = useSuiteView(decodeRelocationView, encodeRelocationView);
  const query = useRelocation(relocationRequest(view));
  const baseId = useId();
  const { pair } = view;
  const data = query.data;
  return (
    <div className="mt-4 space-y-5" data-testid="relocation-suite">
      <p className="text-sm">
        {pair.fromCity.name} ({pair.fromCurrency}) to {pair.toCity.name} ({pair.toCurrency}), your
        current comparison.{' '}
        <Link className="text-primary underline underline-offset-4" to={comparisonLink(pair)}>
          Change the pair
        </Link>
      </p>
      <RelocationForm
        key={`${pair.fromCurrency}-${pair.toCurrency}`}
        view={view}
        currencies={[pair.fromCurrency, pair.toCurrency]}
        pending={query.isFetching}
        onApply={setView}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <a
          className="text-sm text-primary underline underline-offset-4"
          href={`/premium?${encodeRelocationView(view)}#relocation-intelligence`}
        >
          Link to this relocation view
        </a>
        <ExportMenu
          build={() => (data ? buildRelocationExport(data, new Date()) : null)}
          onBeforePrint={() => undefined}
        />
      </div>
      <SuiteErrorBoundary>
        {query.isPending ? (
          <SuiteSkeleton label="relocation figures" />
        ) : query.isError && isPlanRequired(query.error) ? (
          <UpgradePrompt error={query.error} />
        ) : query.isError ? (
          <SuiteError
            message={query.error.message || 'Failed to fetch relocation data. Please try again.'}
          />
        ) : data ? (
          <Tabs
            value={view.tab}
            onValueChange={(tab) => setView({ ...view, tab: tab as RelocationTab })}
          >
            <TabsList aria-label="Relocation Intelligence Suite" className="print:hidden">
              {RELOCATION_TABS.map((tab) => (
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
            {RELOCATION_TABS.map((tab) => (
              <TabsPanel
                key={tab}
                id={`${baseId}-panel-${tab}`}
                tabId={`${baseId}-tab-${tab}`}
                active={view.tab === tab}
                className="print:!block"
                aria-busy={query.isFetching}
              >
                <h3 className="mb-3 text-lg font-semibold">{TAB_LABELS[tab]}</h3>
                {tab === 'movingCosts' && <MovingTab data={data} />}
                {tab === 'neighborhoods' && <NeighborhoodsTab data={data} />}
                {tab === 'education' && <EducationTab data={data} />}
                {tab === 'healthcare' && <HealthcareTab data={data} />}
                {tab === 'cultural' && <CulturalTab data={data} />}
              </TabsPanel>
            ))}
          </Tabs>
        ) : null}
      </SuiteErrorBoundary>
      {data && (
        <p className="text-xs text-muted-foreground">
          Sources: {data.sources.map((s) => `${s.label} (${s.licence})`).join('; ')}. Rates as of{' '}
          {data.as_of}
          {data.stale ? ' (stale)' : ''}. How every figure is made:
          docs/methods/premium-relocation.md.
        </p>
      )}
    </div>
  );
}
