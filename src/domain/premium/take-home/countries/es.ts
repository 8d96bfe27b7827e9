import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Spain 2025 (IRPF, Ley 35/2006), common-regime regions (not Basque Country or Navarre), annual
 * return (declaración) of a single employee under 65 with no other income.
 *
 * Employee social security 2025 (Régimen General, permanent contract): common contingencies 4.70%,
 * unemployment 1.55%, vocational training 0.10%, intergenerational equity mechanism (MEI) 0.13%
 * = 6.48% of pay up to the maximum contribution base €4,909.50 a month (€58,914 a year).
 *
 * Net earned income = gross − social security (art. 19.2 a). The earned-income reduction (art. 20,
 * as amended by RDL 4/2024) on that net income: ≤ €14,852: €7,302; ≤ €17,673.52: €7,302 − 1.75 ×
 * (net − 14,852); ≤ €19,747.50: €2,364.34 − 1.14 × (net − 17,673.52); above: 0. Then the flat
 * "other expenses" €2,000 (art. 19.2 f). Neither may take the income below zero.
 *
 * Tax: the state general scale (art. 63) and a regional scale, each applied to the taxable base
 * minus the same scale applied to the personal minimum €5,550 (art. 57). The regional part uses
 * the state scale's rates (the combined general scale 19–47%); each region sets its own scale
 * (Madrid's is lower, Catalonia's and Valencia's higher) — the region is not modelled.
 */
export const ES_2025 = {
  ssRate: 0.047 + 0.0155 + 0.001 + 0.0013,
  ssMaxBase: 4_909.5 * 12,
  otherExpenses: 2_000,
  personalMinimum: 5_550,
  stateScale: [
    { upTo: 12_450, rate: 0.095 },
    { upTo: 20_200, rate: 0.12 },
    { upTo: 35_200, rate: 0.15 },
    { upTo: 60_000, rate: 0.185 },
    { upTo: 300_000, rate: 0.225 },
    { upTo: null, rate: 0.245 },
  ],
} as const;

/** Art. 20 LIRPF reduction for earned income, on net earned income (gross less social security). */
export function spanishEarnedIncomeReduction(net: number): number {
  if (net <= 14_852) return 7_302;
  if (net <= 17_673.52) return 7_302 - 1.75 * (net - 14_852);
  if (net <= 19_747.5) return 2_364.34 - 1.14 * (net - 17_673.52);
  return 0;
}

export const es: CountryRules = {
  country: 'ES',
  currency: 'EUR',
  taxYear: '2025',
  notes: [
    'Tax year 2025 (the 2026 scales were not confirmed when keyed). Common-regime regions; the regional half of the tax uses the state scale’s rates (combined general scale 19%–47%), not a particular region’s scale — Madrid’s is lower, Catalonia’s higher.',
    'Permanent contract (unemployment 1.55%); social security capped at the 2025 maximum base €58,914 a year; the 2025 solidarity contribution on pay above the maximum base (employee share about 0.15%–0.19%) is not modelled.',
    'Not modelled: the 2025 deduction for minimum-wage earners (art. 80 bis, up to €340 for gross pay near the minimum wage), regional deductions, and the personal minimum’s regional variants.',
  ],
  source: [
    {
      publisher: 'Agencia Tributaria',
      title:
        'Manual práctico de Renta 2025: escala general estatal, reducción por rendimientos del trabajo, mínimo personal',
      url: 'https://sede.agenciatributaria.gob.es/',
      taxYear: '2025',
    },
    {
      publisher: 'Seguridad Social',
      title: 'Bases y tipos de cotización 2025',
      url: 'https://www.seg-social.es/',
      taxYear: '2025',
    },
  ],
  compute(gross) {
    const r = ES_2025;
    const ss = cents(bandedRate(gross, r.ssRate, 0, r.ssMaxBase));
    const net = Math.max(0, gross - ss);
    const reduction = Math.min(net, spanishEarnedIncomeReduction(net));
    const expenses = Math.min(net - reduction, r.otherExpenses);
    const base = net - reduction - expenses;
    const minimum = Math.min(base, r.personalMinimum);
    const statePart = progressiveTax(base, r.stateScale) - progressiveTax(minimum, r.stateScale);
    const state = cents(statePart);
    const regional = cents(statePart);
    return {
      incomeTax: cents(state + regional),
      socialContributions: ss,
      lines: [
        { label: 'Earned-income reduction (art. 20)', amount: cents(reduction) },
        { label: 'Other expenses (flat)', amount: cents(expenses) },
        { label: 'Personal minimum', amount: cents(minimum) },
        { label: 'Income tax, state part', amount: state },
        { label: 'Income tax, regional part (state-scale rates)', amount: regional },
        { label: 'Social security (incl. MEI)', amount: ss },
      ],
    };
  },
};
