/**
 * The Lifestyle Optimization Suite's answer (issue 14): resolve the pair as the market-data route does,
 * take both cities' figures from the cost-of-living engine (model, imports and contributions), convert
 * them and the income to each city's currency, and let the domain build the budget, plan, hours of
 * work, comparison and quality-of-life scores. Every figure carries where it came from.
 */
import { hourlyFromMonthlyUsd } from '#domain/compare/wages.ts';
import type { LifestyleData, LifestyleSide } from '#domain/api/lifestyle.ts';
import {
  BASKET_ITEM_IDS,
  type Lifestyle,
  type Priority,
} from '#domain/premium/lifestyle/basket.ts';
import { buildBudget, planBudget } from '#domain/premium/lifestyle/budget.ts';
import { lifestyleComparison } from '#domain/premium/lifestyle/comparison.ts';
import { qualityOfLife, type IndicatorValue } from '#domain/premium/lifestyle/quality.ts';
import { timeValue } from '#domain/premium/lifestyle/time-value.ts';
import type { RatesView } from '../exchange/index.ts';
import {
  amountCurrency,
  basisOf,
  catalogueItems,
  figureOf,
  pricePair,
  PRICES_SOURCE,
  provenanceOf,
  sideHeader,
  type PricedCity,
  type PricingBase,
} from '../premium/index.ts';
import { QUALITY_SOURCE_LIST } from './quality-data.ts';

export interface LifestyleContext extends PricingBase {
  quality: Map<string, IndicatorValue[]>;
}

export interface LifestyleInput {
  from: { city: string; country?: string | undefined };
  to: { city: string; country?: string | undefined };
  income?: number | undefined;
  currency?: string | undefined;
  lifestyle: Lifestyle;
  priorities: Priority[];
}

const SALARY = 'avg_monthly_net_salary';
catalogueItems('lifestyle basket', BASKET_ITEM_IDS);

type Priced = PricedCity<(typeof BASKET_ITEM_IDS)[number]>;

function side(
  ctx: LifestyleContext,
  p: Priced,
  input: LifestyleInput,
  incomeUsd: number,
  referenceYear: number,
): Omit<LifestyleSide, 'basis'> & { basis?: string } {
  const income = incomeUsd * p.rate;
  const budget = buildBudget(p.prices, input.lifestyle, input.priorities);
  const salary = figureOf(p, SALARY);
  const hourlyUsd = hourlyFromMonthlyUsd(salary.usd);
  const hourlyWage = hourlyUsd === null ? null : hourlyUsd * p.rate;
  const provenance: LifestyleSide['provenance'] = provenanceOf(p, [...BASKET_ITEM_IDS, SALARY]);
  return {
    ...sideHeader(p),
    income,
    hourlyWage,
    budget: { lines: budget.lines, total: budget.total },
    plan: planBudget(budget, income, p.prices),
    timeValue: timeValue(budget, hourlyWage),
    quality: qualityOfLife(ctx.quality.get(p.resolved.country.iso3) ?? [], referenceYear),
    provenance,
  };
}

export async function lifestyleAnswer(
  ctx: LifestyleContext,
  view: RatesView,
  input: LifestyleInput,
): Promise<LifestyleData> {
  const [from, to] = await pricePair(ctx, view, input, BASKET_ITEM_IDS);
  const { currency, perUsd } = amountCurrency(view, input.currency, from);
  // Without an income, the origin's average net monthly salary (the engine's wage figure) stands in.
  const isAverageSalary = input.income === undefined;
  const incomeUsd = input.income === undefined ? figureOf(from, SALARY).usd : input.income / perUsd;
  const income = isAverageSalary ? incomeUsd * perUsd : input.income!;
  const year = Number(view.asOf.slice(0, 4));
  const basis = (p: Priced) => basisOf(ctx, p, view.asOf);
  const fromSide = { ...side(ctx, from, input, incomeUsd, year), basis: basis(from) };
  const toSide = { ...side(ctx, to, input, incomeUsd, year), basis: basis(to) };
  const toPerFrom = to.rate / from.rate;
  const fromBudget = {
    ...fromSide.budget,
    lifestyle: input.lifestyle,
    priorities: input.priorities,
  };
  const toBudget = { ...toSide.budget, lifestyle: input.lifestyle, priorities: input.priorities };
  return {
    lifestyle: input.lifestyle,
    priorities: [...new Set(input.priorities)],
    income: { amount: income, currency, isAverageSalary },
    from: fromSide,
    to: toSide,
    toPerFrom,
    comparison: lifestyleComparison(from.prices, to.prices, fromBudget, toBudget, toPerFrom),
    sources: {
      prices: PRICES_SOURCE,
      quality: QUALITY_SOURCE_LIST,
    },
    as_of: view.asOf,
    stale: view.stale,
  };
}
