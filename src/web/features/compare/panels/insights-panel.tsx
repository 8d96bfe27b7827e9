/**
 * Key insights summary: six cards and a persona section (docs/product.md §2). docs/product.md's hard-coded persona
 * scores are not shown: Parity has no source for them (ADR 085); the section says so.
 */
import { MESSAGES } from '#domain/compare/constants.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { diffText } from '../item-table.tsx';
import { EmptyState, PanelFrame, type PanelProps } from '../panel-frame.tsx';
import { panelError, WORDING } from '../panel-errors.ts';

export function InsightsPanel({ data, state, seen }: PanelProps) {
  const cities = { from: state.fromCity.name, to: state.toCity.name };
  return (
    <PanelFrame
      label="key insights"
      seen={seen}
      loading={data.loading.rates || data.loading.market}
      error={panelError(data, WORDING.insights, cities)}
      retry
    >
      {() => {
        const c = data.comparison;
        if (!c) return <EmptyState message={MESSAGES.noData} />;
        const p = c.persona;
        return (
          <div className="space-y-4" data-testid="insights-result">
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {c.cards.map((card) => (
                <Card key={card.id} data-testid={`insight-${card.id}`}>
                  <CardHeader>
                    <CardTitle className="text-base">{card.title}</CardTitle>
                  </CardHeader>
                  <CardContent className="space-y-1 text-sm">
                    <p className="text-lg font-semibold">{card.value ?? 'N/A'}</p>
                    <p>{card.detail}</p>
                  </CardContent>
                </Card>
              ))}
            </div>
            <section
              aria-labelledby="insights-persona"
              className="space-y-2 rounded-lg border border-border p-4"
            >
              <h3 id="insights-persona" className="font-semibold">
                {p.heading}
              </h3>
              {state.persona === 'general' ? (
                <p className="text-sm">
                  Choose who you are with "I am a..." to see the items that matter most to you.
                </p>
              ) : p.averageDiff === null ? (
                <EmptyState message={MESSAGES.noData} />
              ) : (
                <div className="space-y-2 text-sm">
                  <p>
                    The items that matter to you are on average{' '}
                    <strong>{diffText(p.averageDiff)}</strong> in {cities.to} against {cities.from}.
                  </p>
                  {p.cheaper.length > 0 && (
                    <p>
                      Cheaper:{' '}
                      {p.cheaper
                        .slice(0, 3)
                        .map((r) => `${r.name} (${diffText(r.diffPercent)})`)
                        .join('; ')}
                      .
                    </p>
                  )}
                  {p.dearer.length > 0 && (
                    <p>
                      Dearer:{' '}
                      {p.dearer
                        .slice(0, 3)
                        .map((r) => `${r.name} (${diffText(r.diffPercent)})`)
                        .join('; ')}
                      .
                    </p>
                  )}
                </div>
              )}
              <p className="text-xs text-muted-foreground">{p.note}</p>
            </section>
          </div>
        );
      }}
    </PanelFrame>
  );
}
