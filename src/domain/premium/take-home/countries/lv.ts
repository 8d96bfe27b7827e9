import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Latvia 2026, resident employee with the salary tax booklet at this employer.
 * Personal income tax (law "On Personal Income Tax" as amended for 2025 onwards): 25.5% on annual
 * taxable income up to €105,300, 33% above. Taxable income = gross − the employee's mandatory
 * social insurance contributions − the non-taxable minimum, a single amount for all wages since
 * 2025: €550 a month in 2026 (€510 in 2025), €6,600 a year.
 * The additional 3% rate on total annual income above €200,000 (assessed in the annual return, and
 * reported with differing start years) is not modelled.
 *
 * Mandatory state social insurance contributions, employee share 10.5% (employer 23.59%). Above
 * the maximum contribution base €105,300 a year the same contributions are still withheld but are
 * re-characterised as solidarity tax; the annual true-up of that tax (25%) is refunded to the
 * employer, so the employee's 10.5% is taken on all wages here.
 */
export const LV_2026 = {
  nonTaxableMinimum: 550 * 12,
  brackets: [
    { upTo: 105_300, rate: 0.255 },
    { upTo: null, rate: 0.33 },
  ],
  employeeContributionRate: 0.105,
} as const;

export const lv: CountryRules = {
  country: 'LV',
  currency: 'EUR',
  taxYear: '2026',
  notes: [
    'Resident employee, salary tax booklet with this employer: non-taxable minimum €550 a month; 25.5% to €105,300 of taxable income, 33% above; the 3% additional rate over €200,000 not modelled.',
    'Employee social insurance 10.5% on all wages (above €105,300 withheld as solidarity tax); the minimum-contribution rule for pay below the minimum wage not modelled.',
  ],
  source: [
    {
      publisher: 'State Revenue Service (VID)',
      title: 'Personal income tax rates and non-taxable minimum 2026',
      url: 'https://www.vid.gov.lv/en/personal-income-tax',
      taxYear: '2026',
    },
    {
      publisher: 'State Social Insurance Agency (VSAA)',
      title:
        'Mandatory state social insurance contributions (10.5% employee; maximum base €105,300)',
      url: 'https://www.vsaa.gov.lv/en/services/for-employees/contributions/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = LV_2026;
    const social = cents(gross * r.employeeContributionRate);
    const allowance = Math.min(r.nonTaxableMinimum, gross - social);
    const taxable = Math.max(0, gross - social - allowance);
    const incomeTax = cents(progressiveTax(taxable, r.brackets));
    return {
      incomeTax,
      socialContributions: social,
      lines: [
        { label: 'Non-taxable minimum', amount: allowance },
        { label: 'Personal income tax', amount: incomeTax },
        { label: 'Social insurance (employee)', amount: social },
      ],
    };
  },
};
