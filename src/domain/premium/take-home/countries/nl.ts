import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Netherlands 2025, box 1 (income from work), single, below state-pension (AOW) age.
 *
 * Box 1 rates 2025 (combined tax and national-insurance premiums): 35.82% ≤ €38,441; 37.48%
 * ≤ €76,817; 49.50% above. The first bracket includes the employee's national-insurance premiums
 * (AOW 17.90%, Anw 0.10%, Wlz 9.65% = 27.65%), so there is no separate employee social contribution;
 * the income-related health contribution (Zvw) is paid by the employer.
 * General tax credit (algemene heffingskorting) 2025: €3,068, less 6.337% of taxable income above
 * €28,406 (nil from €76,817).
 * Labour credit (arbeidskorting) 2025 on employment income: 8.053% up to €12,169; €980 + 30.030%
 * of the excess up to €26,288; €5,220 + 2.258% of the excess up to €43,071; €5,599 − 6.510% of the
 * excess up to €129,078; nil above.
 * Credits cannot exceed the tax.
 */
export const NL_2025 = {
  scale: [
    { upTo: 38_441, rate: 0.3582 },
    { upTo: 76_817, rate: 0.3748 },
    { upTo: null, rate: 0.495 },
  ],
  premiumRate: 0.2765,
  generalCreditMax: 3_068,
  generalCreditTaperFrom: 28_406,
  generalCreditTaper: 0.06337,
} as const;

/** Arbeidskorting 2025 for employment income `w`. */
export function dutchLabourCredit(w: number): number {
  if (w <= 12_169) return 0.08053 * w;
  if (w <= 26_288) return 980 + 0.3003 * (w - 12_169);
  if (w <= 43_071) return 5_220 + 0.02258 * (w - 26_288);
  if (w <= 129_078) return Math.max(0, 5_599 - 0.0651 * (w - 43_071));
  return 0;
}

export const nl: CountryRules = {
  country: 'NL',
  currency: 'EUR',
  taxYear: '2025',
  notes: [
    'Tax year 2025 (the 2026 labour-credit schedule was not confirmed when keyed). Gross pay includes the 8% holiday allowance; no employee pension-fund contribution (usually deducted before tax — net pay is lower where a pension scheme applies).',
    'Income tax and national-insurance premiums are levied together (loonheffing) and shown as income tax; the premiums (27.65% of the first bracket, before credits) are listed as a line. The Zvw health contribution is borne by the employer. Health-insurance premiums paid privately are not deducted.',
    'No 30% ruling for incoming employees (a special regime, not modelled).',
  ],
  source: [
    {
      publisher: 'Belastingdienst',
      title: 'Tarieven en heffingskortingen 2025 (box 1, algemene heffingskorting, arbeidskorting)',
      url: 'https://www.belastingdienst.nl/',
      taxYear: '2025',
    },
  ],
  compute(gross) {
    const r = NL_2025;
    const beforeCredits = progressiveTax(gross, r.scale);
    const general = Math.max(
      0,
      r.generalCreditMax - r.generalCreditTaper * Math.max(0, gross - r.generalCreditTaperFrom),
    );
    const labour = dutchLabourCredit(gross);
    const credits = Math.min(beforeCredits, general + labour);
    const tax = cents(beforeCredits - credits);
    const upTo = r.scale[0].upTo;
    return {
      incomeTax: tax,
      socialContributions: 0,
      lines: [
        { label: 'Box 1 tax and premiums before credits', amount: cents(beforeCredits) },
        {
          label: 'of which national-insurance premiums (before credits)',
          amount: cents(Math.min(gross, upTo) * r.premiumRate),
        },
        { label: 'General tax credit', amount: cents(Math.min(general, beforeCredits)) },
        { label: 'Labour credit', amount: cents(credits - Math.min(general, beforeCredits)) },
        { label: 'Income tax and premiums after credits', amount: tax },
      ],
    };
  },
};
