import { bandedRate, cents } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Germany 2026, annual assessment (Veranlagung) of a single employee, tax class I, no church tax,
 * childless, statutory health insurance at the average additional contribution.
 *
 * Social contributions (employee halves, 2026 ceilings BBG RV/AV €101,400, KV/PV €69,750):
 * pension 9.3%, unemployment 1.3%, health 7.3% + half the average additional rate 2.9% = 8.75%,
 * long-term care 1.8% + 0.6% childless surcharge = 2.4% (Saxony differs, not modelled).
 *
 * Taxable income (zvE) = gross − Arbeitnehmer-Pauschbetrag €1,230 − Sonderausgaben-Pauschbetrag €36
 * − pension contribution (deductible in full since 2023) − other Vorsorgeaufwendungen, which are
 * the larger of (a) all health, care and unemployment contributions up to €1,900 and (b) the basic
 * health cover (health contribution less 4% for the sick-pay entitlement) plus care (§10(4) EStG).
 *
 * Income tax: §32a(1) EStG 2026 on zvE rounded down to the euro, result rounded down to the euro:
 *   zvE ≤ 12,348: 0
 *   ≤ 17,799: (914.51·y + 1,400)·y, y = (zvE − 12,348)/10,000
 *   ≤ 69,878: (173.10·z + 2,397)·z + 1,034.87, z = (zvE − 17,799)/10,000
 *   ≤ 277,825: 0.42·zvE − 11,135.63
 *   above: 0.45·zvE − 19,470.38
 * Solidarity surcharge: 5.5% of income tax, nil up to €20,350 of tax, and in the phase-in zone at
 * most 11.9% of the tax above €20,350 (SolZG §3, §4).
 */
export const DE_2026 = {
  pensionUnemploymentCeiling: 101_400,
  healthCareCeiling: 69_750,
  pensionRate: 0.093,
  unemploymentRate: 0.013,
  healthRate: 0.073 + 0.0145,
  careRate: 0.018 + 0.006,
  employeeAllowance: 1_230,
  specialExpensesAllowance: 36,
  otherProvisionCap: 1_900,
  sickPayReduction: 0.04,
  soliExemptTax: 20_350,
  soliRate: 0.055,
  soliPhaseInRate: 0.119,
} as const;

/** §32a(1) EStG 2026 tariff: income tax in whole euros for a taxable income in euros. */
export function germanIncomeTax2026(zvE: number): number {
  const x = Math.floor(zvE);
  let t: number;
  if (x <= 12_348) t = 0;
  else if (x <= 17_799) {
    const y = (x - 12_348) / 10_000;
    t = (914.51 * y + 1_400) * y;
  } else if (x <= 69_878) {
    const z = (x - 17_799) / 10_000;
    t = (173.1 * z + 2_397) * z + 1_034.87;
  } else if (x <= 277_825) t = 0.42 * x - 11_135.63;
  else t = 0.45 * x - 19_470.38;
  return Math.floor(t);
}

/** Solidaritätszuschlag on an income tax, with the exemption and the phase-in zone. */
export function soli2026(incomeTax: number): number {
  const r = DE_2026;
  if (incomeTax <= r.soliExemptTax) return 0;
  const s = Math.min(incomeTax * r.soliRate, (incomeTax - r.soliExemptTax) * r.soliPhaseInRate);
  return Math.floor(s * 100) / 100;
}

export const de: CountryRules = {
  country: 'DE',
  currency: 'EUR',
  taxYear: '2026',
  notes: [
    'Annual assessment, tax class I, not a church member (no Kirchensteuer), childless (care surcharge 0.6%).',
    'Statutory health insurance at the average additional contribution 2.9% (half paid by the employee); Saxony’s care split not modelled.',
    'Income tax plus solidarity surcharge; no other deductions than the standard allowances and contributions.',
  ],
  source: [
    {
      publisher: 'Bundesministerium der Justiz',
      title: 'Einkommensteuergesetz §32a (Tarif 2026), §10; Solidaritätszuschlaggesetz 1995',
      url: 'https://www.gesetze-im-internet.de/estg/__32a.html',
      taxYear: '2026',
    },
    {
      publisher: 'Bundesregierung',
      title: 'Sozialversicherungsrechengrößen-Verordnung 2026',
      url: 'https://www.bundesregierung.de/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = DE_2026;
    const pension = cents(bandedRate(gross, r.pensionRate, 0, r.pensionUnemploymentCeiling));
    const unemployment = cents(
      bandedRate(gross, r.unemploymentRate, 0, r.pensionUnemploymentCeiling),
    );
    const health = cents(bandedRate(gross, r.healthRate, 0, r.healthCareCeiling));
    const care = cents(bandedRate(gross, r.careRate, 0, r.healthCareCeiling));
    const other = Math.max(
      Math.min(r.otherProvisionCap, health + care + unemployment),
      health * (1 - r.sickPayReduction) + care,
    );
    const zvE = Math.max(
      0,
      gross - r.employeeAllowance - r.specialExpensesAllowance - pension - other,
    );
    const est = germanIncomeTax2026(zvE);
    const soli = soli2026(est);
    return {
      incomeTax: cents(est + soli),
      socialContributions: cents(pension + unemployment + health + care),
      lines: [
        {
          label: 'Employee allowance (Arbeitnehmer-Pauschbetrag)',
          amount: Math.min(r.employeeAllowance, gross),
        },
        { label: 'Basic allowance (Grundfreibetrag)', amount: Math.min(12_348, gross) },
        { label: 'Income tax (Einkommensteuer)', amount: est },
        { label: 'Solidarity surcharge', amount: soli },
        { label: 'Pension insurance', amount: pension },
        { label: 'Unemployment insurance', amount: unemployment },
        { label: 'Health insurance', amount: health },
        { label: 'Long-term care insurance', amount: care },
      ],
    };
  },
};
