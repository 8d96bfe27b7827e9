import { cents } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Hungary 2026: flat personal income tax (SZJA) 15% of gross employment income, and the employee
 * social security contribution (TB-járulék) 18.5% of gross, no ceiling. A single person without
 * children has no family allowance; the under-25 and mothers' exemptions do not apply.
 */
export const HU_2026 = { incomeTaxRate: 0.15, socialSecurityRate: 0.185 } as const;

export const hu: CountryRules = {
  country: 'HU',
  currency: 'HUF',
  taxYear: '2026',
  notes: [
    'Aged 25 or over, no children: no family tax allowance and no under-25 or mothers’ exemption.',
  ],
  source: [
    {
      publisher: 'Nemzeti Adó- és Vámhivatal (NAV)',
      title: 'Act CXVII of 1995 on personal income tax; Act CXXII of 2019 on social security',
      url: 'https://nav.gov.hu/en/taxation/taxinfo',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const incomeTax = cents(gross * HU_2026.incomeTaxRate);
    const social = cents(gross * HU_2026.socialSecurityRate);
    return {
      incomeTax,
      socialContributions: social,
      lines: [
        { label: 'Personal income tax (15%)', amount: incomeTax },
        { label: 'Social security contribution (18.5%)', amount: social },
      ],
    };
  },
};
