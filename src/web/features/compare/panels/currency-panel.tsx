/**
 * The result panel (docs/product.md §2): read-only amount, '1 FROM = rate TO' (4 decimals), the
 * cost-of-living-adjusted card, purchasing power, practical context per city (hourly wage, time to
 * earn the amount, what it buys), work-time comparison and the key insights list; plus the pair's
 * 30-day rate history, lazy-loaded.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { purchaseText } from '#domain/compare/purchases.ts';
import { MESSAGES } from '#domain/compare/constants.ts';
import { perHour } from '#domain/compare/wages.ts';
import { formatInverseRate, formatRate } from '#domain/money.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FigureSource } from '../figure-source.tsx';
import { ErrorBox, PanelFrame, PanelSkeleton, type PanelProps } from '../panel-frame.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ratesError } from '../panel-errors.ts';
import type { SideFigures } from '#domain/compare/comparison.ts';
import type { Money } from '../use-comparison.ts';

const RateHistoryChart = lazy(async () => ({
  default: (await import('../charts/rate-history-chart.tsx')).RateHistoryChart,
}));

function CityContext(props: {
  title: string;
  side: SideFigures;
  currency: string;
  money: Money;
  amountText: string;
}) {
  const { side, money, currency } = props;
  return (
    <Card className="flex-1">
      <CardHeader>
        <CardTitle className="text-base">{props.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p>
          Average hourly wage:{' '}
          <strong>{side.hourly === null ? 'N/A' : money(side.hourly, currency)}</strong>
          {side.wage.isFallback && (
            <span className="text-muted-foreground"> (estimated: no wage data)</span>
          )}
        </p>
        <FigureSource items={[perHour(side.wage.item)]} money={money} />
        <p>
          Time to earn {props.amountText}: <strong>{side.timeToEarn}</strong>
        </p>
        <div>
          <p>What you can buy:</p>
          {side.purchases.length === 0 ? (
            <p className="text-muted-foreground">{MESSAGES.noData}</p>
          ) : (
            <ul className="list-disc pl-5">
              {side.purchases.slice(0, 6).map((p) => (
                <li key={p.item.itemName}>{purchaseText(p)}</li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** The chart (and chart.js) loads only when asked for: it is not needed to read the result. */
function RateHistory({ from, to }: { from: string; to: string }) {
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="print:hidden"
        onClick={() => setShown(true)}
      >
        Show the {from} to {to} rate history
      </Button>
    );
  }
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading chart...</p>}>
      <RateHistoryChart from={from} to={to} />
    </Suspense>
  );
}

export function CurrencyPanel({ data, state, seen }: PanelProps) {
  const c = data.comparison;
  const rateMissing =
    c !== null && c.rate === null
      ? `Exchange rate not available for ${state.fromCurrency} or ${state.toCurrency}`
      : null;
  return (
    <PanelFrame
      label="conversion"
      seen={seen}
      loading={data.loading.rates}
      error={ratesError(data) ?? rateMissing}
    >
      {() => {
        if (!c || c.rate === null) return <ErrorBox message={MESSAGES.noData} />;
        const { money } = data;
        const amount = money(state.amount, state.fromCurrency);
        // The rate cards need only the rates; everything priced waits for the cities' data and the
        // ratio behind skeletons, instead of showing N/A or an unadjusted rate meanwhile (issue 19 §4).
        const pricesLoading = data.loading.market;
        return (
          <div className="space-y-4" data-testid="currency-result">
            <div className="grid gap-4 md:grid-cols-3">
              <Card>
                <CardHeader>
                  <CardTitle className="text-base">Amount</CardTitle>
                </CardHeader>
                <CardContent>
                  <output className="text-2xl font-semibold" aria-label="Amount">
                    {amount}
                  </output>
                  <p className="mt-1 text-sm">
                    ={' '}
                    <strong data-testid="converted">{money(c.converted, state.toCurrency)}</strong>
                  </p>
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle className="text-base">Exchange rate</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-xl font-semibold" data-testid="rate-line">
                    1 {state.fromCurrency} = {formatRate(c.rate)} {state.toCurrency}
                  </p>
                  <p className="text-sm text-muted-foreground" data-testid="inverse-rate-line">
                    1 {state.toCurrency} = {formatInverseRate(c.rate)} {state.fromCurrency}
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    Rates of {data.rates?.as_of} ({data.rates?.source})
                    {data.rates?.stale ? ', not refreshed in the last 36 hours' : ''}
                  </p>
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle className="text-base">Cost-of-living adjusted</CardTitle>
                </CardHeader>
                <CardContent>
                  {pricesLoading ? (
                    <div className="space-y-2" data-testid="adjusted-skeleton">
                      <Skeleton className="h-7 w-32" />
                      <Skeleton className="h-4 w-full" />
                    </div>
                  ) : (
                    <>
                      <p className="text-xl font-semibold" data-testid="adjusted">
                        {money(c.adjustedAmount, state.toCurrency)}
                      </p>
                      {!(c.colRatioIsFallback || data.col?.fallback) && (
                        // Issue 19 §5: what the figure means, in one line where it is shown.
                        <p className="mt-1 text-sm" data-testid="adjusted-meaning">
                          What it costs in {state.toCity.name} to buy what {amount} buys in{' '}
                          {state.fromCity.name}.
                        </p>
                      )}
                      <p className="mt-1 text-sm">
                        Adjusted rate 1 {state.fromCurrency} = {formatRate(c.adjustedRate)}{' '}
                        {state.toCurrency}
                      </p>
                      <p className="mt-1 text-xs text-muted-foreground">
                        {c.colRatioIsFallback || data.col?.fallback
                          ? 'No cost-of-living ratio for this pair, so the rate is not adjusted.'
                          : `Ratio ${data.col?.ratio} from Parity's cost-of-living index (${data.col?.reference}).`}
                      </p>
                    </>
                  )}
                </CardContent>
              </Card>
            </div>
            {pricesLoading ? (
              <PanelSkeleton label="prices" />
            ) : (
              <>
                <Card>
                  <CardHeader>
                    <CardTitle className="text-base">Purchasing power</CardTitle>
                  </CardHeader>
                  <CardContent className="text-sm" data-testid="purchasing-power">
                    {c.purchasingPower === null
                      ? 'Not available: no cost-of-living ratio for this pair.'
                      : `Your money buys ${Math.abs(c.purchasingPower).toFixed(1)}% ${c.purchasingPower >= 0 ? 'more' : 'less'} in ${state.toCity.name} than in ${state.fromCity.name}.`}
                  </CardContent>
                </Card>
                <div className="flex flex-col gap-4 md:flex-row">
                  <CityContext
                    title={state.fromCity.name}
                    side={c.from}
                    currency={state.fromCurrency}
                    money={money}
                    amountText={amount}
                  />
                  <CityContext
                    title={state.toCity.name}
                    side={c.to}
                    currency={state.toCurrency}
                    money={money}
                    amountText={money(c.converted, state.toCurrency)}
                  />
                </div>
                <Card>
                  <CardHeader>
                    <CardTitle className="text-base">Work time comparison</CardTitle>
                  </CardHeader>
                  <CardContent className="text-sm">
                    {c.from.hourly === null || c.to.hourly === null ? (
                      MESSAGES.noWage
                    ) : (
                      <p>
                        {amount} takes {c.from.timeToEarn} of work in {state.fromCity.name}; its
                        value, {money(c.converted, state.toCurrency)}, takes {c.to.timeToEarn} in{' '}
                        {state.toCity.name}.
                      </p>
                    )}
                  </CardContent>
                </Card>
                <Card>
                  <CardHeader>
                    <CardTitle className="text-base">Key insights</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <ul className="list-disc space-y-1 pl-5 text-sm">
                      {c.insights.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </ul>
                  </CardContent>
                </Card>
              </>
            )}
            <RateHistory from={state.fromCurrency} to={state.toCurrency} />
          </div>
        );
      }}
    </PanelFrame>
  );
}
