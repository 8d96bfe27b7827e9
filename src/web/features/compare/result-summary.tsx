/**
 * The result, right under the form (issue 19 §4 "phone first"): on a phone the tabs' figures start
 * far below the fold, so the converted amount, the rate and what the money buys are repeated here,
 * where the eye is after choosing. It needs only the rates: while prices load, their sentence shows
 * a skeleton and the form stays usable.
 */
import { formatRate } from '#domain/money.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { PanelProps } from './panel-frame.tsx';

export function ResultSummary({ data, state }: Omit<PanelProps, 'seen'>) {
  const c = data.comparison;
  if (data.errors.rates !== null || (c !== null && c.rate === null)) return null;
  if (c === null || c.rate === null) {
    return (
      <section
        aria-label="Result"
        className="space-y-2 rounded-lg border border-border p-4 print:hidden"
        data-testid="result-summary"
      >
        <p role="status" className="sr-only">
          Loading the result
        </p>
        <Skeleton className="h-7 w-56" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-full max-w-sm" />
      </section>
    );
  }
  const power = c.purchasingPower;
  const pricesLoading = data.loading.market && data.errors.col === null;
  return (
    <section
      aria-label="Result"
      className="space-y-1 rounded-lg border border-border p-4 print:hidden"
      data-testid="result-summary"
    >
      <p className="text-lg">
        {data.money(state.amount, state.fromCurrency)} ={' '}
        <strong className="text-2xl font-semibold" data-testid="summary-converted">
          {data.money(c.converted, state.toCurrency)}
        </strong>
      </p>
      <p className="text-sm text-muted-foreground">
        1 {state.fromCurrency} = {formatRate(c.rate)} {state.toCurrency}
      </p>
      {pricesLoading ? (
        <>
          <p role="status" className="sr-only">
            Loading prices
          </p>
          <Skeleton className="h-4 w-full max-w-sm" />
        </>
      ) : power === null ? null : (
        <p className="text-sm" data-testid="summary-power">
          Your money buys {Math.abs(power).toFixed(1)}% {power >= 0 ? 'more' : 'less'} in{' '}
          {state.toCity.name} than in {state.fromCity.name}.
        </p>
      )}
    </section>
  );
}
