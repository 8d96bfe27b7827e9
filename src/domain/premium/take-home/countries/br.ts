import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Brazil 2026, CLT employee, worked on the monthly payroll rules and annualised over 13⅓ payments:
 * twelve monthly salaries, the 13th salary and the one-third holiday bonus, each taken as one
 * monthly salary's worth (so a monthly salary is gross × 3/40).
 *
 * INSS employee contribution 2026 (Portaria Interministerial MPS/MF, minimum wage R$1,621),
 * progressive by slice: 7.5% to R$1,621.00; 9% to R$2,902.84; 12% to R$4,354.27; 14% to R$8,475.55
 * (the ceiling; at most R$988.09 a month).
 *
 * IRPF monthly withholding: tax base = salary − the larger of the INSS contribution and the
 * simplified monthly discount R$607.20; table (in force since May 2025): nil to R$2,428.80; 7.5% −
 * R$182.16 to R$2,826.65; 15% − R$394.16 to R$3,751.05; 22.5% − R$675.49 to R$4,664.68; 27.5% −
 * R$908.73 above. Then the 2026 reduction of Lei 15.270/2025 on the month's taxable income: up to
 * R$312.89 (so tax is nil) for income up to R$5,000; R$978.62 − 0.133145 × income between R$5,000.01
 * and R$7,350; nil above. Monthly amounts are rounded to cents before annualising.
 */
export const BR_2026 = {
  paymentsPerYear: 40 / 3,
  inss: [
    { upTo: 1_621, rate: 0.075 },
    { upTo: 2_902.84, rate: 0.09 },
    { upTo: 4_354.27, rate: 0.12 },
    { upTo: 8_475.55, rate: 0.14 },
    { upTo: null, rate: 0 },
  ],
  simplifiedDiscount: 607.2,
  irTable: [
    { upTo: 2_428.8, rate: 0, less: 0 },
    { upTo: 2_826.65, rate: 0.075, less: 182.16 },
    { upTo: 3_751.05, rate: 0.15, less: 394.16 },
    { upTo: 4_664.68, rate: 0.225, less: 675.49 },
    { upTo: Infinity, rate: 0.275, less: 908.73 },
  ],
  reductionFullUpTo: 5_000,
  reductionMax: 312.89,
  reductionPhaseOutTo: 7_350,
  reductionConstant: 978.62,
  reductionSlope: 0.133145,
} as const;

/** Monthly IRRF on a monthly salary after INSS, with the 2026 reduction. */
export function brazilMonthlyIncomeTax(salary: number, inss: number): number {
  const r = BR_2026;
  const base = Math.max(0, salary - Math.max(inss, r.simplifiedDiscount));
  const row = r.irTable.find((b) => base <= b.upTo)!;
  const tax = cents(Math.max(0, base * row.rate - row.less));
  let reduction = 0;
  if (salary <= r.reductionFullUpTo) reduction = r.reductionMax;
  else if (salary <= r.reductionPhaseOutTo)
    reduction = Math.max(0, r.reductionConstant - r.reductionSlope * salary);
  return cents(Math.max(0, tax - cents(reduction)));
}

export const br: CountryRules = {
  country: 'BR',
  currency: 'BRL',
  taxYear: '2026',
  notes: [
    'CLT employee; the annual gross is spread over 13⅓ monthly payments (12 salaries, the 13th salary and the one-third holiday bonus), each taxed by the monthly rules; the annual return’s adjustment is not modelled.',
    'IRPF 2026 monthly table with the Lei 15.270/2025 reduction (no tax on monthly pay up to R$5,000, phased out by R$7,350); simplified monthly discount R$607.20 where it beats the INSS deduction; no dependants.',
    'INSS 2026 progressive rates with the R$8,475.55 ceiling; FGTS (8%) is paid by the employer and not deducted.',
  ],
  source: [
    {
      publisher: 'Receita Federal do Brasil',
      title: 'Tabelas de incidência mensal 2026 e redução da Lei nº 15.270/2025',
      url: 'https://www.gov.br/receitafederal/pt-br/assuntos/meu-imposto-de-renda/tabelas/2026',
      taxYear: '2026',
    },
    {
      publisher: 'Ministério da Previdência Social',
      title: 'Tabela de contribuição mensal do segurado empregado 2026',
      url: 'https://www.gov.br/inss/pt-br/direitos-e-deveres/inscricao-e-contribuicao/tabela-de-contribuicao-mensal',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = BR_2026;
    const salary = gross / r.paymentsPerYear;
    const inssMonthly = cents(progressiveTax(salary, r.inss));
    const taxMonthly = brazilMonthlyIncomeTax(salary, inssMonthly);
    const inss = cents(inssMonthly * r.paymentsPerYear);
    const incomeTax = cents(taxMonthly * r.paymentsPerYear);
    return {
      incomeTax,
      socialContributions: inss,
      lines: [
        { label: 'IRPF (income tax withheld)', amount: incomeTax },
        { label: 'INSS', amount: inss },
      ],
    };
  },
};
