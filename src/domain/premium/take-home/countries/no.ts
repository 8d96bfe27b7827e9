import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Norway 2026, resident employee outside the Finnmark / Nord-Troms action zone, tax class without
 * special deductions.
 *
 * Tax on ordinary income (alminnelig inntekt) 22% of: wage − minimum standard deduction
 * (minstefradrag, 46% of wages, at most NOK 95,700) − personal allowance (personfradrag NOK 114,540).
 * Bracket tax (trinnskatt) on personal income (gross wage): 1.7% from NOK 226,100; 4.0% from 318,300;
 * 13.7% from 725,050; 16.8% from 980,100; 17.8% from 1,467,200.
 * National insurance contribution (trygdeavgift) on wages 7.6%, nil up to NOK 99,650 and at most 25%
 * of the wage above that (opptrappingsregel).
 */
export const NO_2026 = {
  ordinaryRate: 0.22,
  minimumDeductionRate: 0.46,
  minimumDeductionMax: 95_700,
  personalAllowance: 114_540,
  bracketTax: [
    { upTo: 226_100, rate: 0 },
    { upTo: 318_300, rate: 0.017 },
    { upTo: 725_050, rate: 0.04 },
    { upTo: 980_100, rate: 0.137 },
    { upTo: 1_467_200, rate: 0.168 },
    { upTo: null, rate: 0.178 },
  ],
  insuranceRate: 0.076,
  insuranceFloor: 99_650,
  insuranceTaperRate: 0.25,
} as const;

export const no: CountryRules = {
  country: 'NO',
  currency: 'NOK',
  taxYear: '2026',
  notes: [
    'Resident employee, standard deductions only (minstefradrag and personfradrag); the Finnmark / Nord-Troms zone rate and the 2026 youth work-deduction trial are not modelled.',
    'Trygdeavgift 7.6% on wages with the NOK 99,650 lower limit and the 25% phase-in; no mandatory occupational pension contribution by the employee.',
  ],
  source: [
    {
      publisher: 'Finansdepartementet (Regjeringen)',
      title: 'Skattesatser 2026',
      url: 'https://www.regjeringen.no/no/tema/okonomi-og-budsjett/skatter-og-avgifter/skattesatser-2026/id3121978/',
      taxYear: '2026',
    },
    {
      publisher: 'Skatteetaten',
      title: 'Trinnskatt, personfradrag, minstefradrag og trygdeavgift 2026',
      url: 'https://www.skatteetaten.no/satser/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = NO_2026;
    const minimumDeduction = Math.min(gross * r.minimumDeductionRate, r.minimumDeductionMax);
    const ordinaryBase = Math.max(0, gross - minimumDeduction - r.personalAllowance);
    const ordinary = cents(ordinaryBase * r.ordinaryRate);
    const bracket = cents(progressiveTax(gross, r.bracketTax));
    const insurance = cents(
      gross <= r.insuranceFloor
        ? 0
        : Math.min(gross * r.insuranceRate, (gross - r.insuranceFloor) * r.insuranceTaperRate),
    );
    return {
      incomeTax: cents(ordinary + bracket),
      socialContributions: insurance,
      lines: [
        { label: 'Minimum standard deduction (minstefradrag)', amount: cents(minimumDeduction) },
        {
          label: 'Personal allowance (personfradrag)',
          amount: Math.min(r.personalAllowance, gross),
        },
        { label: 'Tax on ordinary income (22%)', amount: ordinary },
        { label: 'Bracket tax (trinnskatt)', amount: bracket },
        { label: 'National insurance contribution (trygdeavgift)', amount: insurance },
      ],
    };
  },
};
