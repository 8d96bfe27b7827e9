import { cents } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * South Korea 2026, resident employee, year-end settlement with no dependants.
 *
 * Employee social insurance 2026: national pension 4.75% (half of 9.5%) of monthly pay capped at
 * KRW 6,370,000 (the ceiling set from July 2025, used for the whole year); health insurance 3.595%
 * (half of 7.19%); long-term care 13.14% of the health premium; employment insurance 0.9%.
 *
 * Income tax (Income Tax Act): earned income = pay − earned income deduction (70% to 5M; 3.5M + 40% to
 * 15M; 7.5M + 15% to 45M; 12M + 5% to 100M; 14.75M + 2% above; at most 20M); tax base = earned income −
 * basic deduction 1.5M − pension contributions − (health, care and employment premiums, a special
 * income deduction). Rates: 6% to 14M; 15% − 1.26M to 50M; 24% − 5.76M to 88M; 35% − 15.44M to 150M;
 * 38% − 19.94M to 300M; 40% − 25.94M to 500M; 42% − 35.94M to 1bn; 45% − 65.94M above.
 * Earned income tax credit: 55% of tax to 1.3M, then 715,000 + 30% of the excess, capped at 740,000
 * (pay ≤ 33M), 740,000 − 0.8% of pay over 33M but ≥ 660,000 (≤ 70M), 660,000 − ½ of pay over 70M but
 * ≥ 500,000 (≤ 120M), 500,000 − ½ of pay over 120M but ≥ 200,000.
 * A taxpayer who forgoes the special income deduction gets the standard tax credit of 130,000 instead;
 * the lower of the two results is taken. Local income tax: 10% of the income tax.
 */
export const KR_2026 = {
  pensionRate: 0.0475,
  pensionMaxMonthly: 6_370_000,
  healthRate: 0.03595,
  careShareOfHealth: 0.1314,
  employmentRate: 0.009,
  basicDeduction: 1_500_000,
  standardCredit: 130_000,
  localRate: 0.1,
  rates: [
    { upTo: 14_000_000, rate: 0.06, less: 0 },
    { upTo: 50_000_000, rate: 0.15, less: 1_260_000 },
    { upTo: 88_000_000, rate: 0.24, less: 5_760_000 },
    { upTo: 150_000_000, rate: 0.35, less: 15_440_000 },
    { upTo: 300_000_000, rate: 0.38, less: 19_940_000 },
    { upTo: 500_000_000, rate: 0.4, less: 25_940_000 },
    { upTo: 1_000_000_000, rate: 0.42, less: 35_940_000 },
    { upTo: Infinity, rate: 0.45, less: 65_940_000 },
  ],
} as const;

export function earnedIncomeDeduction(pay: number): number {
  let d: number;
  if (pay <= 5_000_000) d = pay * 0.7;
  else if (pay <= 15_000_000) d = 3_500_000 + (pay - 5_000_000) * 0.4;
  else if (pay <= 45_000_000) d = 7_500_000 + (pay - 15_000_000) * 0.15;
  else if (pay <= 100_000_000) d = 12_000_000 + (pay - 45_000_000) * 0.05;
  else d = 14_750_000 + (pay - 100_000_000) * 0.02;
  return Math.min(d, 20_000_000);
}

export function earnedIncomeTaxCreditCap(pay: number): number {
  if (pay <= 33_000_000) return 740_000;
  if (pay <= 70_000_000) return Math.max(660_000, 740_000 - (pay - 33_000_000) * 0.008);
  if (pay <= 120_000_000) return Math.max(500_000, 660_000 - (pay - 70_000_000) / 2);
  return Math.max(200_000, 500_000 - (pay - 120_000_000) / 2);
}

function taxOnBase(base: number): number {
  const row = KR_2026.rates.find((b) => base <= b.upTo)!;
  return Math.max(0, base * row.rate - row.less);
}

export const kr: CountryRules = {
  country: 'KR',
  currency: 'KRW',
  taxYear: '2026',
  notes: [
    'Resident employee, no dependants, year-end settlement: earned income deduction, basic deduction, pension and insurance premiums, earned income tax credit; the standard tax credit (₩130,000) instead of the premium deduction where that is lower.',
    'Employee rates 2026: pension 4.75% (ceiling ₩6,370,000 a month, the July 2025 figure, for the whole year), health 3.595%, long-term care 13.14% of health, employment 0.9%.',
    'Local income tax 10% of income tax; no card-spending, housing or other special deductions.',
  ],
  source: [
    {
      publisher: 'National Tax Service',
      title:
        'Income Tax Act arts. 47, 50, 51-3, 52, 55, 59, 59-4 (근로소득공제, 세율, 근로소득세액공제)',
      url: 'https://www.nts.go.kr/english/main.do',
      taxYear: '2026',
    },
    {
      publisher: 'National Pension Service',
      title: '국민연금 보험료율 9.5% (2026) and 기준소득월액 상한',
      url: 'https://www.nps.or.kr/',
      taxYear: '2026',
    },
    {
      publisher: 'National Health Insurance Service',
      title: '2026년 건강보험료율 7.19%, 장기요양보험료율',
      url: 'https://www.nhis.or.kr/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = KR_2026;
    const pension = cents(Math.min(gross / 12, r.pensionMaxMonthly) * 12 * r.pensionRate);
    const health = cents(gross * r.healthRate);
    const care = cents(health * r.careShareOfHealth);
    const employment = cents(gross * r.employmentRate);
    const premiums = health + care + employment;

    const earned = Math.max(0, gross - earnedIncomeDeduction(gross));
    const cap = earnedIncomeTaxCreditCap(gross);
    const settle = (base: number, extraCredit: number): number => {
      const t = taxOnBase(Math.max(0, base));
      const credit = Math.min(cap, t <= 1_300_000 ? t * 0.55 : 715_000 + (t - 1_300_000) * 0.3);
      return Math.max(0, t - credit - extraCredit);
    };
    const withPremiums = settle(earned - r.basicDeduction - pension - premiums, 0);
    const withStandard = settle(earned - r.basicDeduction - pension, r.standardCredit);
    const national = cents(Math.min(withPremiums, withStandard));
    const local = cents(national * r.localRate);
    return {
      incomeTax: cents(national + local),
      socialContributions: cents(pension + premiums),
      lines: [
        { label: 'Earned income deduction', amount: cents(gross - earned) },
        { label: 'Income tax', amount: national },
        { label: 'Local income tax (10%)', amount: local },
        { label: 'National pension', amount: pension },
        { label: 'Health insurance', amount: health },
        { label: 'Long-term care insurance', amount: care },
        { label: 'Employment insurance', amount: employment },
      ],
    };
  },
};
