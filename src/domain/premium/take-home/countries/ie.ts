import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Ireland 2026, PAYE employee, single, no children, PRSI class A1.
 *
 * Income tax: 20% on the first €44,000 (standard-rate cut-off, single), 40% above, less the
 * personal credit €2,000 and the employee (PAYE) credit €2,000; never below zero.
 * USC (Budget 2026): nil if total income ≤ €13,000; otherwise 0.5% ≤ €12,012; 2% ≤ €28,700;
 * 3% ≤ €70,044; 8% above.
 * PRSI class A1 employee: 4.2% to 30 September 2026 and 4.35% from 1 October 2026 (+0.15 pp), i.e.
 * 4.2375% over the year (9/12 × 4.2% + 3/12 × 4.35%), on all earnings when weekly pay exceeds
 * €352; between €352.01 and €424 a week the PRSI credit (€12 less one sixth of the pay above
 * €352.01) applies. Worked on 52 equal weeks.
 */
export const IE_2026 = {
  standardRateBand: 44_000,
  standardRate: 0.2,
  higherRate: 0.4,
  personalCredit: 2_000,
  employeeCredit: 2_000,
  uscExemptUpTo: 13_000,
  uscBands: [
    { upTo: 12_012, rate: 0.005 },
    { upTo: 28_700, rate: 0.02 },
    { upTo: 70_044, rate: 0.03 },
    { upTo: null, rate: 0.08 },
  ],
  prsiRate: (9 * 0.042 + 3 * 0.0435) / 12,
  prsiWeeklyThreshold: 352,
  prsiCreditMax: 12,
  prsiCreditUpTo: 424,
} as const;

/** Annual employee PRSI (class A1) for pay spread evenly over 52 weeks. */
export function irishPrsi(gross: number): number {
  const r = IE_2026;
  const weekly = gross / 52;
  if (weekly <= r.prsiWeeklyThreshold) return 0;
  const credit =
    weekly <= r.prsiCreditUpTo
      ? Math.max(0, r.prsiCreditMax - (weekly - r.prsiWeeklyThreshold) / 6)
      : 0;
  return Math.max(0, weekly * r.prsiRate - credit) * 52;
}

export const ie: CountryRules = {
  country: 'IE',
  currency: 'EUR',
  taxYear: '2026',
  notes: [
    'Single person’s standard-rate band and credits; no rent, medical or pension relief; not a medical-card holder (no reduced USC).',
    'PRSI at 4.2% until 30 September 2026 and 4.35% from 1 October 2026, averaged over the year as 4.2375%; weekly thresholds applied to 52 equal weeks.',
    'USC is counted with income tax (it is a tax on income, as the OECD classes it). Auto-enrolment pension contributions (from 2026) are not deducted.',
  ],
  source: [
    {
      publisher: 'Revenue Commissioners',
      title: 'Tax rates, bands and reliefs; Universal Social Charge rates (2026)',
      url: 'https://www.revenue.ie/',
      taxYear: '2026',
    },
    {
      publisher: 'Department of Social Protection',
      title: 'PRSI contribution rates and user guide 2026',
      url: 'https://www.gov.ie/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = IE_2026;
    const taxBeforeCredits =
      r.standardRate * Math.min(gross, r.standardRateBand) +
      r.higherRate * Math.max(0, gross - r.standardRateBand);
    const credits = Math.min(taxBeforeCredits, r.personalCredit + r.employeeCredit);
    const paye = cents(taxBeforeCredits - credits);
    const usc = gross <= r.uscExemptUpTo ? 0 : cents(progressiveTax(gross, r.uscBands));
    const prsi = cents(irishPrsi(gross));
    return {
      incomeTax: cents(paye + usc),
      socialContributions: prsi,
      lines: [
        { label: 'Personal and employee tax credits', amount: cents(credits) },
        { label: 'Income tax (PAYE)', amount: paye },
        { label: 'Universal Social Charge', amount: usc },
        { label: 'PRSI (class A1)', amount: prsi },
      ],
    };
  },
};
