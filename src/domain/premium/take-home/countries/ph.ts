import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Philippines 2026: TRAIN law graduated rates in force since 1 January 2023 (NIRC §24(A)(2)(a)):
 * 0% to ₱250,000; 15% to ₱400,000; 20% to ₱800,000; 25% to ₱2,000,000; 30% to ₱8,000,000; 35% above.
 * Mandatory employee contributions, deducted from taxable compensation:
 * SSS 5% of the monthly salary credit, capped at ₱35,000 (2025 schedule, still in force);
 * PhilHealth 2.5% (half of 5%) of monthly pay up to the ₱100,000 ceiling;
 * Pag-IBIG 2% of monthly pay up to ₱10,000 (₱200 a month).
 * Gross is taken as twelve equal monthly salaries; the SSS salary-credit steps of ₱500, the
 * contribution floors for very low pay, and the ₱90,000 exemption for the 13th-month pay and other
 * benefits are not modelled (so tax is slightly overstated for someone paid a 13th month).
 */
export const PH_2026 = {
  brackets: [
    { upTo: 250_000, rate: 0 },
    { upTo: 400_000, rate: 0.15 },
    { upTo: 800_000, rate: 0.2 },
    { upTo: 2_000_000, rate: 0.25 },
    { upTo: 8_000_000, rate: 0.3 },
    { upTo: null, rate: 0.35 },
  ],
  sssRate: 0.05,
  sssMaxMonthly: 35_000,
  philHealthRate: 0.025,
  philHealthMaxMonthly: 100_000,
  pagIbigRate: 0.02,
  pagIbigMaxMonthly: 10_000,
} as const;

export const ph: CountryRules = {
  country: 'PH',
  currency: 'PHP',
  taxYear: '2026',
  notes: [
    'Resident employee paid twelve equal monthly salaries; 13th-month pay and its ₱90,000 exemption not modelled.',
    'SSS worked on pay rather than the ₱500 salary-credit steps; contribution floors for very low pay not modelled.',
  ],
  source: [
    {
      publisher: 'Bureau of Internal Revenue',
      title: 'Income tax rates (RA 10963 TRAIN, rates from 2023)',
      url: 'https://www.bir.gov.ph/income-tax',
      taxYear: '2026',
    },
    {
      publisher: 'Social Security System',
      title: 'Schedule of contributions (Circular 2024-006, 15% from 2025)',
      url: 'https://www.sss.gov.ph/',
      taxYear: '2026',
    },
    {
      publisher: 'PhilHealth',
      title: 'Premium contribution 5%, income ceiling ₱100,000',
      url: 'https://www.philhealth.gov.ph/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = PH_2026;
    const m = gross / 12;
    const sss = cents(12 * bandedRate(m, r.sssRate, 0, r.sssMaxMonthly));
    const philHealth = cents(12 * bandedRate(m, r.philHealthRate, 0, r.philHealthMaxMonthly));
    const pagIbig = cents(12 * bandedRate(m, r.pagIbigRate, 0, r.pagIbigMaxMonthly));
    const social = cents(sss + philHealth + pagIbig);
    const incomeTax = cents(progressiveTax(Math.max(0, gross - social), r.brackets));
    return {
      incomeTax,
      socialContributions: social,
      lines: [
        { label: 'Tax-free band', amount: Math.min(250_000, gross) },
        { label: 'Income tax', amount: incomeTax },
        { label: 'SSS', amount: sss },
        { label: 'PhilHealth', amount: philHealth },
        { label: 'Pag-IBIG', amount: pagIbig },
      ],
    };
  },
};
