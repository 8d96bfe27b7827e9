import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Italy 2026, private-sector employee (lavoro dipendente), single, no dependants, first insured
 * after 1995 (so the INPS ceiling applies).
 *
 * INPS employee pension contribution 9.19% of pay up to the annual ceiling €122,295, plus 1% on
 * the pay above the first pensionable band €56,224 (INPS circolare 6/2026).
 * Taxable income R = gross − INPS.
 * IRPEF 2026 (art. 11 TUIR, L. 199/2025): 23% ≤ 28,000; 33% ≤ 50,000; 43% above.
 * Employment credit (art. 13 TUIR): R ≤ 15,000: €1,955; ≤ 28,000: 1,910 + 1,190 × (28,000 − R)/
 * 13,000; ≤ 50,000: 1,910 × (50,000 − R)/22,000; above: 0; plus €65 when 25,000 < R ≤ 35,000.
 * Tax-wedge credit (L. 207/2024 art. 1 c. 6, from 2025): €1,000 for 20,000 < R ≤ 32,000, then
 * 1,000 × (40,000 − R)/8,000 up to 40,000.
 * Regional surcharge at the statutory base rate 1.23% of R, due only when net IRPEF is due.
 */
export const IT_2026 = {
  inpsRate: 0.0919,
  inpsExtraRate: 0.01,
  inpsExtraFrom: 56_224,
  inpsCeiling: 122_295,
  scale: [
    { upTo: 28_000, rate: 0.23 },
    { upTo: 50_000, rate: 0.33 },
    { upTo: null, rate: 0.43 },
  ],
  regionalRate: 0.0123,
} as const;

/** Art. 13 TUIR employment credit (full-year contract) for taxable income `r`. */
export function italianEmploymentCredit(r: number): number {
  let credit: number;
  if (r <= 15_000) credit = 1_955;
  else if (r <= 28_000) credit = 1_910 + (1_190 * (28_000 - r)) / 13_000;
  else if (r <= 50_000) credit = (1_910 * (50_000 - r)) / 22_000;
  else credit = 0;
  if (r > 25_000 && r <= 35_000) credit += 65;
  return credit;
}

/** L. 207/2024 tax-wedge credit for incomes above €20,000. */
export function italianWedgeCredit(r: number): number {
  if (r <= 20_000 || r > 40_000) return 0;
  if (r <= 32_000) return 1_000;
  return (1_000 * (40_000 - r)) / 8_000;
}

export const it: CountryRules = {
  country: 'IT',
  currency: 'EUR',
  taxYear: '2026',
  notes: [
    'Regional surcharge at the statutory base rate 1.23% (D.Lgs. 446/1997); regions may add up to 2.1 points (Lazio, for Rome, does) and municipalities up to 0.8–0.9% — neither is modelled, so net pay in Rome or Milan is somewhat lower.',
    'Not modelled: the tax-free sum for employment income up to €20,000 (4.8%–7.1% of pay, L. 207/2024) and the trattamento integrativo (up to €1,200), both paid on top of net pay, so net pay up to about €20,000 is understated; the recapture of the 2026 rate cut above €200,000 of income.',
    'INPS 9.19% (pension, IVS) only; sector extras such as the employee’s 0.30% CIGS share in larger industrial firms are not modelled. First insured after 1995, so the contribution ceiling applies.',
  ],
  source: [
    {
      publisher: 'Agenzia delle Entrate',
      title: 'IRPEF: aliquote e detrazioni (TUIR artt. 11, 13; L. 199/2025; L. 207/2024 c. 4–9)',
      url: 'https://www.agenziaentrate.gov.it/',
      taxYear: '2026',
    },
    {
      publisher: 'INPS',
      title: 'Circolare n. 6 del 30 gennaio 2026: minimali e massimali 2026',
      url: 'https://www.inps.it/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = IT_2026;
    const insured = Math.min(gross, r.inpsCeiling);
    const inps = cents(
      insured * r.inpsRate + bandedRate(insured, r.inpsExtraRate, r.inpsExtraFrom),
    );
    const taxable = Math.max(0, gross - inps);
    const grossIrpef = progressiveTax(taxable, r.scale);
    const credits = italianEmploymentCredit(taxable) + italianWedgeCredit(taxable);
    const irpef = cents(Math.max(0, grossIrpef - credits));
    const regional = irpef > 0 ? cents(taxable * r.regionalRate) : 0;
    return {
      incomeTax: cents(irpef + regional),
      socialContributions: inps,
      lines: [
        { label: 'Employment and tax-wedge credits', amount: cents(Math.min(credits, grossIrpef)) },
        { label: 'Income tax (IRPEF, net of credits)', amount: irpef },
        { label: 'Regional surcharge (base rate 1.23%)', amount: regional },
        { label: 'Pension contribution (INPS)', amount: inps },
      ],
    };
  },
};
