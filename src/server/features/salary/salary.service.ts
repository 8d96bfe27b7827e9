/**
 * The Salary Insights Hub's answer (issue 14): resolve the pair as the market-data route does, take
 * both cities' figures from the cost-of-living engine (the average net salary, the reference flat and
 * basket of the Lifestyle suite's 'balanced' budget), the country's tax wedge from the model's facts,
 * and let the domain build the equivalence, take-home, negotiation range and industry table. Every
 * figure carries where it came from (docs/methods/premium-salary.md).
 */
import type { UsdFigure } from '#domain/cost-of-living/figures.ts';
import { latestGni, netFactor } from '#domain/cost-of-living/wages.ts';
import type { SalaryData } from '#domain/api/salary.ts';
import { BASKET_ITEM_IDS } from '#domain/premium/lifestyle/basket.ts';
import { buildBudget } from '#domain/premium/lifestyle/budget.ts';
import { EARNINGS_SOURCE, type EarningsTables } from '#domain/premium/salary/earnings.ts';
import { salaryEquivalence, type LivingCosts } from '#domain/premium/salary/equivalence.ts';
import { industryComparison, type SectionMultiple } from '#domain/premium/salary/industry.ts';
import {
  occupationStructure,
  type CountryOccupationTable,
} from '#domain/premium/salary/country-occupations.ts';
import {
  negotiationFor,
  salaryRange,
  type Negotiation,
} from '#domain/premium/salary/negotiation.ts';
import { netPay } from '#domain/premium/salary/net-pay.ts';
import { subdivisionOf } from '#domain/premium/take-home/index.ts';
import {
  INDUSTRY_NAICS,
  type Experience,
  type Industry,
  type Role,
} from '#domain/premium/salary/roles.ts';
import type { RatesView } from '../exchange/index.ts';
import {
  amountCurrency,
  basisOf,
  figureOf,
  pricePair,
  PRICES_SOURCE,
  sideHeader,
  type PricedCity,
  type PricingBase,
} from '../premium/index.ts';

export interface SalaryContext extends PricingBase {
  tables: EarningsTables;
  /** Each country's ILOSTAT occupation structure (issue 31); absent: every country borrows the US one. */
  countries?: ReadonlyMap<string, CountryOccupationTable>;
  /** Section multiples, computed once from the tables. */
  sections: SectionMultiple[];
}

export interface SalaryInput {
  from: { city: string; country?: string | undefined };
  to: { city: string; country?: string | undefined };
  salary?: number | undefined;
  currency?: string | undefined;
  industry: Industry;
  role: Role;
  experience: Experience;
}

interface Priced {
  city: PricedCity;
  currency: string;
  rate: number;
  costs: LivingCosts;
  averageNetMonthly: number;
  averageGrossAnnual: number;
  wage: UsdFigure;
  budgetTotal: number;
}

/** A priced city's living costs, average wage and tax wedge, as the hub compares them. */
function price(ctx: SalaryContext, city: PricedCity): Priced {
  const { resolved, currency, rate } = city;
  const budget = buildBudget(city.prices, 'balanced', []);
  const rent = budget.lines.find((l) => l.key === 'housing')?.total ?? 0;
  const facts = ctx.engine.facts.countries[resolved.country.iso3];
  const wedge = netFactor(resolved.country.iso3, facts ? latestGni(facts) : null);
  const wage = figureOf(city, 'avg_monthly_net_salary');
  const averageNetMonthly = wage.usd * rate;
  return {
    city,
    currency,
    rate,
    costs: {
      iso2: resolved.country.iso2,
      currency,
      wedge,
      rent,
      basket: budget.total - rent,
      subdivision: subdivisionOf(
        resolved.country.iso2,
        resolved.city.adminCode,
        resolved.city.name,
      ),
    },
    averageNetMonthly,
    averageGrossAnnual: (averageNetMonthly * 12) / wedge,
    wage,
    budgetTotal: budget.total,
  };
}

function side(ctx: SalaryContext, p: Priced, asOf: string): SalaryData['from'] {
  return {
    ...sideHeader(p.city),
    averageNetMonthly: p.averageNetMonthly,
    averageGrossAnnual: p.averageGrossAnnual,
    wedge: p.costs.wedge,
    rent: p.costs.rent,
    basket: p.costs.basket,
    wage: { source: p.wage.source, year: p.wage.year },
    basis: basisOf(ctx, p.city, asOf),
  };
}

/** The range in a city, shaped by its country's own occupation structure where ILOSTAT has one. */
function rangeIn(ctx: SalaryContext, n: Negotiation, p: Priced) {
  const structure = occupationStructure(
    ctx.countries ?? new Map(),
    p.city.resolved.country.iso3,
    n.isco08,
  );
  return { ...salaryRange(n, p.averageGrossAnnual, p.currency, structure.factor), structure };
}

export async function salaryAnswer(
  ctx: SalaryContext,
  view: RatesView,
  input: SalaryInput,
): Promise<SalaryData> {
  const pair = await pricePair(ctx, view, input, BASKET_ITEM_IDS);
  const [from, to] = [price(ctx, pair[0]), price(ctx, pair[1])];
  const { currency, perUsd } = amountCurrency(view, input.currency, pair[0]);
  // No salary entered: the origin's average gross wage, in the salary's currency.
  const salary = input.salary ?? (from.averageGrossAnnual / from.rate) * perUsd;
  const salaryFrom = (salary / perUsd) * from.rate;
  const toPerFrom = to.rate / from.rate;
  const equivalence = salaryEquivalence({
    salary: salaryFrom,
    from: from.costs,
    to: to.costs,
    toPerFrom,
  });
  const negotiation = negotiationFor(ctx.tables, input.role, input.experience, input.industry);
  const colRatio = to.budgetTotal / toPerFrom / from.budgetTotal;
  const selected =
    ctx.tables.industries.find((r) => r.naics === INDUSTRY_NAICS[input.industry])?.isic ?? '';
  return {
    input: {
      salary,
      salaryBasis: input.salary === undefined ? ('origin-average' as const) : ('yours' as const),
      currency,
      salaryFrom,
      industry: input.industry,
      role: input.role,
      experience: input.experience,
    },
    from: side(ctx, from, view.asOf),
    to: side(ctx, to, view.asOf),
    toPerFrom,
    equivalence,
    takehome: {
      from: equivalence.home,
      to: netPay(to.costs, salaryFrom * toPerFrom),
    },
    negotiation: {
      soc: negotiation.soc,
      occupation: negotiation.occupation,
      isco08: negotiation.isco08,
      band: negotiation.band,
      multiples: negotiation.multiples,
      industryFactor: negotiation.industryFactor,
      extrapolatedHigh: negotiation.extrapolatedHigh,
      topCoded: negotiation.topCoded,
      year: negotiation.year,
      from: rangeIn(ctx, negotiation, from),
      to: rangeIn(ctx, negotiation, to),
    },
    industry: {
      ...industryComparison(
        ctx.sections,
        from.averageGrossAnnual,
        to.averageGrossAnnual,
        toPerFrom,
        colRatio,
      ),
      selected,
    },
    sources: {
      earnings: { ...EARNINGS_SOURCE },
      modelled:
        "Modelled from US relativities: the occupation's and sector's pay over the US all-occupations mean (BLS OEWS May 2023), times the city's average gross wage (Parity's cost-of-living model).",
      wages:
        "Average net monthly salary from Parity's cost-of-living model (OECD / ILOSTAT / national offices, method cost-of-living §6), grossed up by the model's tax wedge",
      prices: PRICES_SOURCE,
    },
    as_of: view.asOf,
    stale: view.stale,
  };
}
