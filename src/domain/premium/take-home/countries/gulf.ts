import type { CountryRules } from '../types.ts';

/**
 * United Arab Emirates and Saudi Arabia: no personal income tax on employment income.
 * Social insurance (UAE GPSSA pension, Saudi GOSI annuities) is for nationals (and GCC nationals)
 * only; a foreign employee pays no employee contribution (in Saudi Arabia the employer alone pays
 * the 2% occupational-hazards contribution for non-Saudis). Net pay therefore equals gross.
 */
export const ae: CountryRules = {
  country: 'AE',
  currency: 'AED',
  taxYear: '2026',
  notes: [
    'No personal income tax.',
    'Foreign employee: no GPSSA pension contribution (nationals pay 11% employee share, not modelled).',
  ],
  source: [
    {
      publisher: 'UAE Government portal',
      title: 'Taxation',
      url: 'https://u.ae/en/information-and-services/finance-and-investment/taxation',
      taxYear: '2026',
    },
  ],
  compute: () => ({ incomeTax: 0, socialContributions: 0, lines: [] }),
};

export const sa: CountryRules = {
  country: 'SA',
  currency: 'SAR',
  taxYear: '2026',
  notes: [
    'No personal income tax on employment income.',
    'Foreign employee: no employee GOSI contribution (the employer pays 2% occupational hazards); Saudi nationals pay annuities and SANED, not modelled.',
  ],
  source: [
    {
      publisher: 'General Organization for Social Insurance',
      title: 'Contribution rates',
      url: 'https://www.gosi.gov.sa/en',
      taxYear: '2026',
    },
  ],
  compute: () => ({ incomeTax: 0, socialContributions: 0, lines: [] }),
};
