import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Iceland 2026, resident employee, withholding tax (staðgreiðsla) = state income tax + municipal
 * tax at the combined rates Skatturinn publishes for 2026, per month:
 *   31.49% to ISK 498,122; 37.99% to ISK 1,398,450; 46.29% above.
 * Annual bands are twelve times these (ISK 5,977,464 and ISK 16,781,400).
 * Tax base = wages − the employee's compulsory pension fund premium 4% (deductible).
 * Personal tax credit ISK 869,898 a year (ISK 72,492 a month), set against the tax, not refundable.
 * The combined rate carries the average municipal rate; a municipality's own rate differs by a
 * fraction of a point. The flat levies assessed at year end (elderly fund levy, broadcasting fee),
 * union dues and the optional 2–4% private pension top-up are not modelled.
 */
export const IS_2026 = {
  pensionRate: 0.04,
  brackets: [
    { upTo: 498_122 * 12, rate: 0.3149 },
    { upTo: 1_398_450 * 12, rate: 0.3799 },
    { upTo: null, rate: 0.4629 },
  ],
  personalCredit: 869_898,
} as const;

export const isRules: CountryRules = {
  country: 'IS',
  currency: 'ISK',
  taxYear: '2026',
  notes: [
    'Resident employee paid twelve equal monthly wages; state and municipal income tax at the combined 2026 rates (average municipal rate); personal tax credit ISK 869,898.',
    'Compulsory pension fund premium 4% (deductible); flat annual levies (elderly fund, broadcasting fee), union dues and optional private pension not modelled.',
  ],
  source: [
    {
      publisher: 'Skatturinn – Iceland Revenue and Customs (island.is)',
      title: 'Personal tax credit and income tax brackets 2026',
      url: 'https://island.is/en/personal-tax-credit-and-income-tax-brackets',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = IS_2026;
    const pension = cents(gross * r.pensionRate);
    const base = gross - pension;
    const beforeCredit = progressiveTax(base, r.brackets);
    const credit = Math.min(r.personalCredit, beforeCredit);
    const incomeTax = cents(beforeCredit - credit);
    return {
      incomeTax,
      socialContributions: pension,
      lines: [
        { label: 'Personal tax credit', amount: credit },
        { label: 'Income tax (state and municipal)', amount: incomeTax },
        { label: 'Pension fund premium', amount: pension },
      ],
    };
  },
};
