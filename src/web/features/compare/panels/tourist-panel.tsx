/**
 * Tourist expenses with daily budgets (docs/product.md §2, §9: a day = 1 accommodation, 2 meals, 1 coffee or
 * drink, 2 trips, 1 activity; tiers pick first / middle / last). Accommodation is the engine's rent
 * / 30 per night, named so (ADR 084).
 */
import { MESSAGES } from '#domain/compare/constants.ts';
import type { SideFigures } from '#domain/compare/comparison.ts';
import { formatWorkTime } from '#domain/compare/work-time.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FigureSource } from '../figure-source.tsx';
import { EmptyState, PanelFrame, type PanelProps } from '../panel-frame.tsx';
import { panelError, WORDING } from '../panel-errors.ts';
import type { Money } from '../use-comparison.ts';

const TIER_LABEL = { budget: 'Budget', 'mid-range': 'Mid-range', luxury: 'Luxury' } as const;

function CityBudgets({
  city,
  side,
  currency,
  rates,
  money,
}: {
  city: string;
  side: SideFigures;
  currency: string;
  rates: Record<string, number>;
  money: Money;
}) {
  const perUsd = currency === 'USD' ? 1 : (rates[currency] ?? Number.NaN);
  return (
    <Card className="flex-1">
      <CardHeader>
        <CardTitle className="text-base">{city}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {side.budgets.map((b) => (
          <div key={b.tier}>
            <p>
              <strong>{TIER_LABEL[b.tier]} day:</strong>{' '}
              {b.total === null ? 'N/A' : money(b.total, currency)}
              {b.total !== null && side.hourly !== null && (
                <span className="text-muted-foreground">
                  {' '}
                  ({formatWorkTime(b.total, side.hourly)} of local work)
                </span>
              )}
            </p>
            <ul className="list-disc pl-5 text-xs">
              {b.lines.map((l) => (
                <li key={l.category}>
                  {l.count} x {l.item.name}: {money(l.item.costUsd * perUsd * l.count, currency)}
                  <FigureSource items={l.item.basis} money={money} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

export function TouristPanel({ data, state, seen }: PanelProps) {
  const cities = { from: state.fromCity.name, to: state.toCity.name };
  return (
    <PanelFrame
      label="tourist expenses"
      seen={seen}
      loading={data.loading.rates || data.loading.market}
      error={panelError(data, WORDING.tourist, cities)}
    >
      {() => {
        const c = data.comparison;
        const rates = data.rates?.conversion_rates;
        if (!c || !rates || (c.from.tourist.length === 0 && c.to.tourist.length === 0))
          return <EmptyState message={MESSAGES.noCost} />;
        return (
          <div className="space-y-3" data-testid="tourist-result">
            <p className="text-sm text-muted-foreground">
              A day is 1 night's accommodation, 2 meals, 1 coffee or drink, 2 trips and 1 activity.
              Parity has no hotel prices: a night is an apartment's monthly rent / 30.
            </p>
            <div className="flex flex-col gap-4 md:flex-row">
              <CityBudgets
                city={cities.from}
                side={c.from}
                currency={state.fromCurrency}
                rates={rates}
                money={data.money}
              />
              <CityBudgets
                city={cities.to}
                side={c.to}
                currency={state.toCurrency}
                rates={rates}
                money={data.money}
              />
            </div>
          </div>
        );
      }}
    </PanelFrame>
  );
}
