/**
 * Comprehensive cost comparison (spec §2 category select and table; §4 'All' plus the sorted union,
 * the notice when a city has no items in the category).
 */
import { useId, useState } from 'react';
import { ALL_CATEGORIES, comprehensiveView } from '#domain/compare/comprehensive.ts';
import type { ComparisonState } from '#domain/compare/url-state.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import { ItemTable } from '../item-table.tsx';
import { PanelFrame } from '../panel-frame.tsx';
import { panelError, WORDING } from '../panel-errors.ts';
import type { ComparisonData } from '../use-comparison.ts';

export function ComprehensivePanel({
  data,
  state,
  seen,
}: {
  data: ComparisonData;
  state: ComparisonState;
  seen: boolean;
}) {
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
          </div>
        );
      }}
    </PanelFrame>
  );
}
