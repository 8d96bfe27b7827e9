import { bandedRate, cents } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Mexico 2026, salaried employee (sueldos y salarios).
 *
 * ISR: the 2026 annual tariff (LISR art. 152, updated in Anexo 8 of the RMF 2026), which is twelve
 * times the monthly withholding tariff of art. 96, applied to the whole gross as taxable (no personal
 * deductions, no exempt part of the Christmas bonus or holiday premium):
 *   lower limit → fixed fee + rate on the excess over the lower limit.
 * Not modelled: the subsidio para el empleo (decree of 31 December 2025: 15.02% of the monthly UMA,
 * 535.65 a month, credited against ISR for monthly pay up to 11,492.66). It stops abruptly at that
 * pay, so net pay would fall by about 6,400 a year just above it, which the engine's rule that net pay
 * never falls as gross rises does not allow; net pay below about 11,500 a month is therefore
 * understated by up to 535.65 a month.
 *
 * IMSS employee quotas (Ley del Seguro Social arts. 25, 106, 107, 147, 168), on the daily base wage
 * (SBC) capped at 25 UMA (UMA 2026 = 117.31 a day, from February): sickness and maternity in cash
 * 0.25%, medical care for pensioners 0.375%, disability and life 0.625%, old-age and severance 1.125%,
 * plus 0.40% on the part of the SBC above 3 UMA. The SBC is approximated by gross / 365 (the
 * integration factor for the Christmas bonus and holiday premium is ignored). Infonavit is
 * employer-only.
 */
export const MX_2026 = {
  annualTariff: [
    { from: 0.01, fixed: 0, rate: 0.0192 },
    { from: 10_135.12, fixed: 194.59, rate: 0.064 },
    { from: 86_022.12, fixed: 5_051.37, rate: 0.1088 },
    { from: 151_176.2, fixed: 12_140.13, rate: 0.16 },
    { from: 175_735.67, fixed: 16_069.64, rate: 0.1792 },
    { from: 210_403.7, fixed: 22_282.14, rate: 0.2136 },
    { from: 424_353.98, fixed: 67_981.92, rate: 0.2352 },
    { from: 668_840.15, fixed: 125_485.07, rate: 0.3 },
    { from: 1_276_925.99, fixed: 307_910.81, rate: 0.32 },
    { from: 1_702_567.98, fixed: 444_116.23, rate: 0.34 },
    { from: 5_107_703.93, fixed: 1_601_862.46, rate: 0.35 },
  ],
  umaDaily: 117.31,
  imssCeilingUma: 25,
  imssExcessFromUma: 3,
  imssFlatRate: 0.0025 + 0.00375 + 0.00625 + 0.01125,
  imssExcessRate: 0.004,
} as const;

/** ISR: fixed fee of the band plus its rate on the excess over its lower limit. */
export function mexicoAnnualIsr(taxable: number): number {
  let row: { from: number; fixed: number; rate: number } | undefined;
  for (const r of MX_2026.annualTariff) if (taxable >= r.from) row = r;
  return row ? row.fixed + (taxable - row.from) * row.rate : 0;
}

export const mx: CountryRules = {
  country: 'MX',
  currency: 'MXN',
  taxYear: '2026',
  notes: [
    'ISR from the 2026 annual tariff on the whole gross (twelve equal monthly salaries); exempt parts of the aguinaldo and holiday premium and the annual return’s personal deductions are not modelled.',
    'Subsidio para el empleo not modelled (535.65 a month off ISR for monthly pay up to 11,492.66, ending abruptly above it): net pay below that is understated by up to that amount.',
    'IMSS employee share approximated on a base wage of gross ÷ 365, capped at 25 UMA (117.31 a day); employer-only Infonavit and retirement (SAR) quotas are not deducted.',
  ],
  source: [
    {
      publisher: 'Servicio de Administración Tributaria',
      title: 'Anexo 8 de la Resolución Miscelánea Fiscal para 2026 (tarifas ISR)',
      url: 'https://www.sat.gob.mx/normatividad/resolucion-miscelanea-fiscal',
      taxYear: '2026',
    },
    {
      publisher: 'INEGI',
      title: 'Unidad de Medida y Actualización (UMA) 2026',
      url: 'https://www.inegi.org.mx/temas/uma/',
      taxYear: '2026',
    },
    {
      publisher: 'Instituto Mexicano del Seguro Social',
      title: 'Ley del Seguro Social: cuotas obrero-patronales',
      url: 'https://www.imss.gob.mx/patrones/cuotas-obrero-patronales',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = MX_2026;
    const incomeTax = cents(mexicoAnnualIsr(gross));

    const ceiling = r.imssCeilingUma * r.umaDaily * 365;
    const excessFrom = r.imssExcessFromUma * r.umaDaily * 365;
    const imss = cents(
      bandedRate(gross, r.imssFlatRate, 0, ceiling) +
        bandedRate(gross, r.imssExcessRate, excessFrom, ceiling),
    );
    return {
      incomeTax,
      socialContributions: imss,
      lines: [
        { label: 'ISR', amount: incomeTax },
        { label: 'IMSS employee quotas', amount: imss },
      ],
    };
  },
};
