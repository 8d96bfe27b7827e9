import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Slovakia 2026, resident employee (Act 595/2003 on income tax as amended by the 2026
 * consolidation package). Amounts follow the subsistence minimum (životné minimum) of
 * €284.13 valid on 1 January 2026.
 * Tax base = gross − employee social and health insurance contributions.
 * Personal allowance (NČZD na daňovníka): 21 × ŽM = €5,966.73 while the tax base is at most
 * 92.8 × ŽM = €26,367.26; above, 44.2 × ŽM − base/4 = €12,558.55 − base/4, nil from €50,234.18.
 * Rates on the base after the allowance (new four-band scale from 2026): 19% to €43,983.32
 * (154.8 × ŽM); 25% to €60,349.21 (212.4 × ŽM); 30% to €75,010.32 (264 × ŽM); 35% above.
 *
 * Employee contributions: social insurance 9.4% (sickness 1.4%, old-age 4%, disability 3%,
 * unemployment 1%) up to the maximum assessment base €16,764 a month; health insurance 5% (4%
 * until 2025), no ceiling.
 */
export const SK_2026 = {
  allowanceFull: 5_966.73,
  allowanceFullUpTo: 26_367.26,
  allowanceTaperBase: 12_558.55,
  brackets: [
    { upTo: 43_983.32, rate: 0.19 },
    { upTo: 60_349.21, rate: 0.25 },
    { upTo: 75_010.32, rate: 0.3 },
    { upTo: null, rate: 0.35 },
  ],
  socialRate: 0.094,
  socialMaxBaseMonthly: 16_764,
  healthRate: 0.05,
} as const;

export const sk: CountryRules = {
  country: 'SK',
  currency: 'EUR',
  taxYear: '2026',
  notes: [
    'Resident employee, annual settlement; personal allowance tapering above €26,367.26 of tax base; 19/25/30/35% scale of 2026.',
    'Social insurance 9.4% up to €16,764 a month; health insurance 5% (2026 rate) without ceiling; the 2% old-age second pillar is paid out of the employer’s share and does not change net pay.',
  ],
  source: [
    {
      publisher: 'Finančná správa SR (Financial Administration)',
      title: 'Daň z príjmov fyzických osôb 2026: sadzby dane, nezdaniteľná časť základu dane',
      url: 'https://www.financnasprava.sk/sk/obcania/dane/dane-z-prijmov',
      taxYear: '2026',
    },
    {
      publisher: 'Sociálna poisťovňa',
      title: 'Sadzby poistného a maximálny vymeriavací základ 2026 (€16,764)',
      url: 'https://www.socpoist.sk/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = SK_2026;
    const social = cents(bandedRate(gross, r.socialRate, 0, r.socialMaxBaseMonthly * 12));
    const health = cents(gross * r.healthRate);
    const base = Math.max(0, gross - social - health);
    const allowance =
      base <= r.allowanceFullUpTo
        ? Math.min(r.allowanceFull, base)
        : Math.max(0, r.allowanceTaperBase - base / 4);
    const incomeTax = cents(progressiveTax(base - allowance, r.brackets));
    return {
      incomeTax,
      socialContributions: cents(social + health),
      lines: [
        { label: 'Personal allowance (NČZD)', amount: cents(allowance) },
        { label: 'Income tax', amount: incomeTax },
        { label: 'Social insurance', amount: social },
        { label: 'Health insurance', amount: health },
      ],
    };
  },
};
