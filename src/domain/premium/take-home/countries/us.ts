import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * United States, tax year 2026 (IRS Rev. Proc. 2025-32; SSA 2026 wage base).
 * Federal income tax, single filer: standard deduction $16,100, then
 * 10% to $12,400, 12% to $50,400, 22% to $105,700, 24% to $201,775, 32% to $256,225,
 * 35% to $640,600, 37% above.
 * FICA: Social Security 6.2% up to the $184,500 wage base; Medicare 1.45% on all wages plus
 * the Additional Medicare Tax 0.9% on wages above $200,000 (single).
 * State: a state without a wage income tax (e.g. Texas, Florida, Washington) and no city tax.
 */
export const US_2026 = {
  standardDeduction: 16_100,
  brackets: [
    { upTo: 12_400, rate: 0.1 },
    { upTo: 50_400, rate: 0.12 },
    { upTo: 105_700, rate: 0.22 },
    { upTo: 201_775, rate: 0.24 },
    { upTo: 256_225, rate: 0.32 },
    { upTo: 640_600, rate: 0.35 },
    { upTo: null, rate: 0.37 },
  ],
  socialSecurityRate: 0.062,
  socialSecurityWageBase: 184_500,
  medicareRate: 0.0145,
  additionalMedicareRate: 0.009,
  additionalMedicareFrom: 200_000,
} as const;

export const us: CountryRules = {
  country: 'US',
  currency: 'USD',
  taxYear: '2026',
  notes: [
    'Federal income tax only: assumes a state with no wage income tax (e.g. Texas, Florida) and no city tax.',
    'Single filer, standard deduction, no dependants, no pre-tax 401(k) or health premiums, no credits.',
  ],
  source: [
    {
      publisher: 'Internal Revenue Service',
      title: 'Rev. Proc. 2025-32: tax year 2026 inflation adjustments',
      url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
      taxYear: '2026',
    },
    {
      publisher: 'Social Security Administration',
      title: 'Contribution and benefit base',
      url: 'https://www.ssa.gov/oact/cola/cbb.html',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = US_2026;
    const taxable = Math.max(0, gross - r.standardDeduction);
    const incomeTax = cents(progressiveTax(taxable, r.brackets));
    const ss = cents(bandedRate(gross, r.socialSecurityRate, 0, r.socialSecurityWageBase));
    const medicare = cents(
      bandedRate(gross, r.medicareRate) +
        bandedRate(gross, r.additionalMedicareRate, r.additionalMedicareFrom),
    );
    return {
      incomeTax,
      socialContributions: cents(ss + medicare),
      lines: [
        { label: 'Standard deduction', amount: Math.min(r.standardDeduction, gross) },
        { label: 'Federal income tax', amount: incomeTax },
        { label: 'Social Security', amount: ss },
        { label: 'Medicare', amount: medicare },
      ],
    };
  },
};
