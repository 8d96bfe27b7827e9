/**
 * Lifestyle costs with persona-specific blocks (docs/product.md §2; verdicts and recommendations §9), and the
 * category bars chart, lazy-loaded.
 */
import { lazy, Suspense } from 'react';
import { MESSAGES } from '#domain/compare/constants.ts';
import { PERSONA_LABELS, withArticle } from '#domain/compare/persona.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { diffText, ItemTable } from '../item-table.tsx';
import { EmptyState, PanelFrame, type PanelProps } from '../panel-frame.tsx';
import { panelError, WORDING } from '../panel-errors.ts';

const CategoryChart = lazy(async () => ({
  default: (await import('../charts/category-chart.tsx')).CategoryChart,
}));

export function LifestylePanel({ data, state, seen }: PanelProps) {
  const cities = { from: state.fromCity.name, to: state.toCity.name };
  return (
    <PanelFrame
      label="lifestyle costs"
      seen={seen}
      loading={data.loading.rates || data.loading.market}
      error={panelError(data, WORDING.lifestyle, cities)}
    >
      {() => {
        const c = data.comparison;
        if (!c || c.lifestyle.length === 0) return <EmptyState message={MESSAGES.noCost} />;
        const { money } = data;
        const table = {
          fromCity: cities.from,
          toCity: cities.to,
          fromCurrency: state.fromCurrency,
          toCurrency: state.toCurrency,
          persona: state.persona,
          money,
        };
        return (
          <div className="space-y-4" data-testid="lifestyle-result">
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {c.lifestyle.map((a) => (
                <Card key={a.area}>
                  <CardHeader>
                    <CardTitle className="text-base">{a.area}</CardTitle>
                  </CardHeader>
                  <CardContent className="space-y-1 text-sm">
                    <p>
                      <strong>{a.verdict}</strong> ({diffText(a.diffPercent)})
                    </p>
                    <p>{a.recommendation}</p>
                  </CardContent>
                </Card>
              ))}
            </div>
            {state.persona !== 'general' && (
              <section aria-labelledby="lifestyle-persona" className="space-y-2">
                <h3 id="lifestyle-persona" className="font-semibold">
                  For {withArticle(PERSONA_LABELS[state.persona].toLowerCase())}
                </h3>
                {c.personaRows.length === 0 ? (
                  <EmptyState message={MESSAGES.noData} />
                ) : (
                  <ItemTable
                    caption={`Items relevant to a ${PERSONA_LABELS[state.persona]}`}
                    rows={c.personaRows}
                    {...table}
                  />
                )}
              </section>
            )}
            <Suspense fallback={<p className="text-sm text-muted-foreground">Loading chart...</p>}>
              <CategoryChart
                areas={c.lifestyle}
                fromCity={cities.from}
                toCity={cities.to}
                currency={state.fromCurrency}
              />
            </Suspense>
            {c.lifestyle.map((a) => (
              <details key={a.area} className="rounded-md border border-border p-3">
                <summary className="cursor-pointer font-medium">{a.area}: items</summary>
                <ItemTable caption={`${a.area} items`} rows={a.rows} {...table} />
              </details>
            ))}
          </div>
        );
      }}
    </PanelFrame>
  );
}
