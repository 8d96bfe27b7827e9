import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Türkiye 2026, private-sector employee on a regular monthly wage.
 *
 * SGK employee premiums: 14% (pension 9% + general health insurance 5%) and unemployment insurance 1%,
 * on monthly earnings up to the 2026 ceiling TRY 297,270 (nine times the gross minimum wage
 * TRY 33,030, Law 7566).
 * Income tax (GVK art. 103, 2026 tariff for wage income) on wage − employee premiums: 15% to
 * TRY 190,000; 20% to 400,000; 27% to 1,500,000; 35% to 5,300,000; 40% above. Withholding is
 * cumulative over the calendar year, so with an even wage the annual tariff on the annual base equals
 * the sum of the monthly withholdings.
 * Minimum-wage exemption (GVK art. 23/18, DVK): the income tax that would fall on the minimum wage
 * (its tax base after premiums, TRY 28,075.50 a month) and the stamp duty on the gross minimum wage are
 * not charged on any wage. Stamp duty (damga vergisi) 0.759% of the gross wage.
 */
export const TR_2026 = {
  sgkRate: 0.14,
  unemploymentRate: 0.01,
  sgkCeilingMonthly: 297_270,
  minimumWageMonthly: 33_030,
  tariff: [
    { upTo: 190_000, rate: 0.15 },
    { upTo: 400_000, rate: 0.2 },
    { upTo: 1_500_000, rate: 0.27 },
    { upTo: 5_300_000, rate: 0.35 },
    { upTo: null, rate: 0.4 },
  ],
  stampDutyRate: 0.00759,
} as const;

export const tr: CountryRules = {
  country: 'TR',
  currency: 'TRY',
  taxYear: '2026',
  notes: [
    'Private-sector employee paid twelve equal monthly wages; SGK 14% + unemployment 1% to the TRY 297,270 monthly ceiling.',
    'Income tax on the 2026 wage tariff, less the minimum-wage exemption (the tax on the minimum wage’s base); stamp duty 0.759% above the gross minimum wage, shown with income tax.',
    'No private pension (BES) auto-enrolment deduction, disability allowance or meal/transport exemptions.',
  ],
  source: [
    {
      publisher: 'Gelir İdaresi Başkanlığı',
      title: 'Gelir Vergisi Genel Tebliği (Seri No: 332): 2026 yılı gelir vergisi tarifesi',
      url: 'https://www.gib.gov.tr/',
      taxYear: '2026',
    },
    {
      publisher: 'Sosyal Güvenlik Kurumu',
      title: 'Prime esas kazanç alt ve üst sınırları, prim oranları (2026)',
      url: 'https://www.sgk.gov.tr/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = TR_2026;
    const premiumBase = Math.min(gross, r.sgkCeilingMonthly * 12);
    const sgk = cents(premiumBase * r.sgkRate);
    const unemployment = cents(premiumBase * r.unemploymentRate);
    const taxBase = Math.max(0, gross - sgk - unemployment);

    const minimumWageAnnual = r.minimumWageMonthly * 12;
    const minimumWageBase = minimumWageAnnual * (1 - r.sgkRate - r.unemploymentRate);
    const tariffTax = progressiveTax(taxBase, r.tariff);
    const exemption = Math.min(tariffTax, progressiveTax(minimumWageBase, r.tariff));
    const incomeTax = cents(tariffTax - exemption);
    const stamp = cents(Math.max(0, gross - minimumWageAnnual) * r.stampDutyRate);
    return {
      incomeTax: cents(incomeTax + stamp),
      socialContributions: cents(sgk + unemployment),
      lines: [
        { label: 'Minimum-wage income tax exemption', amount: cents(exemption) },
        { label: 'Income tax (gelir vergisi)', amount: incomeTax },
        { label: 'Stamp duty (damga vergisi)', amount: stamp },
        { label: 'SGK premium (pension and health)', amount: sgk },
        { label: 'Unemployment insurance', amount: unemployment },
      ],
    };
  },
};
