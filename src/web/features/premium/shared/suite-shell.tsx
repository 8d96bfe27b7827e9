/**
 * What the five premium suites show around their own figures (issues 14 and 15; docs/product.md §2 Premium
 * panels): the pair sentence, the suite's form, the link to this view and the export menu, then the
 * loading / plan-required / error states or the tab list bound to the URL-kept tab, and the suite's
 * "how it is made" footer. The suite passes what is its own: the form, the tabs' content, the footer.
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { comparisonLink, type LifestylePair } from '#domain/premium/lifestyle/url-state.ts';
import { Tabs, TabsList, TabsPanel, TabsTrigger } from '../../../components/ui/tabs.tsx';
import type { ExportDocument } from '../../compare/export/export-data.ts';
import { ExportMenu } from '../../compare/export/export-menu.tsx';
import { isPlanRequired, UpgradePrompt } from '../../plans/upgrade-prompt.tsx';
import { SuiteError, SuiteErrorBoundary, SuiteSkeleton } from './suite-states.tsx';

export interface SuiteShellProps<
  Tab extends string,
  Data,
  View extends { pair: LifestylePair; tab: Tab },
> {
  /** The root's data-testid, written out in each suite ('salary-suite'): /home's check reads it. */
  testId: string;
  /** "Riyadh (SAR) to Bangkok (THB)", or "… and …" where the suite compares rather than moves. */
  pairWord: 'to' | 'and';
  form: ReactNode;
  /** The link to this view: its href (with the card's anchor) and its text. */
  share: { href: string; text: string };
  buildExport: (data: Data) => ExportDocument;
  query: UseQueryResult<Data>;
  /** One word for the figures: "Loading salary figures", "Failed to fetch salary data". */
  noun: string;
  /** The tab list's accessible name: the suite's name. */
  tabsLabel: string;
  /** The suite's view (its pair and tab, kept in the URL) and how to change it. */
  view: View;
  onView: (view: View) => void;
  /** The tabs in order, and each one's label and content. */
  tabs: readonly Tab[];
  panels: Record<Tab, { label: string; render: (data: Data) => ReactNode }>;
  /** The sources line's content, under the figures. */
  footer: (data: Data) => ReactNode;
}

export function SuiteShell<
  Tab extends string,
  Data,
  View extends { pair: LifestylePair; tab: Tab },
>(props: SuiteShellProps<Tab, Data, View>) {
  const { query, tabs, panels, view } = props;
  const { pair } = view;
  const baseId = useId();
  const data = query.data;
  return (
    <div className="mt-4 space-y-5" data-testid={props.testId}>
      <p className="text-sm">
        {pair.fromCity.name} ({pair.fromCurrency}) {props.pairWord} {pair.toCity.name} (
        {pair.toCurrency}), your current comparison.{' '}
        <Link className="text-primary underline underline-offset-4" to={comparisonLink(pair)}>
          Change the pair
        </Link>
      </p>
      {props.form}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <a className="text-sm text-primary underline underline-offset-4" href={props.share.href}>
          {props.share.text}
        </a>
        <ExportMenu
          build={() => (data ? props.buildExport(data) : null)}
          onBeforePrint={() => undefined}
        />
      </div>
      <SuiteErrorBoundary>
        {query.isPending ? (
          <SuiteSkeleton label={`${props.noun} figures`} />
        ) : query.isError && isPlanRequired(query.error) ? (
          <UpgradePrompt error={query.error} />
        ) : query.isError ? (
          <SuiteError
            message={query.error.message || `Failed to fetch ${props.noun} data. Please try again.`}
          />
        ) : data ? (
          <Tabs
            value={view.tab}
            onValueChange={(tab) => props.onView({ ...view, tab: tab as Tab })}
          >
            <TabsList aria-label={props.tabsLabel} className="print:hidden">
              {tabs.map((tab) => (
                <TabsTrigger
                  key={tab}
                  value={tab}
                  id={`${baseId}-tab-${tab}`}
                  aria-controls={`${baseId}-panel-${tab}`}
                >
                  {panels[tab].label}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map((tab) => (
              <TabsPanel
                key={tab}
                id={`${baseId}-panel-${tab}`}
                tabId={`${baseId}-tab-${tab}`}
                active={view.tab === tab}
                // On paper every tab prints, one after another (as the comparison tool prints).
                className="print:!block"
                aria-busy={query.isFetching}
              >
                <h3 className="mb-3 text-lg font-semibold">{panels[tab].label}</h3>
                {panels[tab].render(data)}
              </TabsPanel>
            ))}
          </Tabs>
        ) : null}
      </SuiteErrorBoundary>
      {data && <p className="text-xs text-muted-foreground">{props.footer(data)}</p>}
    </div>
  );
}
