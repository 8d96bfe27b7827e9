import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Malaysia, year of assessment 2026, resident individual (Income Tax Act 1967, Schedule 1 Part I,
 * rates in force since YA2023):
 *   0% to RM5,000; 1% to RM20,000; 3% to RM35,000; 6% to RM50,000; 11% to RM70,000;
 *   19% to RM100,000; 25% to RM400,000; 26% to RM600,000; 28% to RM2,000,000; 30% above.
 * Chargeable income = employment income − individual relief RM9,000 − EPF contributions (relief up
 * to RM4,000). A rebate of RM400 (s.6A) applies when chargeable income is at most RM35,000.
 *
 * The table models a **foreign employee** (Parity's users are mostly people moving): since the
 * October 2025 wages, non-citizen employees contribute 2% of wages to the EPF (no ceiling);
 * SOCSO covers foreign workers through the employer-paid Employment Injury Scheme only, and the
 * Employment Insurance System excludes them, so neither is deducted. A Malaysian citizen would
 * pay EPF 11%, SOCSO 0.5% and EIS 0.2% (both to RM6,000 a month): not modelled here.
 */
export const MY_YA2026 = {
  individualRelief: 9_000,
  epfReliefCap: 4_000,
  rebate: 400,
  rebateLimit: 35_000,
  brackets: [
    { upTo: 5_000, rate: 0 },
    { upTo: 20_000, rate: 0.01 },
    { upTo: 35_000, rate: 0.03 },
    { upTo: 50_000, rate: 0.06 },
    { upTo: 70_000, rate: 0.11 },
    { upTo: 100_000, rate: 0.19 },
    { upTo: 400_000, rate: 0.25 },
    { upTo: 600_000, rate: 0.26 },
    { upTo: 2_000_000, rate: 0.28 },
    { upTo: null, rate: 0.3 },
  ],
  epfForeignEmployeeRate: 0.02,
} as const;

export const my: CountryRules = {
  country: 'MY',
  currency: 'MYR',
  taxYear: 'YA2026',
  notes: [
    'Tax resident (182+ days) foreign employee: individual relief RM9,000, EPF relief, RM400 rebate up to RM35,000 chargeable income; other reliefs not modelled.',
    'EPF 2% employee share for non-citizens (from October 2025 wages); no SOCSO or EIS employee share for foreign workers. Citizens pay EPF 11%, SOCSO 0.5% and EIS 0.2% instead (not modelled).',
  ],
  source: [
    {
      publisher: 'Lembaga Hasil Dalam Negeri Malaysia (Inland Revenue Board)',
      title: 'Tax rate of individual (resident) and tax reliefs',
      url: 'https://www.hasil.gov.my/en/individual/individual-life-cycle/income-declaration/tax-rate/',
      taxYear: 'YA2026',
    },
    {
      publisher: 'Employees Provident Fund (KWSP)',
      title: 'Mandatory contribution for non-Malaysian employees (2% from October 2025 wages)',
      url: 'https://www.kwsp.gov.my/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = MY_YA2026;
    const epf = cents(gross * r.epfForeignEmployeeRate);
    const relief = Math.min(r.individualRelief, gross);
    const epfRelief = Math.min(r.epfReliefCap, epf);
    const chargeable = Math.max(0, gross - relief - epfRelief);
    const tax = progressiveTax(chargeable, r.brackets);
    const rebate = chargeable <= r.rebateLimit ? Math.min(r.rebate, tax) : 0;
    const incomeTax = cents(tax - rebate);
    return {
      incomeTax,
      socialContributions: epf,
      lines: [
        { label: 'Individual relief', amount: relief },
        { label: 'EPF relief', amount: epfRelief },
        { label: 'Tax rebate', amount: rebate },
        { label: 'Income tax', amount: incomeTax },
        { label: 'EPF (employee, non-citizen 2%)', amount: epf },
      ],
    };
  },
};
