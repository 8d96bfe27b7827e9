import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Slovenia 2026, resident employee, annual assessment (dohodnina, ZDoh-2; Ministry of Finance
 * rules for 2026, bands and allowances raised 5.5%).
 * Tax base = gross − employee social contributions − general allowance.
 * General allowance €5,551.93; for a total (gross) income up to €17,766.18 an additional
 * allowance of €20,832.39 − 1.17259 × income.
 * Annual scale: 16% to €9,721.43; 26% to €28,592.44; 33% to €57,184.88; 39% to €82,346.23;
 * 50% above.
 *
 * Employee contributions, no ceiling: pension and disability 15.5%, health 6.36%, unemployment
 * 0.14%, parental care 0.1%, long-term care 1% (since July 2025) = 23.1%, all deductible.
 * The flat compulsory health contribution (OZP, about €37–39 a month) is not modelled: its 2026
 * amount and tax treatment were not verified from an official source.
 */
export const SI_2026 = {
  generalAllowance: 5_551.93,
  additionalUpTo: 17_766.18,
  additionalConstant: 20_832.39,
  additionalSlope: 1.17259,
  brackets: [
    { upTo: 9_721.43, rate: 0.16 },
    { upTo: 28_592.44, rate: 0.26 },
    { upTo: 57_184.88, rate: 0.33 },
    { upTo: 82_346.23, rate: 0.39 },
    { upTo: null, rate: 0.5 },
  ],
  employeeContributionRate: 0.155 + 0.0636 + 0.0014 + 0.001 + 0.01,
} as const;

export const si: CountryRules = {
  country: 'SI',
  currency: 'EUR',
  taxYear: '2026',
  notes: [
    'Resident employee, annual assessment; general allowance with the additional allowance for incomes up to €17,766.18; no other reliefs.',
    'Employee contributions 23.1% (including 1% long-term care) without ceiling; the flat compulsory health contribution (OZP, about €470 a year) is not modelled, so net pay is overstated by about that much.',
  ],
  source: [
    {
      publisher: 'Ministrstvo za finance / FURS',
      title: 'Pravilnik o določitvi olajšav in lestvice za odmero dohodnine za leto 2026',
      url: 'https://www.fu.gov.si/davki_in_druge_dajatve/podrocja/dohodnina/',
      taxYear: '2026',
    },
    {
      publisher: 'FURS',
      title: 'Prispevki za socialno varnost (stopnje 2026, dolgotrajna oskrba 1%)',
      url: 'https://www.fu.gov.si/davki_in_druge_dajatve/podrocja/prispevki_za_socialno_varnost/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = SI_2026;
    const social = cents(gross * r.employeeContributionRate);
    const additional =
      gross <= r.additionalUpTo ? Math.max(0, r.additionalConstant - r.additionalSlope * gross) : 0;
    const allowance = cents(r.generalAllowance + additional);
    const taxable = Math.max(0, gross - social - allowance);
    const incomeTax = cents(progressiveTax(taxable, r.brackets));
    return {
      incomeTax,
      socialContributions: social,
      lines: [
        { label: 'General allowance', amount: Math.min(allowance, Math.max(0, gross - social)) },
        { label: 'Income tax (dohodnina)', amount: incomeTax },
        { label: 'Social contributions (employee)', amount: social },
      ],
    };
  },
};
