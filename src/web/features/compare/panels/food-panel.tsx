/**
 * Food basket comparison (docs/product.md §2, with its own error boundary; §9 food bar widths; §8 'No food
 * basket data available').
 */
import { MESSAGES } from '#domain/compare/constants.ts';
import { foodBarWidths } from '#domain/compare/food.ts';
import { diffText, ItemTable } from '../item-table.tsx';
import { EmptyState, PanelFrame, type PanelProps } from '../panel-frame.tsx';
import { panelError, WORDING } from '../panel-errors.ts';

export function FoodPanel({ data, state, seen }: PanelProps) {
  const cities = { from: state.fromCity.name, to: state.toCity.name };
  return (
    <PanelFrame
      label="food basket"
      seen={seen}
      loading={data.loading.rates || data.loading.market}
      error={panelError(data, WORDING.food, cities)}
    >
      {() => {
        const basket = data.comparison?.food ?? null;
        if (!basket) return <EmptyState message={MESSAGES.noFood} />;
        const { money } = data;
        const t = basket.total;
        return (
          <div className="space-y-4" data-testid="food-result">
            <p className="text-sm">
              Basket of {t.count} groceries:{' '}
              <strong>{money(t.fromTotal ?? 0, state.fromCurrency)}</strong> in {cities.from},{' '}
              <strong>{money(t.toTotal ?? 0, state.toCurrency)}</strong> in {cities.to}
              {state.fromCurrency !== state.toCurrency && (
                <> ({money(t.toTotalInFrom ?? 0, state.fromCurrency)})</>
              )}
              : {diffText(t.diffPercent)}.
            </p>
            <ul className="space-y-2" aria-label="Item bars">
              {basket.rows.map((r) => {
                const w = foodBarWidths(r.diffPercent);
                return (
                  <li key={r.name} className="text-xs">
                    <span>
                      {r.name}: {diffText(r.diffPercent)}
                    </span>
                    <div
                      className="mt-1 h-2 rounded bg-primary"
                      style={{ width: `${w.from}%` }}
                      aria-hidden="true"
                    />
                    <div
                      className="mt-0.5 h-2 rounded bg-amber-600 dark:bg-amber-400"
                      style={{ width: `${w.to}%` }}
                      aria-hidden="true"
                    />
                  </li>
                );
              })}
            </ul>
            <ItemTable
              caption="Food basket items"
              rows={basket.rows}
              fromCity={cities.from}
              toCity={cities.to}
              fromCurrency={state.fromCurrency}
              toCurrency={state.toCurrency}
              persona={state.persona}
              money={money}
            />
          </div>
        );
      }}
    </PanelFrame>
  );
}
