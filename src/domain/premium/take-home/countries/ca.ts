import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Canada 2026, a resident of Ontario (the province sets its own tax; other provinces are not modelled).
 *
 * Contributions (CRA, 2026):
 *   CPP 5.95% of earnings between the basic exemption $3,500 and the YMPE $74,600. Of that rate,
 *   4.95 points (the base part) earn a non-refundable credit and 1 point (the first enhancement) is
 *   deducted from income (ITA s.60(e), s.118.7).
 *   CPP2 4% of earnings between $74,600 and the YAMPE $85,000, deducted from income.
 *   EI 1.63% of insurable earnings up to $68,900, credited.
 * Taxable income = gross − enhanced CPP − CPP2.
 *
 * Federal tax: 14% to $58,523; 20.5% to $117,045; 26% to $181,440; 29% to $258,482; 33% above,
 * less 14% of the credits: basic personal amount $16,452 (falling linearly to $14,829 between taxable
 * incomes $181,440 and $258,482), Canada employment amount $1,501 (capped at pay), base CPP, EI.
 *
 * Ontario tax: 5.05% to $53,891; 9.15% to $107,785; 11.16% to $150,000; 12.16% to $220,000;
 * 13.16% above, less 5.05% of (basic personal amount $12,989 + base CPP + EI); then the Ontario surtax
 * 20% of the basic Ontario tax above $5,818 plus 36% above $7,446; then the Ontario Health Premium on
 * taxable income (0 to $20,000; 6% of the excess to $300; $300 to $36,000; +6% to $450; $450 to $48,000;
 * +25% to $600; $600 to $72,000; +25% to $750; $750 to $200,000; +25% to $900).
 */
export const CA_2026 = {
  cppExemption: 3_500,
  ympe: 74_600,
  yampe: 85_000,
  cppRate: 0.0595,
  cppBaseRate: 0.0495,
  cpp2Rate: 0.04,
  eiRate: 0.0163,
  eiMaxInsurable: 68_900,
  federal: [
    { upTo: 58_523, rate: 0.14 },
    { upTo: 117_045, rate: 0.205 },
    { upTo: 181_440, rate: 0.26 },
    { upTo: 258_482, rate: 0.29 },
    { upTo: null, rate: 0.33 },
  ],
  federalCreditRate: 0.14,
  bpaMax: 16_452,
  bpaMin: 14_829,
  bpaTaperFrom: 181_440,
  bpaTaperTo: 258_482,
  employmentAmount: 1_501,
  ontario: [
    { upTo: 53_891, rate: 0.0505 },
    { upTo: 107_785, rate: 0.0915 },
    { upTo: 150_000, rate: 0.1116 },
    { upTo: 220_000, rate: 0.1216 },
    { upTo: null, rate: 0.1316 },
  ],
  ontarioCreditRate: 0.0505,
  ontarioBpa: 12_989,
  surtax1From: 5_818,
  surtax1Rate: 0.2,
  surtax2From: 7_446,
  surtax2Rate: 0.36,
} as const;

/** Ontario Health Premium (Ontario Taxation Act, 2007 s.33) on taxable income; not indexed. */
export function ontarioHealthPremium(taxable: number): number {
  const step = (from: number, rate: number, base: number, cap: number): number =>
    Math.min(cap, base + Math.max(0, taxable - from) * rate);
  if (taxable <= 20_000) return 0;
  if (taxable <= 36_000) return step(20_000, 0.06, 0, 300);
  if (taxable <= 48_000) return step(36_000, 0.06, 300, 450);
  if (taxable <= 72_000) return step(48_000, 0.25, 450, 600);
  if (taxable <= 200_000) return step(72_000, 0.25, 600, 750);
  return step(200_000, 0.25, 750, 900);
}

export const ca: CountryRules = {
  country: 'CA',
  currency: 'CAD',
  taxYear: '2026',
  notes: [
    'Province: Ontario (federal + Ontario income tax, Ontario surtax and Ontario Health Premium); other provinces and Quebec (QPP, QPIP) are not modelled.',
    'Credits: basic personal amounts, Canada employment amount, CPP base contributions and EI premiums only; the Ontario low-income tax reduction, LIFT credit and Canada Workers Benefit are not modelled (they matter only for low pay).',
    'No RRSP or union dues; CPP and EI are worked on annual earnings, as if paid evenly through the year.',
  ],
  source: [
    {
      publisher: 'Canada Revenue Agency',
      title: 'Tax rates and income brackets for individuals (federal and Ontario, 2026)',
      url: 'https://www.canada.ca/en/revenue-agency/services/tax/individuals/frequently-asked-questions-individuals/canadian-income-tax-rates-individuals-current-previous-years.html',
      taxYear: '2026',
    },
    {
      publisher: 'Canada Revenue Agency',
      title: 'CPP contribution rates, maximums and exemptions; EI premium rates and maximums',
      url: 'https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/payroll/payroll-deductions-contributions/canada-pension-plan-cpp/cpp-contribution-rates-maximums-exemptions.html',
      taxYear: '2026',
    },
    {
      publisher: 'Ontario Ministry of Finance',
      title: 'Ontario Health Premium',
      url: 'https://www.ontario.ca/document/ontario-health-premium',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = CA_2026;
    const pensionable = bandedRate(gross, 1, r.cppExemption, r.ympe);
    const cppBase = cents(pensionable * r.cppBaseRate);
    const cppEnhanced = cents(pensionable * (r.cppRate - r.cppBaseRate));
    const cpp2 = cents(bandedRate(gross, r.cpp2Rate, r.ympe, r.yampe));
    const ei = cents(bandedRate(gross, r.eiRate, 0, r.eiMaxInsurable));
    const taxable = Math.max(0, gross - cppEnhanced - cpp2);

    const taper = Math.min(
      1,
      Math.max(0, (taxable - r.bpaTaperFrom) / (r.bpaTaperTo - r.bpaTaperFrom)),
    );
    const bpa = r.bpaMax - (r.bpaMax - r.bpaMin) * taper;
    const federalCredits =
      (bpa + Math.min(r.employmentAmount, gross) + cppBase + ei) * r.federalCreditRate;
    const federal = cents(Math.max(0, progressiveTax(taxable, r.federal) - federalCredits));

    const ontarioCredits = (r.ontarioBpa + cppBase + ei) * r.ontarioCreditRate;
    const ontarioBasic = Math.max(0, progressiveTax(taxable, r.ontario) - ontarioCredits);
    const surtax =
      bandedRate(ontarioBasic, r.surtax1Rate, r.surtax1From) +
      bandedRate(ontarioBasic, r.surtax2Rate, r.surtax2From);
    const ontario = cents(ontarioBasic + surtax);
    const ohp = cents(ontarioHealthPremium(taxable));

    const cpp = cents(cppBase + cppEnhanced);
    return {
      incomeTax: cents(federal + ontario + ohp),
      socialContributions: cents(cpp + cpp2 + ei),
      lines: [
        { label: 'Basic personal amount (federal)', amount: cents(Math.min(bpa, gross)) },
        { label: 'Federal income tax', amount: federal },
        { label: 'Ontario income tax (incl. surtax)', amount: ontario },
        { label: 'Ontario Health Premium', amount: ohp },
        { label: 'Canada Pension Plan (CPP)', amount: cpp },
        { label: 'Second CPP contribution (CPP2)', amount: cpp2 },
        { label: 'Employment Insurance', amount: ei },
      ],
    };
  },
};
