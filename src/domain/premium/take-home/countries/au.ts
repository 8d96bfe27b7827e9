import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Australia 2026-27 (1 July 2026 – 30 June 2027), resident individual.
 *
 * Income tax (Income Tax Rates Act 1986 Sch 7 as amended by the Treasury Laws Amendment (More Cost
 * of Living Relief) Act 2025): nil to $18,200; 15% to $45,000; 30% to $135,000; 37% to $190,000;
 * 45% above.
 * Low income tax offset (non-refundable): $700, less 5c per $ of taxable income above $37,500 to
 * $45,000 (leaving $325), less 1.5c per $ above $45,000 (nil from $66,667).
 * Medicare levy 2% of taxable income; below the low-income threshold nil, then 10% of the excess until
 * that reaches 2% of income. The threshold used is the singles' $27,222 (the latest we could confirm,
 * set for 2024-25); a later indexation would lower the levy slightly for incomes of about $27k–$34k.
 *
 * Superannuation guarantee (12%) is paid by the employer on top of salary and is not deducted.
 */
export const AU_2026 = {
  brackets: [
    { upTo: 18_200, rate: 0 },
    { upTo: 45_000, rate: 0.15 },
    { upTo: 135_000, rate: 0.3 },
    { upTo: 190_000, rate: 0.37 },
    { upTo: null, rate: 0.45 },
  ],
  litoMax: 700,
  litoTaper1From: 37_500,
  litoTaper1To: 45_000,
  litoTaper1Rate: 0.05,
  litoTaper2Rate: 0.015,
  medicareRate: 0.02,
  medicareLowIncomeThreshold: 27_222,
  medicareShadeInRate: 0.1,
} as const;

/** Low income tax offset for a taxable income. */
export function lowIncomeTaxOffset(taxable: number): number {
  const r = AU_2026;
  const first = Math.min(
    Math.max(0, taxable - r.litoTaper1From),
    r.litoTaper1To - r.litoTaper1From,
  );
  const second = Math.max(0, taxable - r.litoTaper1To);
  return Math.max(0, r.litoMax - first * r.litoTaper1Rate - second * r.litoTaper2Rate);
}

export const au: CountryRules = {
  country: 'AU',
  currency: 'AUD',
  taxYear: '2026-27',
  notes: [
    'Resident rates with the tax-free threshold; low income tax offset; Medicare levy 2% with the singles’ low-income shade-in (2024-25 threshold $27,222, the latest confirmed).',
    'Superannuation guarantee (12%) is paid by the employer on top of salary, so it is not deducted here.',
    'Medicare levy surcharge not modelled (assumes private hospital cover or income below the surcharge threshold); no HELP/student-loan repayments.',
  ],
  source: [
    {
      publisher: 'Australian Taxation Office',
      title:
        'Treasury Laws Amendment (More Cost of Living Relief) Act 2025, Sch 1: resident tax rates 2026-27',
      url: 'https://www.ato.gov.au/law/view/document?DocID=PAC/20250028/Sch1-Cl2',
      taxYear: '2026-27',
    },
    {
      publisher: 'Australian Taxation Office',
      title: 'Low income tax offset; Medicare levy reduction for low-income earners',
      url: 'https://www.ato.gov.au/individuals-and-families/income-deductions-offsets-and-records/tax-offsets/low-and-middle-income-earner-tax-offsets',
      taxYear: '2026-27',
    },
  ],
  compute(gross) {
    const r = AU_2026;
    const taxable = gross;
    const base = progressiveTax(taxable, r.brackets);
    const lito = Math.min(base, lowIncomeTaxOffset(taxable));
    const tax = cents(base - lito);
    const medicare = cents(
      Math.min(
        taxable * r.medicareRate,
        Math.max(0, taxable - r.medicareLowIncomeThreshold) * r.medicareShadeInRate,
      ),
    );
    return {
      incomeTax: cents(tax + medicare),
      socialContributions: 0,
      lines: [
        { label: 'Tax-free threshold', amount: Math.min(18_200, gross) },
        { label: 'Income tax (after low income tax offset)', amount: tax },
        { label: 'Low income tax offset', amount: cents(lito) },
        { label: 'Medicare levy', amount: medicare },
      ],
    };
  },
};
