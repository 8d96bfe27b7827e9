import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Viet Nam, tax period 2026, resident employee, salary paid evenly each month.
 * From the 2026 tax period: personal (family-circumstance) deduction ₫15,500,000 a month
 * (Resolution 110/2025/UBTVQH15; ₫11,000,000 before) and the five-band schedule of the Law on
 * Personal Income Tax 109/2025/QH15 on monthly taxable income:
 *   5% to ₫10m; 10% to ₫30m; 20% to ₫60m; 30% to ₫100m; 35% above.
 * (The seven-band schedule 5–35% with steps at 5/10/18/32/52/80m applied to 2025 and is not used.)
 * Taxable income = monthly salary − compulsory insurance contributions − personal deduction.
 *
 * Compulsory insurance, employee shares, modelled for a **foreign employee** on a contract of 12
 * months or more: social insurance (retirement and survivorship) 8% and health insurance 1.5% of
 * the monthly salary up to 20 × the statutory base salary ₫2,340,000 (Decree 73/2024) =
 * ₫46,800,000; foreign employees do not pay unemployment insurance (a Vietnamese employee pays
 * another 1% up to 20 × the regional minimum wage, not modelled). A later rise of the base salary
 * within 2026 is not modelled.
 */
export const VN_2026 = {
  personalDeductionMonthly: 15_500_000,
  monthlyBrackets: [
    { upTo: 10_000_000, rate: 0.05 },
    { upTo: 30_000_000, rate: 0.1 },
    { upTo: 60_000_000, rate: 0.2 },
    { upTo: 100_000_000, rate: 0.3 },
    { upTo: null, rate: 0.35 },
  ],
  socialInsuranceRate: 0.08,
  healthInsuranceRate: 0.015,
  insuranceCapMonthly: 20 * 2_340_000,
} as const;

export const vn: CountryRules = {
  country: 'VN',
  currency: 'VND',
  taxYear: '2026',
  notes: [
    'Tax resident (183+ days), twelve equal monthly salaries, personal deduction ₫15.5m a month and the 2026 five-band schedule; no dependants.',
    'Foreign employee on a 12-month-plus contract: social insurance 8% and health insurance 1.5% up to ₫46.8m a month (20 × base salary ₫2.34m); no unemployment insurance. Vietnamese employees also pay 1% unemployment insurance (not modelled).',
  ],
  source: [
    {
      publisher: 'General Department of Taxation (Ministry of Finance)',
      title:
        'Law on Personal Income Tax 109/2025/QH15; Resolution 110/2025/UBTVQH15 (family deduction)',
      url: 'https://www.gdt.gov.vn/',
      taxYear: '2026',
    },
    {
      publisher: 'Viet Nam Social Security',
      title: 'Contribution rates for foreign employees; Decree 73/2024/ND-CP base salary',
      url: 'https://baohiemxahoi.gov.vn/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = VN_2026;
    const m = gross / 12;
    const si = bandedRate(m, r.socialInsuranceRate, 0, r.insuranceCapMonthly);
    const hi = bandedRate(m, r.healthInsuranceRate, 0, r.insuranceCapMonthly);
    const taxableMonthly = Math.max(0, m - si - hi - r.personalDeductionMonthly);
    const incomeTax = cents(12 * progressiveTax(taxableMonthly, r.monthlyBrackets));
    const socialInsurance = cents(12 * si);
    const healthInsurance = cents(12 * hi);
    return {
      incomeTax,
      socialContributions: cents(socialInsurance + healthInsurance),
      lines: [
        { label: 'Personal deduction', amount: Math.min(12 * r.personalDeductionMonthly, gross) },
        { label: 'Personal income tax', amount: incomeTax },
        { label: 'Social insurance', amount: socialInsurance },
        { label: 'Health insurance', amount: healthInsurance },
      ],
    };
  },
};
