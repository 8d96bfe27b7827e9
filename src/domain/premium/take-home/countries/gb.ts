import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * United Kingdom 2026-27 (6 April 2026 – 5 April 2027), rules of England, Wales and Northern Ireland
 * (Scotland sets its own income-tax bands and is not modelled).
 * Income tax: personal allowance £12,570, tapered away by £1 for every £2 of income above £100,000;
 * then 20% on the first £37,700 of taxable income, 40% up to £125,140, 45% above.
 * Class 1 employee NI: 8% between the primary threshold £12,570 and the upper earnings limit £50,270,
 * 2% above; worked on the annual figures (salary paid evenly).
 */
export const GB_2026 = {
  personalAllowance: 12_570,
  taperFrom: 100_000,
  bands: [
    { upTo: 37_700, rate: 0.2 },
    { upTo: 125_140, rate: 0.4 },
    { upTo: null, rate: 0.45 },
  ],
  niPrimaryThreshold: 12_570,
  niUpperEarningsLimit: 50_270,
  niMainRate: 0.08,
  niUpperRate: 0.02,
} as const;

export const gb: CountryRules = {
  country: 'GB',
  currency: 'GBP',
  taxYear: '2026-27',
  notes: [
    'England, Wales and Northern Ireland income-tax bands; Scotland has its own bands (not modelled).',
    'Single employee, no pension contributions, student loan or benefits in kind; tax code 1257L.',
    'Class 1 NI worked on annual earnings, as if paid evenly through the year.',
  ],
  source: [
    {
      publisher: 'HM Revenue & Customs',
      title: 'Income Tax rates and Personal Allowances',
      url: 'https://www.gov.uk/income-tax-rates',
      taxYear: '2026-27',
    },
    {
      publisher: 'HM Revenue & Customs',
      title: 'Rates and thresholds for employers 2026 to 2027',
      url: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027',
      taxYear: '2026-27',
    },
  ],
  compute(gross) {
    const r = GB_2026;
    const allowance = Math.max(0, r.personalAllowance - Math.max(0, gross - r.taperFrom) / 2);
    const taxable = Math.max(0, gross - allowance);
    const incomeTax = cents(progressiveTax(taxable, r.bands));
    const ni = cents(
      bandedRate(gross, r.niMainRate, r.niPrimaryThreshold, r.niUpperEarningsLimit) +
        bandedRate(gross, r.niUpperRate, r.niUpperEarningsLimit),
    );
    return {
      incomeTax,
      socialContributions: ni,
      lines: [
        { label: 'Personal allowance', amount: cents(Math.min(allowance, gross)) },
        { label: 'Income tax', amount: incomeTax },
        { label: 'National Insurance (Class 1)', amount: ni },
      ],
    };
  },
};
