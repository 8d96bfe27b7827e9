import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Singapore, resident individual, Year of Assessment 2026 (income of 2025), IRAS rates from YA2024.
 * Chargeable income = employment income − earned income relief $1,000 (under 55).
 * Rates: 0% to $20,000, 2% to $30,000, 3.5% to $40,000, 7% to $80,000, 11.5% to $120,000,
 * 15% to $160,000, 18% to $200,000, 19% to $240,000, 19.5% to $280,000, 20% to $320,000,
 * 22% to $500,000, 23% to $1,000,000, 24% above.
 * CPF: only citizens and permanent residents contribute; a foreign employee (Employment Pass)
 * pays none, which is what this table models.
 */
export const SG_YA2026 = {
  earnedIncomeRelief: 1_000,
  brackets: [
    { upTo: 20_000, rate: 0 },
    { upTo: 30_000, rate: 0.02 },
    { upTo: 40_000, rate: 0.035 },
    { upTo: 80_000, rate: 0.07 },
    { upTo: 120_000, rate: 0.115 },
    { upTo: 160_000, rate: 0.15 },
    { upTo: 200_000, rate: 0.18 },
    { upTo: 240_000, rate: 0.19 },
    { upTo: 280_000, rate: 0.195 },
    { upTo: 320_000, rate: 0.2 },
    { upTo: 500_000, rate: 0.22 },
    { upTo: 1_000_000, rate: 0.23 },
    { upTo: null, rate: 0.24 },
  ],
} as const;

export const sg: CountryRules = {
  country: 'SG',
  currency: 'SGD',
  taxYear: 'YA2026',
  notes: [
    'Tax resident (183+ days), under 55, earned income relief only; one-off personal tax rebates not modelled.',
    'Foreign employee (Employment Pass): no CPF. Citizens and PRs also pay CPF (20% employee, to the wage ceiling), not modelled here.',
  ],
  source: [
    {
      publisher: 'Inland Revenue Authority of Singapore',
      title: 'Individual income tax rates',
      url: 'https://www.iras.gov.sg/taxes/individual-income-tax/basics-of-individual-income-tax/tax-residency-and-tax-rates/individual-income-tax-rates',
      taxYear: 'YA2026',
    },
  ],
  compute(gross) {
    const r = SG_YA2026;
    const relief = Math.min(r.earnedIncomeRelief, gross);
    const incomeTax = cents(progressiveTax(gross - relief, r.brackets));
    return {
      incomeTax,
      socialContributions: 0,
      lines: [
        { label: 'Earned income relief', amount: relief },
        { label: 'Income tax', amount: incomeTax },
      ],
    };
  },
};
