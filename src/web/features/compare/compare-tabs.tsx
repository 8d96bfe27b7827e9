/**
 * The eight tabs (docs/product.md §2): kept mounted and only shown or hidden (Radix forceMount), a tooltip on
 * each trigger, tab search over label/description/help, and on small screens the first word of the
 * label (every panel carries its own heading and description).
 */
import { Search } from 'lucide-react';
import { memo, useId, useState, type ReactNode } from 'react';
import type { TabId } from '#domain/compare/url-state.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Tabs, TabsList, TabsPanel, TabsTrigger } from '../../components/ui/tabs.tsx';
import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from '../../components/ui/tooltip.tsx';
import { filterTabs, firstWord, TABS } from './tabs-config.ts';

// Memoised: the panels come memoised from the screen, so an amount keystroke skips the tabs.
export const CompareTabs = memo(function CompareTabs(props: {
  active: TabId;
  onChange: (tab: TabId) => void;
  panels: Record<TabId, ReactNode>;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const baseId = useId();
  const tabId = (id: TabId) => `${baseId}-tab-${id}`;
  const panelId = (id: TabId) => `${baseId}-panel-${id}`;
  const shown = filterTabs(query);
  return (
    <TooltipProvider>
      <Tabs
        value={props.active}
        onValueChange={(v) => props.onChange(v as TabId)}
        className="space-y-3"
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between print:hidden">
          <div className="relative max-w-xs flex-1 space-y-1.5">
            <Label htmlFor={searchId}>Search tabs</Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                className="pl-9"
                placeholder="e.g. rent, groceries, salary"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
            </div>
          </div>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {shown.length === TABS.length ? '' : `${shown.length} of ${TABS.length} tabs match`}
          </p>
        </div>
        <TabsList aria-label="Comparison views" className="w-full justify-start print:hidden">
          {shown.map((t) => (
            <Tooltip key={t.id}>
              <TooltipTrigger asChild>
                <TabsTrigger
                  value={t.id}
                  id={tabId(t.id)}
                  aria-controls={panelId(t.id)}
                  data-testid={`tab-${t.id}`}
                >
                  <span className="sm:hidden">{firstWord(t.label)}</span>
                  <span className="hidden sm:inline">{t.label}</span>
                </TabsTrigger>
              </TooltipTrigger>
              <TooltipContent side={t.tooltipSide}>{t.description}</TooltipContent>
            </Tooltip>
          ))}
        </TabsList>
        {shown.length === 0 && (
          <p className="text-sm text-muted-foreground">No tab matches "{query}".</p>
        )}
        {TABS.map((t) => (
          <TabsPanel
            key={t.id}
            id={panelId(t.id)}
            tabId={tabId(t.id)}
            active={t.id === props.active}
            className="compare-panel space-y-3"
            data-testid={`panel-${t.id}`}
          >
            <div>
              <h2 className="text-xl font-semibold">{t.label}</h2>
              <p className="text-sm text-muted-foreground">{t.description}</p>
            </div>
            {props.panels[t.id]}
          </TabsPanel>
        ))}
      </Tabs>
    </TooltipProvider>
  );
});
