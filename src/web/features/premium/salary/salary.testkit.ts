/**
 * A SalaryData answer for web tests, made by the same domain functions the server uses over the
 * committed earnings tables (so its figures are consistent), for two made-up cities.
 */
import type { SalaryData, SalaryRequest } from '#domain/api/salary.ts';
import { EARNINGS_SOURCE, parseEarningsTables } from '#domain/premium/salary/earnings.ts';
import { salaryEquivalence, type LivingCosts } from '#domain/premium/salary/equivalence.ts';
import { industryComparison, sectionMultiples } from '#domain/premium/salary/industry.ts';
import {
  occupationStructure,
  parseIloOccupations,
} from '#domain/premium/salary/country-occupations.ts';
import {
  negotiationFor,
  salaryRange,
  type Negotiation,
} from '#domain/premium/salary/negotiation.ts';
import { netPay } from '#domain/premium/salary/net-pay.ts';
import type { Experience, Industry, Role } from '#domain/premium/salary/roles.ts';

const files = import.meta.glob<string>('../../../../../data/sources/earnings_by_*.csv', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const csv = (name: string) => files[`../../../../../data/sources/${name}`]!;
const tables = parseEarningsTables(
  csv('earnings_by_occupation.csv'),
  csv('earnings_by_industry.csv'),
);
const ilo = import.meta.glob<string>('../../../../../data/sources/ilo_earnings_by_occupation.csv', {
  query: '?raw',
  import: 'default',
  eager: true,
});
// Each country's own occupation-group gap (issue 31), as the server computes it.
const countries = parseIloOccupations(Object.values(ilo)[0]!);

const RIYADH: LivingCosts = { iso2: 'SA', currency: 'SAR', wedge: 0.95, rent: 3500, basket: 2600 };
const BANGKOK: LivingCosts = {
  iso2: 'TH',
  currency: 'THB',
  wedge: 0.8,
  rent: 16000,
  basket: 14000,
};
const TO_PER_FROM = 9.2;

function withStructure(n: Negotiation, avg: number, currency: string, iso3: string) {
  const structure = occupationStructure(countries, iso3, n.isco08);
  return { ...salaryRange(n, avg, currency, structure.factor), structure };
}

export function salaryAnswer(request: SalaryRequest): SalaryData {
  // No salary sent: Riyadh's average gross wage, as the server does.
  const salary = request.salary ?? 12 * 10000;
  const role = (request.role ?? 'software_engineer') as Role;
  const experience = (request.experience ?? 'mid') as Experience;
  const industry = (request.industry ?? 'technology') as Industry;
  const eq = salaryEquivalence({ salary, from: RIYADH, to: BANGKOK, toPerFrom: TO_PER_FROM });
  const n = negotiationFor(tables, role, experience, industry);
  const fromAvg = 12 * 10000;
  const toAvg = 12 * 22000;
  const colRatio = (BANGKOK.rent + BANGKOK.basket) / TO_PER_FROM / (RIYADH.rent + RIYADH.basket);
  const side = (city: string, country: string, c: LivingCosts, avg: number) => ({
    city,
    cityId: city,
    country,
    countryCode: c.iso2,
    isCountryAverage: false,
    currency: c.currency,
    averageNetMonthly: (avg * c.wedge) / 12,
    averageGrossAnnual: avg,
    wedge: c.wedge,
    rent: c.rent,
    basket: c.basket,
    wage: { source: 'model', year: 2026 },
    basis: 'observed',
  });
  return {
    input: {
      salary,
      salaryBasis: request.salary === undefined ? 'origin-average' : 'yours',
      currency: 'SAR',
      salaryFrom: salary,
      industry,
      role,
      experience,
    },
    from: side('Riyadh', 'Saudi Arabia', RIYADH, fromAvg),
    to: side('Bangkok', 'Thailand', BANGKOK, toAvg),
    toPerFrom: TO_PER_FROM,
    equivalence: eq,
    takehome: { from: eq.home, to: netPay(BANGKOK, salary * TO_PER_FROM) },
    negotiation: {
      soc: n.soc,
      occupation: n.occupation,
      isco08: n.isco08,
      band: n.band,
      multiples: n.multiples,
      industryFactor: n.industryFactor,
      extrapolatedHigh: n.extrapolatedHigh,
      topCoded: n.topCoded,
      year: n.year,
      from: withStructure(n, fromAvg, 'SAR', 'SAU'),
      to: withStructure(n, toAvg, 'THB', 'THA'),
    },
    industry: {
      ...industryComparison(sectionMultiples(tables), fromAvg, toAvg, TO_PER_FROM, colRatio),
      selected: 'J',
    },
    sources: {
      earnings: { ...EARNINGS_SOURCE },
      modelled: 'Modelled from US relativities (test fixture).',
      wages: 'model',
      prices: 'model',
    },
    as_of: '2026-11-25',
    stale: false,
  };
}
