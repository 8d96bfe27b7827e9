import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * South Africa, 2027 year of assessment (1 March 2026 – 28 February 2027), rates of the 2026 Budget
 * (brackets and rebates raised 3.4% for inflation):
 *   18% to R245,100; R44,118 + 26% to R383,100; R79,998 + 31% to R530,200;
 *   R125,599 + 36% to R695,800; R185,215 + 39% to R887,000; R259,783 + 41% to R1,878,600;
 *   R666,339 + 45% above.
 * Primary rebate (under 65) R17,820, so nothing is due below the R99,000 threshold.
 * Salary is taxable in full; UIF contributions are not deductible.
 *
 * Unemployment Insurance Fund: employee 1% of remuneration up to R17,712 a month (R177.12 a month
 * at most). No other employee social contribution is compulsory (retirement funds are by employer).
 */
export const ZA_2026_27 = {
  brackets: [
    { upTo: 245_100, rate: 0.18 },
    { upTo: 383_100, rate: 0.26 },
    { upTo: 530_200, rate: 0.31 },
    { upTo: 695_800, rate: 0.36 },
    { upTo: 887_000, rate: 0.39 },
    { upTo: 1_878_600, rate: 0.41 },
    { upTo: null, rate: 0.45 },
  ],
  primaryRebate: 17_820,
  uifRate: 0.01,
  uifCeilingMonthly: 17_712,
} as const;

export const za: CountryRules = {
  country: 'ZA',
  currency: 'ZAR',
  taxYear: '2026-27',
  notes: [
    'Resident under 65, salary only; primary rebate; no retirement-fund contributions, medical scheme credits or travel allowance.',
    'UIF 1% up to R17,712 a month. Foreign nationals employed only for a contract after which they must leave are outside UIF; not modelled.',
    'The base amounts of the two top brackets (R259,783, R666,339) are derived from the published brackets and rates.',
  ],
  source: [
    {
      publisher: 'South African Revenue Service',
      title: 'Rates of tax for individuals, 2027 tax year (1 March 2026 – 28 February 2027)',
      url: 'https://www.sars.gov.za/tax-rates/income-tax/rates-of-tax-for-individuals/',
      taxYear: '2026-27',
    },
    {
      publisher: 'Department of Employment and Labour',
      title: 'Unemployment Insurance Fund: contributions (1% employee, earnings ceiling R17,712)',
      url: 'https://www.labour.gov.za/',
      taxYear: '2026-27',
    },
  ],
  compute(gross) {
    const r = ZA_2026_27;
    const uif = cents(12 * bandedRate(gross / 12, r.uifRate, 0, r.uifCeilingMonthly));
    const beforeRebate = progressiveTax(gross, r.brackets);
    const rebate = Math.min(r.primaryRebate, beforeRebate);
    const incomeTax = cents(beforeRebate - rebate);
    return {
      incomeTax,
      socialContributions: uif,
      lines: [
        { label: 'Primary rebate', amount: rebate },
        { label: 'Income tax (PAYE)', amount: incomeTax },
        { label: 'Unemployment Insurance Fund', amount: uif },
      ],
    };
  },
};
