import { cents } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Georgia 2026: personal income tax 20% flat on employment income (Tax Code art. 81), no personal
 * allowance. The funded pension (2% employee, 2% employer, 2% state) is compulsory only for
 * citizens and holders of permanent residence; a foreign employee, modelled here, does not take
 * part. (A citizen pays 2% pension and 20% tax on pay after the pension contribution.)
 * The Small Business / 1% regime for individual entrepreneurs, common among nomads, is not
 * employment income and is not modelled.
 */
export const GE_2026 = { incomeTaxRate: 0.2 } as const;

export const ge: CountryRules = {
  country: 'GE',
  currency: 'GEL',
  taxYear: '2026',
  notes: [
    'Foreign employee without permanent residence: no funded-pension contribution (citizens pay 2%).',
    'Employment income only; the 1% small-business regime for individual entrepreneurs is not modelled.',
  ],
  source: [
    {
      publisher: 'Revenue Service of Georgia (rs.ge)',
      title: 'Tax Code of Georgia, art. 81 (income tax rate); Law on Funded Pensions',
      url: 'https://www.rs.ge/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const incomeTax = cents(gross * GE_2026.incomeTaxRate);
    return {
      incomeTax,
      socialContributions: 0,
      lines: [{ label: 'Income tax (20%)', amount: incomeTax }],
    };
  },
};
