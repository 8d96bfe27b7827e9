import { bandedRate, cents } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Poland 2026, employment contract, general scale (skala podatkowa).
 * ZUS employee: pension 9.76% + disability 1.5% on pay up to the annual limit (30× the forecast
 * average wage, 282,600 zł in 2026), sickness 2.45% on all pay.
 * Health insurance (NFZ) 9% of pay after ZUS; since 2022 not deductible from tax.
 * Tax base = pay − ZUS − standard employee costs 3,000 zł (250 zł a month, working where one lives).
 * PIT: 12% up to 120,000 zł minus the tax-reducing amount 3,600 zł (the 30,000 zł free amount);
 * 32% above 120,000 zł; solidarity levy 4% on income above 1,000,000 zł.
 */
export const PL_2026 = {
  zusLimit: 282_600,
  pensionDisabilityRate: 0.0976 + 0.015,
  sicknessRate: 0.0245,
  healthRate: 0.09,
  employeeCosts: 3_000,
  threshold: 120_000,
  lowRate: 0.12,
  highRate: 0.32,
  taxReducingAmount: 3_600,
  solidarityFrom: 1_000_000,
  solidarityRate: 0.04,
} as const;

export const pl: CountryRules = {
  country: 'PL',
  currency: 'PLN',
  taxYear: '2026',
  notes: [
    'Employment contract (umowa o pracę), general tax scale, standard costs of 250 zł a month, aged 26 or over (no youth relief).',
    'Social contributions include the 9% health insurance contribution; no PPK.',
    'Tax bases are not rounded to whole złoty as the annual return does (differences under 1 zł).',
  ],
  source: [
    {
      publisher: 'Ministerstwo Finansów (podatki.gov.pl)',
      title: 'Skala podatkowa',
      url: 'https://www.podatki.gov.pl/pit/twoj-e-pit/skala-podatkowa/',
      taxYear: '2026',
    },
    {
      publisher: 'Zakład Ubezpieczeń Społecznych',
      title:
        'Wysokość składek na ubezpieczenia społeczne; ograniczenie rocznej podstawy (282 600 zł, 2026)',
      url: 'https://www.zus.pl/baza-wiedzy/skladki-wskazniki-odsetki/wskazniki/ograniczenie-rocznej-podstawy-wymiaru-skladek-na-ubezpieczenia-emerytalne-i-rentowe',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = PL_2026;
    const zus = cents(
      bandedRate(gross, r.pensionDisabilityRate, 0, r.zusLimit) + gross * r.sicknessRate,
    );
    const health = cents((gross - zus) * r.healthRate);
    const base = Math.max(0, gross - zus - r.employeeCosts);
    const scale =
      base <= r.threshold
        ? base * r.lowRate - r.taxReducingAmount
        : r.threshold * r.lowRate - r.taxReducingAmount + (base - r.threshold) * r.highRate;
    const pit = cents(Math.max(0, scale));
    const solidarity = cents(bandedRate(gross - zus, r.solidarityRate, r.solidarityFrom));
    return {
      incomeTax: cents(pit + solidarity),
      socialContributions: cents(zus + health),
      lines: [
        {
          label: 'Tax-free amount (30,000 zł, as 3,600 zł of tax)',
          amount: Math.min(30_000, gross),
        },
        { label: 'Employee costs', amount: Math.min(r.employeeCosts, gross) },
        { label: 'PIT', amount: pit },
        ...(solidarity > 0 ? [{ label: 'Solidarity levy (4%)', amount: solidarity }] : []),
        { label: 'ZUS (pension, disability, sickness)', amount: zus },
        { label: 'Health insurance (9%)', amount: health },
      ],
    };
  },
};
