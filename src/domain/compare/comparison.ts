/**
 * The whole comparison in one pure call: every figure of every tab from the rates, the two cities'
 * market data and the cost-of-living ratio. The screen memoises it; `npm run bench` times it after an
 * amount change (issue 6 acceptance: under one frame).
 */
import {
  adjustedRate,
  convertAtRate,
  rateOrNull,
  purchasingPowerChange,
  type UsdRates,
} from './conversion.ts';
import { foodBasket, type FoodBasket } from './food.ts';
import {
  insightCards,
  insightList,
  personaSection,
  type FormatMoney,
  type InsightCard,
  type PersonaSection,
} from './insights.ts';
import { lifestyleAreas, personaRows, type LifestyleArea } from './lifestyle.ts';
import type { MarketItems } from './market.ts';
import { closestPurchase, whatYouCanBuy, type Purchase } from './purchases.ts';
import type { ItemRow } from './rows.ts';
import {
  coworkingCost,
  jobRows,
  salaryEquivalent,
  type JobRow,
  type SalaryEquivalent,
} from './salary.ts';
import {
  dailyBudget,
  TIERS,
  touristCategories,
  type DailyBudget,
  type TouristCategory,
} from './tourist.ts';
import { timeValueTable, type TimeValueRow } from './time-value.ts';
import type { ComparisonState } from './url-state.ts';
import { cityWage, hourlyIn, type Wage } from './wages.ts';
import { formatWorkTime, formatWorkTimeInsight } from './work-time.ts';

export interface ComparisonInput {
  state: Pick<
    ComparisonState,
    'fromCurrency' | 'toCurrency' | 'fromCity' | 'toCity' | 'amount' | 'persona'
  >;
  rates: UsdRates;
  /** The engine's to/from price-level ratio; null when it could not be had (factor 1, flagged). */
  colRatio: number | null;
  fromItems: MarketItems | null;
  toItems: MarketItems | null;
  /** The salary calculator's own input (docs/product.md §2: starts at the shared amount). */
  salary?: number;
  formatMoney: FormatMoney;
}

export interface SideFigures {
  wage: Wage;
  hourly: number | null;
  timeToEarn: string;
  purchases: Purchase[];
  closest: Purchase | null;
  coworking: number | null;
  tourist: TouristCategory[];
  budgets: DailyBudget[];
}

export interface Comparison {
  rate: number | null;
  converted: number;
  adjustedRate: number;
  adjustedAmount: number;
  colRatioIsFallback: boolean;
  purchasingPower: number | null;
  from: SideFigures;
  to: SideFigures;
  food: FoodBasket | null;
  lifestyle: LifestyleArea[];
  personaRows: ItemRow[];
  timeValue: TimeValueRow[];
  salary: SalaryEquivalent;
  jobs: JobRow[];
  cards: InsightCard[];
  insights: string[];
  persona: PersonaSection;
}

function side(
  items: MarketItems | null,
  countryCode: string,
  currency: string,
  amountHere: number,
  rates: UsdRates,
): SideFigures {
  const wage = cityWage(items, countryCode, rates);
  const hourly = hourlyIn(wage, rates, currency);
  const amountUsd = currency === 'USD' ? amountHere : amountHere / (rates[currency] ?? Number.NaN);
  const usd = Number.isFinite(amountUsd) ? amountUsd : 0;
  const tourist = touristCategories(items);
  return {
    wage,
    hourly,
    timeToEarn: hourly === null ? 'N/A' : formatWorkTime(amountHere, hourly),
    purchases: whatYouCanBuy(usd, items),
    closest: closestPurchase(usd, items),
    coworking: coworkingCost(wage, rates, currency),
    tourist,
    budgets: TIERS.map((t) => dailyBudget(tourist, t, rates, currency)),
  };
}

/**
 * Every figure of the comparison.
 *
 * @example
 * computeComparison({ state, rates, colRatio: 0.8, fromItems, toItems, formatMoney }).converted; // 9600
 */
export function computeComparison(input: ComparisonInput): Comparison {
  const { state, rates, colRatio } = input;
  const fromSide = { items: input.fromItems, currency: state.fromCurrency };
  const toSide = { items: input.toItems, currency: state.toCurrency };
  const rate = rateOrNull(rates, state.fromCurrency, state.toCurrency);
  const plain = rate ?? 0;
  const converted = convertAtRate(state.amount, plain);
  const adjRate = adjustedRate(plain, colRatio);
  const adjustedAmount = convertAtRate(state.amount, adjRate);
  const amount = converted > 0 ? state.amount : 0;
  const from = side(input.fromItems, state.fromCity.countryCode, state.fromCurrency, amount, rates);
  const to = side(input.toItems, state.toCity.countryCode, state.toCurrency, converted, rates);
  const food = foodBasket(fromSide, toSide, rates);
  const lifestyle = lifestyleAreas(fromSide, toSide, rates, state.toCity.name);
  const rowsForPersona = personaRows(state.persona, fromSide, toSide, rates);
  const purchasingPower = purchasingPowerChange(colRatio);
  const cards = insightCards(
    {
      fromCurrency: state.fromCurrency,
      toCurrency: state.toCurrency,
      fromCity: state.fromCity.name,
      toCity: state.toCity.name,
      amount,
      rate,
      converted,
      adjustedAmount,
      purchasingPower,
      colRatioIsFallback: purchasingPower === null,
      areas: lifestyle,
      foodDiff: food?.total.diffPercent ?? null,
      timeToEarn:
        from.hourly !== null && to.hourly !== null
          ? {
              from: formatWorkTimeInsight(amount, from.hourly),
              to: formatWorkTimeInsight(converted, to.hourly),
            }
          : null,
    },
    input.formatMoney,
  );
  return {
    rate,
    converted,
    adjustedRate: adjRate,
    adjustedAmount,
    colRatioIsFallback: purchasingPower === null,
    purchasingPower,
    from,
    to,
    food,
    lifestyle,
    personaRows: rowsForPersona,
    timeValue: timeValueTable(
      { items: input.fromItems, currency: state.fromCurrency, hourlyWage: from.hourly },
      { items: input.toItems, currency: state.toCurrency, hourlyWage: to.hourly },
      rates,
    ),
    salary: salaryEquivalent(input.salary ?? state.amount, plain, colRatio),
    jobs: jobRows(from.wage, to.wage, rates, state.fromCurrency, state.toCurrency),
    cards,
    insights: insightList(cards),
    persona: personaSection(state.persona, rowsForPersona),
  };
}
