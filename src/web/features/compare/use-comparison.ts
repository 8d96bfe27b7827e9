/**
 * Loads what the comparison needs (useComparisonInputs) and computes every figure once
 * (withComparison, the domain's computeComparison). The screen computes from deferred copies of the
 * inputs, so the work runs in a yielding transition once the answers have settled, not once per
 * answer inside the urgent render (ADR 015). docs/product.md §4 "Any change of currencies, cities or amount
 * reloads the conversion": rates and market data are cached per key, so only a new currency or city
 * asks the server again; an amount change only recomputes.
 */
import { useMemo } from 'react';
import { computeComparison, type Comparison } from '#domain/compare/comparison.ts';
import type { ComparisonState } from '#domain/compare/url-state.ts';
import { formatMoney } from '#domain/money.ts';
import { useCurrencies } from '../pickers/exchange-api.ts';
import {
  useColRatio,
  useMarketData,
  useUsdRates,
  type ColCompare,
  type LatestRates,
  type MarketData,
} from './compare-api.ts';

export type Money = (amount: number, currency: string) => string;

/** What the server answered for a comparison, before any figure is computed. */
export interface ComparisonInputs {
  rates: LatestRates | undefined;
  fromMarket: MarketData | undefined;
  toMarket: MarketData | undefined;
  col: ColCompare | undefined;
  money: Money;
  /** Per source, for the panels' error boxes (docs/product.md §8). */
  errors: { rates: Error | null; from: Error | null; to: Error | null; col: Error | null };
  loading: { rates: boolean; market: boolean };
}

export interface ComparisonData extends ComparisonInputs {
  comparison: Comparison | null;
}

/** One object per distinct set of answers, so it can be deferred and memoised on. */
/** `pairKnown`: the pair is settled (issue 19 §2); until then no city's data is asked for. */
export function useComparisonInputs(state: ComparisonState, pairKnown = true): ComparisonInputs {
  const rates = useUsdRates(true);
  const fromMarket = useMarketData(state.fromCity, pairKnown);
  const toMarket = useMarketData(state.toCity, pairKnown);
  const col = useColRatio(state.fromCity, state.toCity, pairKnown);
  const currencies = useCurrencies();

  const symbols = useMemo(
    () => new Map((currencies.data ?? []).map((c) => [c.code, c.symbol])),
    [currencies.data],
  );
  const money = useMemo<Money>(
    () => (amount, code) => formatMoney(amount, code, symbols.get(code)),
    [symbols],
  );
  const errors = useMemo(
    () => ({ rates: rates.error, from: fromMarket.error, to: toMarket.error, col: col.error }),
    [rates.error, fromMarket.error, toMarket.error, col.error],
  );
  const ratesPending = rates.isPending;
  const marketPending = fromMarket.isPending || toMarket.isPending || col.isPending;
  return useMemo(
    () => ({
      rates: rates.data,
      fromMarket: fromMarket.data,
      toMarket: toMarket.data,
      col: col.data,
      money,
      errors,
      loading: { rates: ratesPending, market: marketPending },
    }),
    [
      rates.data,
      fromMarket.data,
      toMarket.data,
      col.data,
      money,
      errors,
      ratesPending,
      marketPending,
    ],
  );
}

/** Every figure of the comparison for these answers and this state (null until rates arrive). */
export function withComparison(inputs: ComparisonInputs, state: ComparisonState): ComparisonData {
  const comparison = inputs.rates
    ? computeComparison({
        state,
        rates: inputs.rates.conversion_rates,
        // A failed ratio call falls back to factor 1 (docs/product.md §8), flagged by the domain.
        colRatio: inputs.col?.ratio ?? null,
        fromItems: inputs.fromMarket?.items ?? null,
        toItems: inputs.toMarket?.items ?? null,
        formatMoney: inputs.money,
      })
    : null;
  return { ...inputs, comparison };
}
