import { cents } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Colombia 2026, employee on an ordinary salary (not salario integral), paid twelve equal months.
 *
 * Employee contributions on the monthly base (IBC = gross / 12), capped at 25 minimum wages
 * (SMMLV 2026 COP 1,750,905): pension 4%, health 4%, and the pension solidarity fund (Ley 100 de 1993
 * art. 27 as amended by Ley 797 de 2003): 1% of the whole IBC from 4 SMMLV, plus 0.2 points for each
 * SMMLV band from 16 to 20 (1.2% from 16, 1.4% from 17, 1.6% from 18, 1.8% from 19, 2% from 20).
 * These contributions are non-taxable income (ingresos no constitutivos de renta).
 *
 * Income tax (Estatuto Tributario art. 241, in UVT; UVT 2026 = COP 52,374) on the net labour income
 * after the 25% exempt labour income (art. 206-10), capped at 790 UVT a year:
 *   to 1,090 UVT nil; 19% to 1,700; 28% + 116 UVT to 4,100; 33% + 788 UVT to 8,670;
 *   35% + 2,296 UVT to 18,970; 37% + 5,901 UVT to 31,000; 39% + 10,352 UVT above.
 */
export const CO_2026 = {
  uvt: 52_374,
  smmlv: 1_750_905,
  ibcCapSmmlv: 25,
  pensionRate: 0.04,
  healthRate: 0.04,
  /** Solidarity fund rate by IBC in minimum wages (from this many SMMLV upwards). */
  solidarity: [
    { fromSmmlv: 20, rate: 0.02 },
    { fromSmmlv: 19, rate: 0.018 },
    { fromSmmlv: 18, rate: 0.016 },
    { fromSmmlv: 17, rate: 0.014 },
    { fromSmmlv: 16, rate: 0.012 },
    { fromSmmlv: 4, rate: 0.01 },
  ],
  exemptShare: 0.25,
  exemptCapUvt: 790,
  /** Art. 241: from (UVT), marginal rate, UVT already due at `from`. */
  table: [
    { from: 31_000, rate: 0.39, base: 10_352 },
    { from: 18_970, rate: 0.37, base: 5_901 },
    { from: 8_670, rate: 0.35, base: 2_296 },
    { from: 4_100, rate: 0.33, base: 788 },
    { from: 1_700, rate: 0.28, base: 116 },
    { from: 1_090, rate: 0.19, base: 0 },
  ],
} as const;

/** Art. 241 tax, in UVT, on a taxable income in UVT. */
export function colombiaTaxUvt(taxableUvt: number): number {
  const row = CO_2026.table.find((b) => taxableUvt > b.from);
  return row ? (taxableUvt - row.from) * row.rate + row.base : 0;
}

export const co: CountryRules = {
  country: 'CO',
  currency: 'COP',
  taxYear: '2026',
  notes: [
    'Ordinary salary paid in twelve equal months (not salario integral); the contribution base is the monthly salary, capped at 25 minimum wages (SMMLV 2026 COP 1,750,905).',
    'Pension 4%, health 4% and the pension solidarity fund under Ley 100/797 (1% from 4 SMMLV to 2% from 20); the fund switches on at 4 SMMLV, so net pay dips just above it, as the law does.',
    'Income tax from the art. 241 annual table (UVT 2026 COP 52,374) after the 25% exempt labour income (at most 790 UVT); no other deductions (dependants, prepaid health, housing interest, voluntary pension).',
  ],
  source: [
    {
      publisher: 'DIAN',
      title: 'Estatuto Tributario arts. 206, 241, 336; Resolución 000238 de 2025 (UVT 2026)',
      url: 'https://normograma.dian.gov.co/dian/compilacion/docs/estatuto_tributario.htm',
      taxYear: '2026',
    },
    {
      publisher: 'Ministerio del Trabajo',
      title: 'Salario mínimo 2026 (Decreto 1469 de 2025, Decreto 0159 de 2026)',
      url: 'https://www.mintrabajo.gov.co/',
      taxYear: '2026',
    },
    {
      publisher: 'Congreso de la República',
      title: 'Ley 100 de 1993 art. 20 y 27 (cotizaciones, Fondo de Solidaridad Pensional)',
      url: 'http://www.secretariasenado.gov.co/senado/basedoc/ley_0100_1993.html',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = CO_2026;
    const monthly = gross / 12;
    const ibc = Math.min(monthly, r.ibcCapSmmlv * r.smmlv);
    const inSmmlv = ibc / r.smmlv;
    const solidarityRate = r.solidarity.find((s) => inSmmlv >= s.fromSmmlv)?.rate ?? 0;
    const pension = cents(ibc * r.pensionRate * 12);
    const health = cents(ibc * r.healthRate * 12);
    const solidarity = cents(ibc * solidarityRate * 12);
    const social = cents(pension + health + solidarity);

    const netLabour = Math.max(0, gross - social);
    const exempt = Math.min(netLabour * r.exemptShare, r.exemptCapUvt * r.uvt);
    const taxable = netLabour - exempt;
    const incomeTax = cents(colombiaTaxUvt(taxable / r.uvt) * r.uvt);
    return {
      incomeTax,
      socialContributions: social,
      lines: [
        { label: 'Exempt labour income (25%)', amount: cents(exempt) },
        { label: 'Income tax (impuesto de renta)', amount: incomeTax },
        { label: 'Pension contribution', amount: pension },
        { label: 'Health contribution', amount: health },
        { label: 'Pension solidarity fund', amount: solidarity },
      ],
    };
  },
};
