/**
 * Tabs (Radix: roving focus, arrow keys, aria-selected/aria-controls wired up).
 * Panels are <TabsPanel>: mounted once and only shown or hidden (docs/product.md §2).
 */
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex h-auto flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab panel that stays mounted and is only shown or hidden (docs/product.md §2). Radix's Content wraps every
 * panel in Presence, whose mount reads getComputedStyle and forces a style recalculation inside
 * React's commit, once per panel: for the comparison's eight panels that was a fifth of the
 * longest task on /home (ADR 015). This is a plain element with the same role, state and styling.
 * Give the matching TabsTrigger `id={tabId}` and `aria-controls={id}`.
 */
export function TabsPanel({
  active,
  tabId,
  className,
  ...props
}: ComponentProps<'div'> & { id: string; tabId: string; active: boolean }) {
  return (
    <div
      role="tabpanel"
      aria-labelledby={tabId}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={0}
      className={cn(
        'mt-4 focus-visible:outline-2 focus-visible:outline-ring data-[state=inactive]:hidden',
        className,
      )}
      {...props}
    />
  );
}
