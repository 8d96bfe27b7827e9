import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Belgium, income 2025 (assessment year 2026), private-sector employee, single, no dependants.
 *
 * Employee social security 13.07% of gross pay, no ceiling.
 * Net pay = gross − social security; flat professional expenses 30% of it, at most €5,930.
 * Taxable income = net pay − flat expenses.
 * Tax scale (federal and regional together, which for the regions' surcharges at their standard
 * rates gives the federal scale): 25% ≤ €16,320; 40% ≤ €28,800; 45% ≤ €49,840; 50% above; less
 * the tax on the tax-free sum €10,910 at 25% (€2,727.50); never below zero.
 * Municipal surcharge 7% of that tax (assumed; municipalities set 0%–9%).
 * Special social security contribution (BBSZ) on taxable income, single: nil ≤ €18,592.01; 9% of
 * the excess up to €21,070.96; €223.10 + 1.3% of the excess over €21,070.96 up to €60,161.85;
 * €731.28 above.
 */
export const BE_2025 = {
  ssRate: 0.1307,
  expenseRate: 0.3,
  expenseMax: 5_930,
  scale: [
    { upTo: 16_320, rate: 0.25 },
    { upTo: 28_800, rate: 0.4 },
    { upTo: 49_840, rate: 0.45 },
    { upTo: null, rate: 0.5 },
  ],
  taxFreeSum: 10_910,
  taxFreeRate: 0.25,
  municipalRate: 0.07,
} as const;

/** Bijzondere bijdrage sociale zekerheid for a single person's taxable income `y`. */
export function belgianSpecialContribution(y: number): number {
  if (y <= 18_592.01) return 0;
  if (y <= 21_070.96) return 0.09 * (y - 18_592.01);
  if (y <= 60_161.85) return 223.1 + 0.013 * (y - 21_070.96);
  return 731.28;
}

export const be: CountryRules = {
  country: 'BE',
  currency: 'EUR',
  taxYear: '2025 (AJ 2026)',
  notes: [
    'Income year 2025 (assessment year 2026); the 2026 reform steps (higher tax-free sum from assessment year 2027) are not applied.',
    'Municipal surcharge assumed at 7% (municipalities set between 0% and 9%); regional surcharges taken at the rate that reproduces the federal scale (Flanders, Wallonia and Brussels differ slightly).',
    'Not modelled: the work bonus (werkbonus / bonus à l’emploi) that lowers social security and tax on monthly pay below about €3,100 — net pay of low earners is understated — and meal vouchers, company cars or other benefits.',
  ],
  source: [
    {
      publisher: 'FOD Financiën / SPF Finances',
      title:
        'Personenbelasting aanslagjaar 2026: tarieven, belastingvrije som, forfaitaire beroepskosten',
      url: 'https://financien.belgium.be/',
      taxYear: '2025 (AJ 2026)',
    },
    {
      publisher: 'Rijksdienst voor Sociale Zekerheid (socialsecurity.be)',
      title: 'Werknemersbijdrage 13,07%; bijzondere bijdrage voor de sociale zekerheid',
      url: 'https://www.socialsecurity.be/',
      taxYear: '2025',
    },
  ],
  compute(gross) {
    const r = BE_2025;
    const ss = cents(gross * r.ssRate);
    const net = Math.max(0, gross - ss);
    const expenses = Math.min(net * r.expenseRate, r.expenseMax);
    const taxable = net - expenses;
    const scaleTax = progressiveTax(taxable, r.scale);
    const taxFreeValue = Math.min(taxable, r.taxFreeSum) * r.taxFreeRate;
    const state = cents(Math.max(0, scaleTax - taxFreeValue));
    const municipal = cents(state * r.municipalRate);
    const special = cents(belgianSpecialContribution(taxable));
    return {
      incomeTax: cents(state + municipal),
      socialContributions: cents(ss + special),
      lines: [
        { label: 'Flat professional expenses', amount: cents(expenses) },
        { label: 'Income tax (federal and regional)', amount: state },
        { label: 'Municipal surcharge (7%)', amount: municipal },
        { label: 'Social security (13.07%)', amount: ss },
        { label: 'Special social security contribution', amount: special },
      ],
    };
  },
};
