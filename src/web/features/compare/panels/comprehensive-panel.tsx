/**
 * Comprehensive cost comparison (docs/product.md §2 category select and table; §4 'All' plus the sorted union,
 * the notice when a city has no items in the category).
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import type { MarketData } from '../compare-api.ts';
import { ALL_CATEGORIES, comprehensiveView } from '#domain/compare/comprehensive.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import { ItemTable } from '../item-table.tsx';
import { PanelFrame, type PanelProps } from '../panel-frame.tsx';
import { panelError, WORDING } from '../panel-errors.ts';

// The contribution form (react-hook-form, zod) loads only when someone opens it.
const ContributePriceForm = lazy(async () => ({
  default: (await import('../../prices/contribute-price-form.tsx')).ContributePriceForm,
}));

/**
 * 'Know a local price?': the cost-of-living feature's contribution form for one city (issue 4 §3).
 * A stored price can change the city's published figures (method §8) and with them the
 * cost-of-living ratio, so both are refetched at once instead of after the 5-minute cache (compare-api.ts).
 */
function Contribute({ market }: { market: MarketData | undefined }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!market) return null;
  const items = Object.values(market.items)
    .flat()
    .filter((i) => i.itemId !== undefined)
    .map((i) => ({ itemId: i.itemId as string, itemName: i.itemName }));
  return (
    <details
      className="rounded-md border border-border p-3 print:hidden"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium">
        Know a price in {market.city}? Contribute it
      </summary>
      {open && (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading form...</p>}>
          <ContributePriceForm
            city={market.city}
            country={market.country}
            currency={market.currency}
            items={items}
            onRecorded={() => {
              void queryClient.invalidateQueries({ queryKey: ['exchange', 'market-data'] });
              void queryClient.invalidateQueries({ queryKey: ['cost-of-living'] });
            }}
          />
        </Suspense>
      )}
    </details>
  );
}

export function ComprehensivePanel({ data, state, seen }: PanelProps) {
  const id = useId();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const cities = { from: state.fromCity.name, to: state.toCity.name };
  return (
    <PanelFrame
      label="all costs"
      seen={seen}
      loading={data.loading.rates || data.loading.market}
      error={panelError(data, WORDING.comprehensive, cities)}
    >
      {() => {
        const rates = data.rates?.conversion_rates ?? {};
        const view = comprehensiveView(
          { items: data.fromMarket?.items ?? null, currency: state.fromCurrency },
          { items: data.toMarket?.items ?? null, currency: state.toCurrency },
          rates,
          category,
        );
        return (
          <div className="space-y-3" data-testid="comprehensive-result">
            <div className="max-w-xs space-y-1.5">
              <Label htmlFor={id}>Category</Label>
              <select
                className={cn(fieldClasses, 'h-10 pr-8')}
                id={id}
                value={category}
                onChange={(e) => setCategory(e.target.value)}
              >
                {view.categories.map((k) => (
                  <option key={k} value={k}>
                    {k === ALL_CATEGORIES ? k : k.charAt(0).toUpperCase() + k.slice(1)}
                  </option>
                ))}
              </select>
            </div>
            {view.notice !== null && (
              <Alert>
                <AlertDescription>{view.notice}</AlertDescription>
              </Alert>
            )}
            <ItemTable
              caption={`All costs, ${category}`}
              rows={view.rows}
              fromCity={cities.from}
              toCity={cities.to}
              fromCurrency={state.fromCurrency}
              toCurrency={state.toCurrency}
              persona={state.persona}
              money={data.money}
            />
            <Contribute market={data.fromMarket} />
            <Contribute market={data.toMarket} />
          </div>
        );
      }}
    </PanelFrame>
  );
}
