/**
 * The Lifestyle Optimization Suite's answer (issue 14): resolve the pair as the market-data route does,
 * take both cities' figures from the cost-of-living engine (model, imports and contributions), convert
 * them and the income to each city's currency, and let the domain build the budget, plan, hours of
 * work, comparison and quality-of-life scores. Every figure carries where it came from.
 */
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import type { UsdFigure } from '#domain/cost-of-living/figures.ts';
import { hourlyFromMonthlyUsd } from '#domain/compare/wages.ts';
import type { LifestyleData, LifestyleSide } from '#domain/api/lifestyle.ts';
import {
  BASKET_ITEM_IDS,
  type Lifestyle,
  type Priority,
} from '#domain/premium/lifestyle/basket.ts';
import { buildBudget, planBudget, type Prices } from '#domain/premium/lifestyle/budget.ts';
import { lifestyleComparison } from '#domain/premium/lifestyle/comparison.ts';
import { qualityOfLife, type IndicatorValue } from '#domain/premium/lifestyle/quality.ts';
import { timeValue } from '#domain/premium/lifestyle/time-value.ts';
import { validationFailed } from '../../errors.ts';
import type { RatesView } from '../exchange/index.ts';
import type { ColEngine } from '../prices/index.ts';
import {
  currencyOf,
  resolveCity,
  round,
  type MarketDataService,
  type ResolvedCity,
} from '../prices/index.ts';
import { QUALITY_SOURCE_LIST } from './quality-data.ts';

export interface LifestyleContext {
  engine: ColEngine;
  market: MarketDataService;
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

const INDEX = new Map(CATALOGUE.map((item, i) => [item.id, i]));
const SALARY = INDEX.get('avg_monthly_net_salary')!;
for (const id of BASKET_ITEM_IDS) {
  if (!INDEX.has(id)) throw new Error(`lifestyle basket: ${id} is not a catalogue item`);
}

interface Priced {
  resolved: ResolvedCity;
  currency: string;
  rate: number;
  prices: Prices;
  figures: UsdFigure[];
}

async function price(
  ctx: LifestyleContext,
  resolved: ResolvedCity,
  view: RatesView,
): Promise<Priced> {
  const figures = await ctx.market.figures(resolved, view);
  const currency = currencyOf(resolved.country, view.rates);
  const rate = view.rates[currency] ?? 1;
  const prices: Record<string, number> = {};
  for (const id of BASKET_ITEM_IDS) prices[id] = figures[INDEX.get(id)!]!.usd * rate;
  return { resolved, currency, rate, prices, figures };
}

function side(
  ctx: LifestyleContext,
  p: Priced,
  input: LifestyleInput,
  incomeUsd: number,
  referenceYear: number,
): Omit<LifestyleSide, 'basis'> & { basis?: string } {
  const income = incomeUsd * p.rate;
  const budget = buildBudget(p.prices, input.lifestyle, input.priorities);
  const salary = p.figures[SALARY]!;
  const hourlyUsd = hourlyFromMonthlyUsd(salary.usd);
  const hourlyWage = hourlyUsd === null ? null : hourlyUsd * p.rate;
  const provenance: LifestyleSide['provenance'] = {};
  for (const id of [...BASKET_ITEM_IDS, 'avg_monthly_net_salary']) {
    const f = p.figures[INDEX.get(id)!]!;
    provenance[id] = { source: f.source, year: f.year, count: f.count };
  }
  const { city, country } = p.resolved;
  return {
    city: city.name,
    cityId: city.id,
    country: country.name,
    countryCode: country.iso2,
    isCountryAverage: city.isCountryAverage,
    currency: p.currency,
    income,
    hourlyWage,
    budget: { lines: budget.lines, total: budget.total },
    plan: planBudget(budget, income, p.prices),
    timeValue: timeValue(budget, hourlyWage),
    quality: qualityOfLife(ctx.quality.get(country.iso3) ?? [], referenceYear),
    provenance,
  };
}

/**
 * Every number to six significant digits, in place (as market-data sends prices): far below what any
 * figure can claim, and a shorter, faster body (a 17-digit double is the costliest thing to write as
 * text). In place because every object of an answer is made for that request: no second copy to collect.
 */
export function roundNumbers<T>(value: T): T {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = roundValue(value[i]);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = roundValue(record[key]);
  }
  return value;
}

function roundValue(v: unknown): unknown {
  if (typeof v === 'number') return v < 0 ? -round(-v) : round(v);
  return typeof v === 'object' && v !== null ? roundNumbers(v) : v;
}

export async function lifestyleAnswer(
  ctx: LifestyleContext,
  view: RatesView,
  input: LifestyleInput,
): Promise<LifestyleData> {
  const [from, to] = await Promise.all([
    price(ctx, resolveCity(ctx.engine, input.from.country, input.from.city), view),
    price(ctx, resolveCity(ctx.engine, input.to.country, input.to.city), view),
  ]);
  const currency = input.currency ?? from.currency;
  const perUsd = view.rates[currency];
  if (perUsd === undefined || !(perUsd > 0)) {
    throw validationFailed({ currency: `No exchange rate for ${currency}` });
  }
  // Without an income, the origin's average net monthly salary (the engine's wage figure) stands in.
  const isAverageSalary = input.income === undefined;
  const incomeUsd = input.income === undefined ? from.figures[SALARY]!.usd : input.income / perUsd;
  const income = isAverageSalary ? incomeUsd * perUsd : input.income!;
  const year = Number(view.asOf.slice(0, 4));
  const basis = (p: Priced) => ctx.engine.estimateOf(p.resolved.country, view.asOf).basis;
  const fromSide = { ...side(ctx, from, input, incomeUsd, year), basis: basis(from) };
  const toSide = { ...side(ctx, to, input, incomeUsd, year), basis: basis(to) };
  const toPerFrom = to.rate / from.rate;
  const fromBudget = {
    ...fromSide.budget,
    lifestyle: input.lifestyle,
    priorities: input.priorities,
  };
  const toBudget = { ...toSide.budget, lifestyle: input.lifestyle, priorities: input.priorities };
  return roundNumbers({
    lifestyle: input.lifestyle,
    priorities: [...new Set(input.priorities)],
    income: { amount: income, currency, isAverageSalary },
    from: fromSide,
    to: toSide,
    toPerFrom,
    comparison: lifestyleComparison(from.prices, to.prices, fromBudget, toBudget, toPerFrom),
    sources: {
      prices:
        "Parity's cost-of-living model with imported and contributed prices (docs/methods/cost-of-living.md)",
      quality: QUALITY_SOURCE_LIST,
    },
    as_of: view.asOf,
    stale: view.stale,
  });
}
