import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Indonesia 2026, PPh 21 of a resident permanent employee, annual (end-of-year) computation;
 * the monthly TER withholding rates only spread this over the year.
 * Net income = gross − occupational expense (biaya jabatan) 5% capped at Rp6,000,000 a year −
 * the employee's old-age savings (JHT) contribution. Taxable income (PKP) = net income − PTKP
 * TK/0 (single, no dependants) Rp54,000,000, rounded down to the thousand rupiah.
 * Rates (UU 7/2021 HPP, art. 17): 5% to Rp60m; 15% to Rp250m; 25% to Rp500m; 30% to Rp5bn;
 * 35% above.
 *
 * Employee social security: BPJS Ketenagakerjaan old-age savings (JHT) 2% of wages, no ceiling;
 * BPJS Kesehatan health 1% of wages up to Rp12,000,000 a month (not deductible for tax). Both
 * apply to foreign employees working in Indonesia for six months or more. The pension programme
 * (Jaminan Pensiun, 1% to a wage cap re-set each year) is left out: its 2026 cap was not verified.
 */
export const ID_2026 = {
  occupationalRate: 0.05,
  occupationalCap: 6_000_000,
  ptkpSingle: 54_000_000,
  brackets: [
    { upTo: 60_000_000, rate: 0.05 },
    { upTo: 250_000_000, rate: 0.15 },
    { upTo: 500_000_000, rate: 0.25 },
    { upTo: 5_000_000_000, rate: 0.3 },
    { upTo: null, rate: 0.35 },
  ],
  jhtRate: 0.02,
  healthRate: 0.01,
  healthWageCapMonthly: 12_000_000,
} as const;

export const id: CountryRules = {
  country: 'ID',
  currency: 'IDR',
  taxYear: '2026',
  notes: [
    'Resident permanent employee, PTKP TK/0 (single, no dependants), annual computation; fixed monthly pay, no THR/bonus or benefits in kind.',
    'BPJS employee shares: JHT 2% (no ceiling) and health 1% up to Rp12m a month. The Jaminan Pensiun 1% contribution is not modelled (2026 wage cap not verified), so contributions are slightly understated for wages covered by it.',
  ],
  source: [
    {
      publisher: 'Direktorat Jenderal Pajak',
      title: 'PPh Pasal 21: UU 7/2021 (HPP) art. 17 rates; PMK 101/2016 PTKP; PMK 168/2023',
      url: 'https://www.pajak.go.id/',
      taxYear: '2026',
    },
    {
      publisher: 'BPJS Ketenagakerjaan; BPJS Kesehatan',
      title: 'Contribution rates: JHT 2% employee; health 1% employee (Perpres 64/2020)',
      url: 'https://www.bpjsketenagakerjaan.go.id/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = ID_2026;
    const jht = cents(gross * r.jhtRate);
    const health = cents(12 * bandedRate(gross / 12, r.healthRate, 0, r.healthWageCapMonthly));
    const occupational = Math.min(r.occupationalCap, gross * r.occupationalRate);
    const net = gross - occupational - jht;
    const pkp = Math.floor(Math.max(0, net - r.ptkpSingle) / 1_000) * 1_000;
    const incomeTax = cents(progressiveTax(pkp, r.brackets));
    return {
      incomeTax,
      socialContributions: cents(jht + health),
      lines: [
        { label: 'Occupational expense (biaya jabatan)', amount: occupational },
        { label: 'Non-taxable income (PTKP TK/0)', amount: Math.min(r.ptkpSingle, gross) },
        { label: 'Income tax (PPh 21)', amount: incomeTax },
        { label: 'BPJS old-age savings (JHT)', amount: jht },
        { label: 'BPJS health', amount: health },
      ],
    };
  },
};
