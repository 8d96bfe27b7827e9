import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * France 2025, private-sector employee (non-cadre), single, one tax share (1 part).
 *
 * Employee social contributions, 2025 standard rates (PASS, the social security ceiling, €47,100):
 *   old-age pension capped 6.90% up to 1 PASS; uncapped 0.40% on all pay;
 *   AGIRC-ARRCO supplementary pension 3.15% up to 1 PASS, 8.64% from 1 to 8 PASS;
 *   CEG 0.86% up to 1 PASS, 1.08% from 1 to 8 PASS; CET 0.14% up to 8 PASS when pay exceeds 1 PASS;
 *   no employee unemployment or health contribution (Alsace-Moselle differs).
 * CSG 9.2% (6.8% deductible from taxable income) and CRDS 0.5% on 98.25% of pay up to 4 PASS and
 * on 100% above.
 * Taxable salary = gross − social contributions − deductible CSG; then the 10% professional expense
 * deduction (at least €504, at most €14,426). Income tax on that, one share, with the barème of the
 * Loi de finances 2025: 0% ≤ 11,497; 11% ≤ 29,315; 30% ≤ 83,823; 41% ≤ 180,294; 45% above;
 * décote for a single person: €889 − 45.25% of the tax, when positive.
 * Exceptional contribution on high incomes (CEHR): 3% of the reference income between €250,000 and
 * €500,000, 4% above (single).
 */
export const FR_2025 = {
  pass: 47_100,
  pensionCapped: 0.069,
  pensionUncapped: 0.004,
  agircT1: 0.0315,
  agircT2: 0.0864,
  cegT1: 0.0086,
  cegT2: 0.0108,
  cet: 0.0014,
  csgDeductible: 0.068,
  csgNonDeductible: 0.024,
  crds: 0.005,
  csgBaseShare: 0.9825,
  expenseRate: 0.1,
  expenseMin: 504,
  expenseMax: 14_426,
  scale: [
    { upTo: 11_497, rate: 0 },
    { upTo: 29_315, rate: 0.11 },
    { upTo: 83_823, rate: 0.3 },
    { upTo: 180_294, rate: 0.41 },
    { upTo: null, rate: 0.45 },
  ],
  decoteBase: 889,
  decoteRate: 0.4525,
  cehrLowFrom: 250_000,
  cehrHighFrom: 500_000,
  cehrLowRate: 0.03,
  cehrHighRate: 0.04,
} as const;

export const fr: CountryRules = {
  country: 'FR',
  currency: 'EUR',
  taxYear: '2025',
  notes: [
    'Income tax with the barème of the Loi de finances 2025 (used for withholding in 2025); the indexation of the 2026 finance law is not applied. One tax share (single, no children).',
    'Employee contributions approximated by the standard private-sector rates for a non-cadre employee (2025, PASS €47,100): no APEC, no employer health-plan (mutuelle) or provident-fund share, no Alsace-Moselle health surcharge.',
    'CSG/CRDS on 98.25% of pay up to 4 PASS; the non-deductible CSG (2.4%) and CRDS stay in taxable income. The differential contribution on high incomes (CDHR) does not bind on salaries and is not modelled.',
  ],
  source: [
    {
      publisher: 'Direction générale des Finances publiques (impots.gouv.fr)',
      title: 'Barème de l’impôt sur le revenu, déduction de 10 %, décote (Loi de finances 2025)',
      url: 'https://www.impots.gouv.fr/',
      taxYear: '2025',
    },
    {
      publisher: 'URSSAF',
      title: 'Taux de cotisations salariés du secteur privé; plafond de la Sécurité sociale 2025',
      url: 'https://www.urssaf.fr/accueil/outils-documentation/taux-baremes/taux-cotisations-secteur-prive.html',
      taxYear: '2025',
    },
    {
      publisher: 'AGIRC-ARRCO',
      title: 'Taux de cotisation de retraite complémentaire 2025',
      url: 'https://www.agirc-arrco.fr/',
      taxYear: '2025',
    },
  ],
  compute(gross) {
    const r = FR_2025;
    const p = r.pass;
    const pension = bandedRate(gross, r.pensionCapped, 0, p) + bandedRate(gross, r.pensionUncapped);
    const supplementary =
      bandedRate(gross, r.agircT1 + r.cegT1, 0, p) +
      bandedRate(gross, r.agircT2 + r.cegT2, p, 8 * p) +
      (gross > p ? bandedRate(gross, r.cet, 0, 8 * p) : 0);
    const contributions = cents(pension + supplementary);
    const csgBase = r.csgBaseShare * Math.min(gross, 4 * p) + Math.max(0, gross - 4 * p);
    const csgDeductible = cents(csgBase * r.csgDeductible);
    const csgOther = cents(csgBase * (r.csgNonDeductible + r.crds));
    const taxableSalary = Math.max(0, gross - contributions - csgDeductible);
    const expenses = Math.min(
      taxableSalary,
      Math.max(r.expenseMin, Math.min(r.expenseMax, taxableSalary * r.expenseRate)),
    );
    const income = taxableSalary - expenses;
    const scaleTax = progressiveTax(income, r.scale);
    const decote = Math.min(scaleTax, Math.max(0, r.decoteBase - r.decoteRate * scaleTax));
    const incomeTax = cents(scaleTax - decote);
    const cehr = cents(
      bandedRate(income, r.cehrLowRate, r.cehrLowFrom, r.cehrHighFrom) +
        bandedRate(income, r.cehrHighRate, r.cehrHighFrom),
    );
    return {
      incomeTax: cents(incomeTax + cehr),
      socialContributions: cents(contributions + csgDeductible + csgOther),
      lines: [
        { label: 'Professional expense deduction (10%)', amount: cents(expenses) },
        { label: 'Income tax (impôt sur le revenu, after décote)', amount: incomeTax },
        { label: 'Exceptional contribution on high incomes (CEHR)', amount: cehr },
        { label: 'Pension and supplementary pension contributions', amount: contributions },
        { label: 'CSG (deductible part)', amount: csgDeductible },
        { label: 'CSG (non-deductible part) and CRDS', amount: csgOther },
      ],
    };
  },
};
