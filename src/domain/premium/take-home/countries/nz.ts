import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * New Zealand 2026-27 (1 April 2026 – 31 March 2027), tax resident employee, tax code M.
 *
 * Income tax (rates in force since 31 July 2024): 10.5% to $15,600; 17.5% to $53,500; 30% to $78,100;
 * 33% to $180,000; 39% above.
 * Independent earner tax credit (IETC): $520 for annual income from $24,000 to $66,000, reduced by
 * 13 cents per dollar above $66,000 (nil from $70,000); for someone not receiving Working for Families
 * or a benefit.
 * ACC earners' levy 2026-27: 1.75% (GST-inclusive) of liable earnings up to $156,641.
 * KiwiSaver is voluntary and not deducted; no student loan.
 */
export const NZ_2026 = {
  brackets: [
    { upTo: 15_600, rate: 0.105 },
    { upTo: 53_500, rate: 0.175 },
    { upTo: 78_100, rate: 0.3 },
    { upTo: 180_000, rate: 0.33 },
    { upTo: null, rate: 0.39 },
  ],
  ietc: 520,
  ietcFrom: 24_000,
  ietcAbateFrom: 66_000,
  ietcAbateRate: 0.13,
  accRate: 0.0175,
  accMaxEarnings: 156_641,
} as const;

/** Independent earner tax credit for an annual income. */
export function independentEarnerTaxCredit(income: number): number {
  const r = NZ_2026;
  if (income < r.ietcFrom) return 0;
  return Math.max(0, r.ietc - Math.max(0, income - r.ietcAbateFrom) * r.ietcAbateRate);
}

export const nz: CountryRules = {
  country: 'NZ',
  currency: 'NZD',
  taxYear: '2026-27',
  notes: [
    'Tax resident employee, tax code M, no Working for Families or benefit (so the independent earner tax credit applies between $24,000 and $70,000).',
    'ACC earners’ levy 1.75% to $156,641 (2026-27). KiwiSaver (voluntary) and student-loan repayments are not deducted.',
  ],
  source: [
    {
      publisher: 'Inland Revenue (Te Tari Taake)',
      title: 'Tax rates for individuals',
      url: 'https://www.ird.govt.nz/income-tax/income-tax-for-individuals/tax-codes-and-tax-rates-for-individuals/tax-rates-for-individuals',
      taxYear: '2026-27',
    },
    {
      publisher: 'Inland Revenue (Te Tari Taake)',
      title: 'Independent earner tax credit (IETC)',
      url: 'https://www.ird.govt.nz/income-tax/income-tax-for-individuals/individual-tax-credits/independent-earner-tax-credit-ietc',
      taxYear: '2026-27',
    },
    {
      publisher: 'Inland Revenue (Te Tari Taake)',
      title: 'ACC earners’ levy rates',
      url: 'https://www.ird.govt.nz/topics/income-tax/acc-clients-and-carers/acc-earners-levy-rates',
      taxYear: '2026-27',
    },
  ],
  compute(gross) {
    const r = NZ_2026;
    const base = progressiveTax(gross, r.brackets);
    const ietc = Math.min(base, independentEarnerTaxCredit(gross));
    const incomeTax = cents(base - ietc);
    const acc = cents(bandedRate(gross, r.accRate, 0, r.accMaxEarnings));
    return {
      incomeTax,
      socialContributions: acc,
      lines: [
        { label: 'Income tax (PAYE)', amount: incomeTax },
        { label: 'Independent earner tax credit', amount: cents(ietc) },
        { label: 'ACC earners’ levy', amount: acc },
      ],
    };
  },
};
