/**
 * A LifestyleData answer for web tests, made by the same domain functions the server uses (so its
 * figures are consistent), from simple prices: each basket item at 10 plus its position, times `scale`.
 */
import type { LifestyleData, LifestyleSide } from '#domain/api/lifestyle.ts';
import {
  BASKET_ITEM_IDS,
  type Lifestyle,
  type Priority,
} from '#domain/premium/lifestyle/basket.ts';
import { buildBudget, planBudget, type Prices } from '#domain/premium/lifestyle/budget.ts';
import { lifestyleComparison } from '#domain/premium/lifestyle/comparison.ts';
import { qualityOfLife } from '#domain/premium/lifestyle/quality.ts';
import { timeValue } from '#domain/premium/lifestyle/time-value.ts';

const pricesAt = (scale: number): Prices =>
  Object.fromEntries(BASKET_ITEM_IDS.map((id, i) => [id, (10 + i) * scale]));

function side(
  city: string,
  country: string,
  countryCode: string,
  currency: string,
  scale: number,
  income: number,
  lifestyle: Lifestyle,
  priorities: Priority[],
  quality: Array<{ indicator: string; year: number; value: number }>,
): LifestyleSide {
  const prices = pricesAt(scale);
  const budget = buildBudget(prices, lifestyle, priorities);
  const hourlyWage = 20 * scale;
  return {
    city,
    cityId: city,
    country,
    countryCode,
    isCountryAverage: false,
    currency,
    income,
    hourlyWage,
    budget: { lines: budget.lines, total: budget.total },
    plan: planBudget(budget, income, prices),
    timeValue: timeValue(budget, hourlyWage),
    quality: qualityOfLife(quality, 2026),
    provenance: Object.fromEntries(
      BASKET_ITEM_IDS.map((id) => [id, { source: 'model', year: 2026, count: 0 }]),
    ),
    basis: 'wage',
  };
}

export function lifestyleAnswer(
  options: { income?: number; lifestyle?: Lifestyle; priorities?: Priority[] } = {},
): LifestyleData {
  const lifestyle = options.lifestyle ?? 'balanced';
  const priorities = options.priorities ?? [];
  const income = options.income ?? 20000;
  const toPerFrom = 9;
  const from = side('Riyadh', 'Saudi Arabia', 'SA', 'SAR', 1, income, lifestyle, priorities, [
    { indicator: 'SP.DYN.LE00.IN', year: 2023, value: 78.73 },
    { indicator: 'EN.ATM.PM25.MC.M3', year: 2023, value: 73.52 },
  ]);
  const to = side(
    'Bangkok',
    'Thailand',
    'TH',
    'THB',
    5,
    income * toPerFrom,
    lifestyle,
    priorities,
    [
      { indicator: 'SP.DYN.LE00.IN', year: 2023, value: 76.41 },
      { indicator: 'VC.IHR.PSRC.P5', year: 2005, value: 4.813 },
      { indicator: 'IT.NET.USER.ZS', year: 2020, value: 77.84 },
    ],
  );
  return {
    lifestyle,
    priorities,
    income: { amount: income, currency: 'SAR', isAverageSalary: options.income === undefined },
    from,
    to,
    toPerFrom,
    comparison: lifestyleComparison(
      pricesAt(1),
      pricesAt(5),
      buildBudget(pricesAt(1), lifestyle, priorities),
      buildBudget(pricesAt(5), lifestyle, priorities),
      toPerFrom,
    ),
    sources: {
      prices: "Parity's cost-of-living model",
      quality: [
        {
          code: 'SP.DYN.LE00.IN',
          label: 'Life expectancy at birth',
          publisher: 'World Bank, World Development Indicators',
          release: 'WDI 2025-12-19',
          licence: 'CC BY 4.0',
        },
      ],
    },
    as_of: '2026-11-22',
    stale: false,
  };
}
