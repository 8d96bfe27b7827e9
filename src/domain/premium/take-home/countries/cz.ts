import { bandedRate, cents } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Czech Republic 2026 (zákon č. 586/1992 Sb.; average wage for 2026 48,967 Kč, NV č. 365/2025 Sb.).
 * Tax base = gross wage (no super-gross since 2021), rounded down to whole 100 Kč.
 * Tax 15%, and 23% on the part above 36× the average wage (1,762,812 Kč), less the taxpayer
 * credit (sleva na poplatníka) 30,840 Kč, not below zero.
 * Employee social insurance 7.1% (pension 6.5% + sickness 0.6%) up to 48× the average wage
 * (2,350,416 Kč); health insurance 4.5% with no ceiling.
 */
export const CZ_2026 = {
  higherRateFrom: 1_762_812,
  lowRate: 0.15,
  highRate: 0.23,
  taxpayerCredit: 30_840,
  socialRate: 0.071,
  socialCeiling: 2_350_416,
  healthRate: 0.045,
} as const;

export const cz: CountryRules = {
  country: 'CZ',
  currency: 'CZK',
  taxYear: '2026',
  notes: [
    'Annual settlement view: tax base rounded down to 100 Kč; monthly rounding of contributions up to whole koruna is not modelled.',
  ],
  source: [
    {
      publisher: 'Finanční správa',
      title: 'Zákon č. 586/1992 Sb., o daních z příjmů (§16, §35ba); NV č. 365/2025 Sb.',
      url: 'https://www.financnisprava.cz/cs/dane/dane/dan-z-prijmu',
      taxYear: '2026',
    },
    {
      publisher: 'Česká správa sociálního zabezpečení',
      title: 'Pojistné na sociální zabezpečení: sazby a maximální vyměřovací základ',
      url: 'https://www.cssz.cz/web/cz/pojistne',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = CZ_2026;
    const base = Math.floor(gross / 100) * 100;
    const before =
      bandedRate(base, r.lowRate, 0, r.higherRateFrom) +
      bandedRate(base, r.highRate, r.higherRateFrom);
    const incomeTax = cents(Math.max(0, before - r.taxpayerCredit));
    const social = cents(bandedRate(gross, r.socialRate, 0, r.socialCeiling));
    const health = cents(gross * r.healthRate);
    return {
      incomeTax,
      socialContributions: cents(social + health),
      lines: [
        { label: 'Taxpayer credit (sleva na poplatníka)', amount: r.taxpayerCredit },
        { label: 'Income tax', amount: incomeTax },
        { label: 'Social insurance (7.1%)', amount: social },
        { label: 'Health insurance (4.5%)', amount: health },
      ],
    };
  },
};
