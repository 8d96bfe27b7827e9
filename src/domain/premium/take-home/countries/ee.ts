import { cents } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Estonia 2026: income tax 22% on gross pay less the employee's unemployment-insurance premium
 * (1.6%), the funded-pension (II pillar) contribution (2%, the default rate) and the basic exemption,
 * which from 2026 is €700 a month (€8,400 a year) whatever the income (the earlier taper is gone).
 * No ceilings on either contribution.
 */
export const EE_2026 = {
  incomeTaxRate: 0.22,
  basicExemption: 8_400,
  unemploymentInsuranceRate: 0.016,
  fundedPensionRate: 0.02,
} as const;

export const ee: CountryRules = {
  country: 'EE',
  currency: 'EUR',
  taxYear: '2026',
  notes: [
    'Member of the II pillar funded pension at the default 2% (those who left it pay 0%).',
    'Basic exemption €700 a month applied in full through the year.',
  ],
  source: [
    {
      publisher: 'Estonian Tax and Customs Board (EMTA)',
      title: 'Tax rates',
      url: 'https://www.emta.ee/en/business-client/taxes-and-payment/tax-rates',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = EE_2026;
    const ui = cents(gross * r.unemploymentInsuranceRate);
    const pension = cents(gross * r.fundedPensionRate);
    const exemption = Math.min(r.basicExemption, Math.max(0, gross - ui - pension));
    const incomeTax = cents(Math.max(0, gross - ui - pension - exemption) * r.incomeTaxRate);
    return {
      incomeTax,
      socialContributions: cents(ui + pension),
      lines: [
        { label: 'Basic exemption', amount: exemption },
        { label: 'Income tax (22%)', amount: incomeTax },
        { label: 'Unemployment insurance (1.6%)', amount: ui },
        { label: 'Funded pension, II pillar (2%)', amount: pension },
      ],
    };
  },
};
