import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Lithuania 2025, resident employee with one employer, no second-pillar pension accumulation.
 *
 * Average monthly wage used for thresholds (VDU) 2025: €2,108.88; minimum monthly wage (MMA) €1,038.
 * Non-taxable amount (NPD) per month, on the average monthly pay W = gross / 12:
 *   W ≤ MMA: €747; W ≤ €2,387.29: 747 − 0.49 (W − 1,038); above: 400 − 0.18 (W − 642), not below 0
 *   (nil from W ≈ €2,864.22). The two formulas meet at €2,387.29 (NPD €85.85).
 * Personal income tax (GPM) on employment income: 20% of (gross − 12 × NPD) up to 60 VDU a year
 * (€126,532.80), 32% above.
 * Employee social insurance (Sodra): 12.52% (pension, sickness, maternity, unemployment) on pay up to
 * 60 VDU a year, and compulsory health insurance 6.98% on all pay; contributions are not deductible.
 */
export const LT_2025 = {
  vdu: 2_108.88,
  mma: 1_038,
  npdFull: 747,
  npdTaper1: 0.49,
  npdBreak: 2_387.29,
  npdBase2: 400,
  npdTaper2: 0.18,
  npdAnchor2: 642,
  socialRate: 0.1252,
  healthRate: 0.0698,
  capVdu: 60,
} as const;

/** Annual non-taxable amount for annual employment income `gross`. */
export function lithuanianNpd(gross: number): number {
  const r = LT_2025;
  const w = gross / 12;
  let monthly: number;
  if (w <= r.mma) monthly = r.npdFull;
  else if (w <= r.npdBreak) monthly = r.npdFull - r.npdTaper1 * (w - r.mma);
  else monthly = r.npdBase2 - r.npdTaper2 * (w - r.npdAnchor2);
  return Math.max(0, monthly) * 12;
}

export const lt: CountryRules = {
  country: 'LT',
  currency: 'EUR',
  taxYear: '2025',
  notes: [
    'Tax year 2025 (not 2026): the 2026 reform (GPM 20% / 25% / 32% with new thresholds, a changed non-taxable amount formula, VDU and minimum wage for 2026) could not be confirmed from here, so the 2025 rules are used.',
    'Non-taxable amount computed on the average monthly pay over the year (gross / 12), as in the annual return; monthly withholding may differ for uneven pay.',
    'Employee Sodra 12.52% capped at 60 average wages (€126,532.80) and health 6.98% uncapped. Voluntary/auto-enrolled second-pillar pension contributions (3%) are not modelled; nor the minimum-contribution rule for part-time pay below the minimum wage.',
  ],
  source: [
    {
      publisher: 'Valstybinė mokesčių inspekcija (VMI)',
      title: 'Gyventojų pajamų mokesčio įstatymas: tarifai 20% / 32%, NPD formulės 2025',
      url: 'https://www.vmi.lt/',
      taxYear: '2025',
    },
    {
      publisher: 'Sodra (Valstybinio socialinio draudimo fondo valdyba)',
      title: 'Įmokų tarifai 2025; draudžiamųjų pajamų riba 60 VDU (VDU €2,108.88)',
      url: 'https://www.sodra.lt/',
      taxYear: '2025',
    },
  ],
  compute(gross) {
    const r = LT_2025;
    const cap = r.capVdu * r.vdu; // 60 monthly average wages = the annual ceiling
    const npd = Math.min(gross, lithuanianNpd(gross));
    const taxable = Math.max(0, gross - npd);
    const incomeTax = cents(
      progressiveTax(taxable, [
        { upTo: cap, rate: 0.2 },
        { upTo: null, rate: 0.32 },
      ]),
    );
    const social = bandedRate(gross, r.socialRate, 0, cap);
    const health = gross * r.healthRate;
    return {
      incomeTax,
      socialContributions: cents(social + health),
      lines: [
        { label: 'Non-taxable amount (NPD)', amount: cents(npd) },
        { label: 'Personal income tax (GPM)', amount: incomeTax },
        { label: 'Social insurance (Sodra, 12.52%)', amount: cents(social) },
        { label: 'Compulsory health insurance (6.98%)', amount: cents(health) },
      ],
    };
  },
};
