import { cents } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Sweden 2025, employee under 66 at the start of the year, average municipal tax rate.
 *
 * Price base amount (PBB) 2025 SEK 58,800; income base amount (IBB) SEK 80,600.
 * Basic allowance (grundavdrag) on assessed earned income F, rounded up to SEK 100:
 *   F ≤ 0.99 PBB: 0.423 PBB; ≤ 2.72 PBB: 0.225 PBB + 0.2 F; ≤ 3.11 PBB: 0.77 PBB;
 *   ≤ 7.88 PBB: 0.77 PBB − 0.1 (F − 3.11 PBB); above: 0.293 PBB.
 * Taxable income T = F − grundavdrag. Municipal + regional tax at the 2025 national average 32.41%;
 * state tax 20% of T above SEK 625,800.
 * Earned-income tax credit (jobbskatteavdrag, 2025, no phase-out) = (base − grundavdrag) × 32.41%,
 * base: A ≤ 0.91 PBB: A; ≤ 3.24 PBB: 0.91 PBB + 38.74% (A − 0.91 PBB); ≤ 8.08 PBB: 1.813 PBB +
 * 25.1% (A − 3.24 PBB); above: 3.027 PBB; set only against the municipal tax.
 * General pension contribution 7% of pay up to 8.07 IBB (SEK 650,442), and a tax reduction of the
 * same amount against the remaining tax. (The exemption of pay below 0.423 PBB is not modelled.)
 */
export const SE_2025 = {
  pbb: 58_800,
  ibb: 80_600,
  municipalRate: 0.3241,
  stateThreshold: 625_800,
  stateRate: 0.2,
  pensionRate: 0.07,
  pensionCapIbb: 8.07,
} as const;

/** Grundavdrag (under 66) for assessed earned income `f`, rounded up to SEK 100. */
export function swedishBasicAllowance(f: number): number {
  const p = SE_2025.pbb;
  let g: number;
  if (f <= 0.99 * p) g = 0.423 * p;
  else if (f <= 2.72 * p) g = 0.225 * p + 0.2 * f;
  else if (f <= 3.11 * p) g = 0.77 * p;
  else if (f <= 7.88 * p) g = 0.77 * p - 0.1 * (f - 3.11 * p);
  else g = 0.293 * p;
  return Math.min(f, Math.ceil(Math.round(g * 100) / 10_000) * 100);
}

/** Jobbskatteavdrag 2025 (under 66) for work income `a` and grundavdrag `g`. */
export function swedishJobCredit(a: number, g: number): number {
  const p = SE_2025.pbb;
  let base: number;
  if (a <= 0.91 * p) base = a;
  else if (a <= 3.24 * p) base = 0.91 * p + 0.3874 * (a - 0.91 * p);
  else if (a <= 8.08 * p) base = 1.813 * p + 0.251 * (a - 3.24 * p);
  else base = 3.027 * p;
  return Math.max(0, base - g) * SE_2025.municipalRate;
}

export const se: CountryRules = {
  country: 'SE',
  currency: 'SEK',
  taxYear: '2025',
  notes: [
    'Tax year 2025. Municipal plus regional tax at the 2025 national average 32.41% (Stockholm about 30.5%, the highest municipalities over 35%); no church fee, burial fee or public-service fee.',
    'The general pension contribution (7%) is shown as a social contribution; an equal tax reduction offsets it against income tax, as the rules provide. Employer contributions are not deducted.',
    'Not modelled: the exemption from the pension contribution of annual pay below 0.423 PBB (SEK 24,872), which would make net pay drop at that point; it matters only for pay under about SEK 25,000 a year.',
    'Assessed income, taxable income and the pension contribution are not rounded to SEK 100 as in the assessment (grundavdrag is); differences are a few kronor.',
  ],
  source: [
    {
      publisher: 'Skatteverket',
      title:
        'Belopp och procentsatser för inkomstår 2025 (grundavdrag, jobbskatteavdrag, skiktgräns)',
      url: 'https://www.skatteverket.se/',
      taxYear: '2025',
    },
    {
      publisher: 'Statistikmyndigheten SCB',
      title: 'Kommunalskatterna 2025 (genomsnittlig skattesats 32.41%)',
      url: 'https://www.scb.se/',
      taxYear: '2025',
    },
  ],
  compute(gross) {
    const r = SE_2025;
    const allowance = swedishBasicAllowance(gross);
    const taxable = Math.max(0, gross - allowance);
    const municipal = taxable * r.municipalRate;
    const state = Math.max(0, taxable - r.stateThreshold) * r.stateRate;
    const jobCredit = Math.min(municipal, swedishJobCredit(gross, allowance));
    const pension = r.pensionRate * Math.min(gross, r.pensionCapIbb * r.ibb);
    const pensionCredit = Math.min(pension, municipal - jobCredit + state);
    const incomeTax = cents(municipal + state - jobCredit - pensionCredit);
    return {
      incomeTax,
      socialContributions: cents(pension),
      lines: [
        { label: 'Basic allowance (grundavdrag)', amount: allowance },
        { label: 'Municipal and regional tax (average 32.41%)', amount: cents(municipal) },
        { label: 'State income tax', amount: cents(state) },
        { label: 'Earned-income tax credit (jobbskatteavdrag)', amount: cents(jobCredit) },
        { label: 'Tax reduction for the pension contribution', amount: cents(pensionCredit) },
        { label: 'General pension contribution', amount: cents(pension) },
      ],
    };
  },
};
