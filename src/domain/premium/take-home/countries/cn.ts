import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * China 2026, Shanghai. Individual Income Tax Law (2018 revision) art. 3 and 6, comprehensive income
 * of a resident, annual schedule:
 *   3% to ¥36,000; 10% to ¥144,000; 20% to ¥300,000; 25% to ¥420,000; 30% to ¥660,000;
 *   35% to ¥960,000; 45% above.
 * Taxable income = wages − basic deduction ¥60,000 − the employee's social insurance and housing
 * fund contributions (the "special deductions"). Special additional deductions (rent, children,
 * elderly parents, mortgage interest, education) are personal and not modelled.
 *
 * Shanghai employee contributions: pension 8%, basic medical 2%, unemployment 0.5%, housing
 * provident fund 7% (the standard rate; employers may choose 5–7%). Contribution base = the
 * monthly wage up to the Shanghai cap of ¥37,302 for the 2025 contribution year (1 July 2025 –
 * 30 June 2026, three times the 2024 average wage), used for the whole of 2026 here: the
 * 2026 contribution-year base from July 2026 is not modelled. The floor base ¥7,460 (someone paid
 * less still contributes on it) is not modelled, so very low wages show slightly smaller
 * contributions than an employer would deduct.
 */
export const CN_SHANGHAI_2026 = {
  basicDeduction: 60_000,
  brackets: [
    { upTo: 36_000, rate: 0.03 },
    { upTo: 144_000, rate: 0.1 },
    { upTo: 300_000, rate: 0.2 },
    { upTo: 420_000, rate: 0.25 },
    { upTo: 660_000, rate: 0.3 },
    { upTo: 960_000, rate: 0.35 },
    { upTo: null, rate: 0.45 },
  ],
  pensionRate: 0.08,
  medicalRate: 0.02,
  unemploymentRate: 0.005,
  housingFundRate: 0.07,
  baseCapMonthly: 37_302,
} as const;

export const cn: CountryRules = {
  country: 'CN',
  currency: 'CNY',
  taxYear: '2026',
  notes: [
    'Shanghai employee; tax resident; comprehensive income on the annual schedule with the ¥60,000 basic deduction; special additional deductions and the separate taxation of an annual bonus not modelled.',
    'Contributions (pension 8%, medical 2%, unemployment 0.5%, housing fund 7%) on pay up to Shanghai’s ¥37,302 monthly cap of the 2025 contribution year; the ¥7,460 floor and the July 2026 re-basing not modelled.',
    'Foreign employees also join social insurance in China; their housing fund and tax-exempt allowances (housing, schooling) are not modelled.',
  ],
  source: [
    {
      publisher: 'State Taxation Administration',
      title: 'Individual Income Tax Law of the PRC, art. 3 and 6 (comprehensive income rates)',
      url: 'https://www.chinatax.gov.cn/',
      taxYear: '2026',
    },
    {
      publisher: 'Shanghai Municipal Human Resources and Social Security Bureau',
      title: 'Social insurance contribution base 2025 (¥7,460 – ¥37,302 a month)',
      url: 'https://rsj.sh.gov.cn/',
      taxYear: '2025-07 to 2026-06',
    },
    {
      publisher: 'Shanghai Housing Provident Fund Management Center',
      title: 'Housing provident fund contribution base and rates',
      url: 'https://www.shgjj.com/',
      taxYear: '2025-07 to 2026-06',
    },
  ],
  compute(gross) {
    const r = CN_SHANGHAI_2026;
    const cap = r.baseCapMonthly * 12;
    const pension = cents(bandedRate(gross, r.pensionRate, 0, cap));
    const medical = cents(bandedRate(gross, r.medicalRate, 0, cap));
    const unemployment = cents(bandedRate(gross, r.unemploymentRate, 0, cap));
    const housing = cents(bandedRate(gross, r.housingFundRate, 0, cap));
    const social = cents(pension + medical + unemployment + housing);
    const taxable = Math.max(0, gross - r.basicDeduction - social);
    const incomeTax = cents(progressiveTax(taxable, r.brackets));
    return {
      incomeTax,
      socialContributions: social,
      lines: [
        { label: 'Basic deduction', amount: Math.min(r.basicDeduction, gross) },
        { label: 'Individual income tax', amount: incomeTax },
        { label: 'Pension insurance', amount: pension },
        { label: 'Medical insurance', amount: medical },
        { label: 'Unemployment insurance', amount: unemployment },
        { label: 'Housing provident fund', amount: housing },
      ],
    };
  },
};
