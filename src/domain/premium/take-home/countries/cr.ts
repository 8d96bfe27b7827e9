import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Costa Rica 2026, salaried employee (impuesto único sobre las rentas del trabajo dependiente).
 *
 * Salary tax (Ley 7092 art. 33, brackets of Decreto Ejecutivo 45333-H for 2026), monthly on the gross
 * salary: exempt to CRC 918,000; 10% to 1,347,000; 15% to 2,364,000; 20% to 4,727,000; 25% above.
 * CCSS employee charges 2026, on the gross salary without a ceiling: health and maternity (SEM) 5.50%,
 * invalidity, old age and death (IVM) 4.33% (up from 4.17% on 1 January 2026), Banco Popular (Ley de
 * Protección al Trabajador) 1% — 10.83% in all.
 * The annual gross is twelve equal monthly salaries; the aguinaldo (13th month), which is free of salary
 * tax and CCSS charges, is not part of it.
 */
export const CR_2026 = {
  monthlyBrackets: [
    { upTo: 918_000, rate: 0 },
    { upTo: 1_347_000, rate: 0.1 },
    { upTo: 2_364_000, rate: 0.15 },
    { upTo: 4_727_000, rate: 0.2 },
    { upTo: null, rate: 0.25 },
  ],
  semRate: 0.055,
  ivmRate: 0.0433,
  bancoPopularRate: 0.01,
} as const;

export const cr: CountryRules = {
  country: 'CR',
  currency: 'CRC',
  taxYear: '2026',
  notes: [
    'Salaried employee paid twelve equal monthly salaries; the tax-free aguinaldo (13th month) is not included in the gross.',
    'Salary tax on the 2026 monthly brackets (exempt to ₡918,000); no family tax credits (single, no children).',
    'CCSS employee charges 10.83% (SEM 5.50%, IVM 4.33%, Banco Popular 1%) with no ceiling.',
  ],
  source: [
    {
      publisher: 'Ministerio de Hacienda',
      title: 'Decreto Ejecutivo 45333-H: tramos del impuesto al salario 2026',
      url: 'https://www.hacienda.go.cr/',
      taxYear: '2026',
    },
    {
      publisher: 'Caja Costarricense de Seguro Social',
      title: 'Cuotas obrero-patronales 2026 (IVM 4,33% del trabajador)',
      url: 'https://www.ccss.sa.cr/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = CR_2026;
    const monthly = gross / 12;
    const incomeTax = cents(progressiveTax(monthly, r.monthlyBrackets) * 12);
    const sem = cents(gross * r.semRate);
    const ivm = cents(gross * r.ivmRate);
    const bp = cents(gross * r.bancoPopularRate);
    return {
      incomeTax,
      socialContributions: cents(sem + ivm + bp),
      lines: [
        { label: 'Salary tax (impuesto al salario)', amount: incomeTax },
        { label: 'CCSS health and maternity (SEM)', amount: sem },
        { label: 'CCSS pensions (IVM)', amount: ivm },
        { label: 'Banco Popular (worker protection)', amount: bp },
      ],
    };
  },
};
