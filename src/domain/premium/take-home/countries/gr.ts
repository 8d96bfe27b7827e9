import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Greece 2026, private-sector employee (EFKA), single, no dependent children, aged over 30.
 *
 * EFKA employee contributions 13.37% of pay up to the ceiling of €7,761.94 a month from 1 January
 * 2026 (Δ.15/Δ'/1865/2026); pay is taken as 14 equal instalments (12 months plus the Christmas,
 * Easter and holiday bonuses), so the annual ceiling is 14 × 7,761.94 = €108,667.16.
 * Taxable income = gross − EFKA contributions.
 * Income-tax scale from 2026 (Income Tax Code art. 15 as amended in 2025): 9% ≤ €10,000; 20%
 * ≤ €20,000; 26% ≤ €30,000; 34% ≤ €40,000; 39% ≤ €60,000; 44% above.
 * Employee tax reduction (art. 16), no children: €777, less €20 for every €1,000 of taxable
 * income above €12,000 (2%), never more than the tax.
 */
export const GR_2026 = {
  efkaRate: 0.1337,
  efkaMonthlyCeiling: 7_761.94,
  instalments: 14,
  scale: [
    { upTo: 10_000, rate: 0.09 },
    { upTo: 20_000, rate: 0.2 },
    { upTo: 30_000, rate: 0.26 },
    { upTo: 40_000, rate: 0.34 },
    { upTo: 60_000, rate: 0.39 },
    { upTo: null, rate: 0.44 },
  ],
  reductionMax: 777,
  reductionTaperFrom: 12_000,
  reductionTaper: 0.02,
} as const;

export const gr: CountryRules = {
  country: 'GR',
  currency: 'EUR',
  taxYear: '2026',
  notes: [
    'Scale of the 2026 reform for a taxpayer over 30 with no children (lower rates for under-30s and parents are not modelled).',
    'EFKA employee rate 13.37% (main pension, health, unemployment, supplementary pension and lump-sum funds together; the rate since 1 January 2025; the next announced cut is for 2027), capped at the 2026 monthly ceiling over 14 instalments.',
    'No solidarity contribution (abolished for employees); presumptive-living-expense rules (τεκμήρια) not modelled.',
  ],
  source: [
    {
      publisher: 'Independent Authority for Public Revenue (AADE)',
      title: 'Income Tax Code (ν. 4172/2013) arts. 15–16, as amended for 2026',
      url: 'https://www.aade.gr/',
      taxYear: '2026',
    },
    {
      publisher: 'Ministry of Labour and Social Security / e-EFKA',
      title:
        'Δ.15/Δ\u2019/1865/2026, ΦΕΚ Β\u2019 318/29.01.2026: insurable-earnings ceiling from 1.1.2026',
      url: 'https://www.efka.gov.gr/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = GR_2026;
    const ceiling = r.efkaMonthlyCeiling * r.instalments;
    const efka = cents(Math.min(gross, ceiling) * r.efkaRate);
    const taxable = Math.max(0, gross - efka);
    const scaleTax = progressiveTax(taxable, r.scale);
    const reduction = Math.min(
      scaleTax,
      Math.max(0, r.reductionMax - r.reductionTaper * Math.max(0, taxable - r.reductionTaperFrom)),
    );
    const tax = cents(scaleTax - reduction);
    return {
      incomeTax: tax,
      socialContributions: efka,
      lines: [
        { label: 'Employee tax reduction', amount: cents(reduction) },
        { label: 'Income tax', amount: tax },
        { label: 'EFKA contributions', amount: efka },
      ],
    };
  },
};
