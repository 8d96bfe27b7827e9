/**
 * Loads what the comparison needs and computes every figure once (the domain's computeComparison),
 * memoised so an amount change recomputes without refetching (spec §4 "Any change of currencies,
 * cities or amount reloads the conversion": the rates and market data are cached per key, so only a
 * new currency or city asks the server again).
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

export interface ComparisonData {
  rates: LatestRates | undefined;
  fromMarket: MarketData | undefined;
  toMarket: MarketData | undefined;
  col: ColCompare | undefined;
  comparison: Comparison | null;
  money: Money;
  /** Per source, for the panels' error boxes (spec §8). */
  errors: { rates: Error | null; from: Error | null; to: Error | null; col: Error | null };
  loading: { rates: boolean; market: boolean };
}

export function useComparison(state: ComparisonState): ComparisonData {
  const rates = useUsdRates(true);
  const fromMarket = useMarketData(state.fromCity, true);
  const toMarket = useMarketData(state.toCity, true);
  const col = useColRatio(state.fromCity, state.toCity, true);
  const currencies = useCurrencies();

  const symbols = useMemo(
    () => new Map((currencies.data ?? []).map((c) => [c.code, c.symbol])),
    [currencies.data],
  );
  const money = useMemo<Money>(
    () => (amount, code) => formatMoney(amount, code, symbols.get(code)),
    [symbols],
  );

  const comparison = useMemo(() => {
    if (!rates.data) return null;
    return computeComparison({
      state,
      rates: rates.data.conversion_rates,
      // A failed ratio call falls back to factor 1 (spec §8), flagged by the domain.
      colRatio: col.data?.ratio ?? null,
      fromItems: fromMarket.data?.items ?? null,
      toItems: toMarket.data?.items ?? null,
      formatMoney: money,
    });
  }, [state, rates.data, col.data, fromMarket.data, toMarket.data, money]);

  return {
    rates: rates.data,
    fromMarket: fromMarket.data,
    toMarket: toMarket.data,
    col: col.data,
    comparison,
    money,
    errors: {
      rates: rates.error,
      from: fromMarket.error,
      to: toMarket.error,
      col: col.error,
    },
    loading: {
      rates: rates.isPending,
      market: fromMarket.isPending || toMarket.isPending || col.isPending,
    },
  };
}
