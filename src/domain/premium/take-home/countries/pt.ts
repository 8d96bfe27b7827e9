import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Portugal 2026, IRS on category A (employment) income of a single resident, mainland rates.
 *
 * Social security (Segurança Social), employee: 11% of pay, no ceiling.
 * Specific deduction (art. 25 CIRS): the larger of the social security paid and 8.54 × IAS; IAS 2026
 * €537.13 (Portaria 480-A/2025/1) → €4,587.09, never more than the income.
 * Taxable income (rendimento coletável) = gross − specific deduction.
 * IRS scale 2026 (art. 68 CIRS; limits updated by 3.51%, rates of the 2nd–5th bands cut by 0.3 pp
 * after Lei 55-A/2025): 12.5% ≤ 8,342; 15.7% ≤ 12,587; 21.2% ≤ 17,838; 24.1% ≤ 23,089;
 * 31.1% ≤ 29,397; 34.9% ≤ 43,090; 43.1% ≤ 46,566; 44.6% ≤ 86,634; 48% above.
 * Additional solidarity rate (art. 68-A): 2.5% on taxable income between €80,000 and €250,000,
 * 5% above €250,000.
 */
export const PT_2026 = {
  ssRate: 0.11,
  ias: 537.13,
  specificDeductionIas: 8.54,
  scale: [
    { upTo: 8_342, rate: 0.125 },
    { upTo: 12_587, rate: 0.157 },
    { upTo: 17_838, rate: 0.212 },
    { upTo: 23_089, rate: 0.241 },
    { upTo: 29_397, rate: 0.311 },
    { upTo: 43_090, rate: 0.349 },
    { upTo: 46_566, rate: 0.431 },
    { upTo: 86_634, rate: 0.446 },
    { upTo: null, rate: 0.48 },
  ],
  solidarityLowFrom: 80_000,
  solidarityHighFrom: 250_000,
  solidarityLowRate: 0.025,
  solidarityHighRate: 0.05,
} as const;

export const pt: CountryRules = {
  country: 'PT',
  currency: 'EUR',
  taxYear: '2026',
  notes: [
    'Mainland scale (the Azores and Madeira apply lower rates); no IRS Jovem, NHR or IFICI regime.',
    'Not modelled: the mínimo de existência (which lowers or removes the tax on annual pay near the minimum wage — this table overstates tax there) and credits against the tax (despesas gerais familiares up to €250, health, education, housing), which depend on invoices.',
    'Scale as enacted for 2026 by the State Budget (limits +3.51%, 2nd–5th band rates −0.3 pp); worked on the annual figures.',
  ],
  source: [
    {
      publisher: 'Autoridade Tributária e Aduaneira',
      title: 'Código do IRS, arts. 25, 68 and 68-A (taxas gerais 2026)',
      url: 'https://info.portaldasfinancas.gov.pt/',
      taxYear: '2026',
    },
    {
      publisher: 'Diário da República',
      title: 'Portaria n.º 480-A/2025/1 (IAS 2026 = €537.13)',
      url: 'https://diariodarepublica.pt/',
      taxYear: '2026',
    },
    {
      publisher: 'Segurança Social',
      title: 'Taxas contributivas (trabalhadores por conta de outrem 11%)',
      url: 'https://www.seg-social.pt/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = PT_2026;
    const ss = cents(gross * r.ssRate);
    const specific = Math.min(gross, Math.max(ss, cents(r.specificDeductionIas * r.ias)));
    const taxable = gross - specific;
    const irs = cents(progressiveTax(taxable, r.scale));
    const solidarity = cents(
      bandedRate(taxable, r.solidarityLowRate, r.solidarityLowFrom, r.solidarityHighFrom) +
        bandedRate(taxable, r.solidarityHighRate, r.solidarityHighFrom),
    );
    return {
      incomeTax: cents(irs + solidarity),
      socialContributions: ss,
      lines: [
        { label: 'Specific deduction (dedução específica)', amount: cents(specific) },
        { label: 'Income tax (IRS)', amount: irs },
        { label: 'Additional solidarity rate', amount: solidarity },
        { label: 'Social security (11%)', amount: ss },
      ],
    };
  },
};
