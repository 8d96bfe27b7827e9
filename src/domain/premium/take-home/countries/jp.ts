import { cents } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Japan 2026 (calendar year), an employee in Tokyo's special wards, under 40 (no long-term-care
 * premium), paid twelve equal monthly salaries and no bonus.
 *
 * Employee social insurance (half of each rate), on the monthly salary in place of the standard
 * monthly remuneration grades:
 *   health insurance, Japan Health Insurance Association (Kyokai Kenpo) Tokyo, 9.85% from March 2026
 *   → 4.925%, monthly pay capped at ¥1,390,000 (top grade);
 *   child and child-rearing support levy 0.23% from April 2026 → 0.115%, same base;
 *   employees' pension 18.3% → 9.15%, monthly pay capped at ¥650,000 (top grade);
 *   employment insurance, general business, FY2026: 0.5% of pay, no cap.
 * All are deductible in full from income for both income tax and resident tax.
 *
 * National income tax (2026 rules as amended by the FY2026 tax reform):
 *   employment income deduction: 40% − ¥100,000 (¥1.625M–1.8M), 30% + ¥80,000 (to ¥3.6M),
 *   20% + ¥440,000 (to ¥6.6M), 10% + ¥1.1M (to ¥8.5M), ¥1.95M above; at least ¥740,000
 *   (minimum ¥690,000 plus the ¥50,000 addition for 2026–27);
 *   basic deduction by total income: ¥1,040,000 to ¥4.89M, ¥670,000 to ¥6.55M, ¥620,000 to ¥23.5M,
 *   ¥480,000 to ¥24M, ¥320,000 to ¥24.5M, ¥160,000 to ¥25M, nil above;
 *   taxable income rounded down to ¥1,000; rates 5% to ¥1.95M, 10% − ¥97,500 to ¥3.3M,
 *   20% − ¥427,500 to ¥6.95M, 23% − ¥636,000 to ¥9M, 33% − ¥1,536,000 to ¥18M,
 *   40% − ¥2,796,000 to ¥40M, 45% − ¥4,796,000 above; plus the 2.1% special reconstruction surtax.
 * Resident tax (Tokyo): 10% (municipal 6% + prefectural 4%) of taxable income. Simplification: the
 * resident tax actually levied in a year is assessed on the previous year's income; here the FY2026
 * resident-tax deductions (employment minimum ¥650,000, basic ¥430,000, stepping to ¥290,000/
 * ¥150,000/nil above total incomes of ¥24M/¥24.5M/¥25M) are applied to the same year's pay.
 */
export const JP_2026 = {
  healthRate: 0.04925,
  childSupportRate: 0.00115,
  healthMaxMonthly: 1_390_000,
  pensionRate: 0.0915,
  pensionMaxMonthly: 650_000,
  employmentInsuranceRate: 0.005,
  employmentDeductionMin: 740_000,
  residentEmploymentDeductionMin: 650_000,
  basicDeduction: [
    { upTo: 4_890_000, amount: 1_040_000 },
    { upTo: 6_550_000, amount: 670_000 },
    { upTo: 23_500_000, amount: 620_000 },
    { upTo: 24_000_000, amount: 480_000 },
    { upTo: 24_500_000, amount: 320_000 },
    { upTo: 25_000_000, amount: 160_000 },
  ],
  residentBasicDeduction: [
    { upTo: 24_000_000, amount: 430_000 },
    { upTo: 24_500_000, amount: 290_000 },
    { upTo: 25_000_000, amount: 150_000 },
  ],
  /** Quick-calculation table: rate and amount subtracted, up to each taxable income. */
  nationalTax: [
    { upTo: 1_950_000, rate: 0.05, less: 0 },
    { upTo: 3_300_000, rate: 0.1, less: 97_500 },
    { upTo: 6_950_000, rate: 0.2, less: 427_500 },
    { upTo: 9_000_000, rate: 0.23, less: 636_000 },
    { upTo: 18_000_000, rate: 0.33, less: 1_536_000 },
    { upTo: 40_000_000, rate: 0.4, less: 2_796_000 },
    { upTo: Infinity, rate: 0.45, less: 4_796_000 },
  ],
  reconstructionSurtax: 0.021,
  residentRate: 0.1,
} as const;

/** Employment income deduction (Income Tax Act art. 28) with the given minimum. */
export function employmentIncomeDeduction(gross: number, minimum: number): number {
  let d: number;
  if (gross <= 1_625_000) d = 550_000;
  else if (gross <= 1_800_000) d = gross * 0.4 - 100_000;
  else if (gross <= 3_600_000) d = gross * 0.3 + 80_000;
  else if (gross <= 6_600_000) d = gross * 0.2 + 440_000;
  else if (gross <= 8_500_000) d = gross * 0.1 + 1_100_000;
  else d = 1_950_000;
  return Math.min(gross, Math.max(minimum, d));
}

function stepDeduction(
  totalIncome: number,
  steps: readonly { upTo: number; amount: number }[],
): number {
  return steps.find((s) => totalIncome <= s.upTo)?.amount ?? 0;
}

export function japanNationalIncomeTax(taxable: number): number {
  const row = JP_2026.nationalTax.find((b) => taxable <= b.upTo)!;
  return Math.max(0, taxable * row.rate - row.less);
}

export const jp: CountryRules = {
  country: 'JP',
  currency: 'JPY',
  taxYear: '2026',
  notes: [
    'Employee in Tokyo’s special wards, under 40 (no long-term-care premium), twelve equal monthly salaries, no bonus; social insurance on monthly pay in place of the standard-remuneration grades.',
    'Rates used: health 9.85% (Kyokai Kenpo Tokyo, FY2026) and child-support levy 0.23% (from April 2026, applied to the whole year), pension 18.3%, each half paid by the employee; employment insurance 0.5% (FY2026).',
    'Income tax: 2026 employment income deduction (minimum ¥740,000) and basic deduction (¥1,040,000 up to a total income of ¥4.89M), plus the 2.1% reconstruction surtax.',
    'Resident tax 10% simplified to the same year’s pay with FY2026 resident-tax deductions (it is really levied on the previous year’s income); the per-capita levy (about ¥5,000) and the adjustment credit (¥2,500) are left out.',
    'The law’s basic-deduction steps make net pay dip slightly just above a total income of ¥4.89M (gross about ¥6.66M) and above ¥23.5M.',
  ],
  source: [
    {
      publisher: 'National Tax Agency',
      title: 'No.2260 所得税の税率; No.1410 給与所得控除; No.1199 基礎控除 (令和8年分)',
      url: 'https://www.nta.go.jp/taxes/shiraberu/taxanswer/shotoku/2260.htm',
      taxYear: '2026',
    },
    {
      publisher: 'Japan Health Insurance Association (Kyokai Kenpo)',
      title: '令和8年度 保険料額表 (東京都)',
      url: 'https://www.kyoukaikenpo.or.jp/g7/cat330/sb3150/',
      taxYear: 'FY2026',
    },
    {
      publisher: 'Ministry of Health, Labour and Welfare',
      title: '令和8年度 雇用保険料率のご案内',
      url: 'https://www.mhlw.go.jp/stf/seisakunitsuite/bunya/0000108634.html',
      taxYear: 'FY2026',
    },
    {
      publisher: 'Tokyo Metropolitan Government Bureau of Taxation',
      title: '個人住民税',
      url: 'https://www.tax.metro.tokyo.lg.jp/kazei/kojin_ju',
      taxYear: 'FY2026',
    },
  ],
  compute(gross) {
    const r = JP_2026;
    const monthly = gross / 12;
    const healthBase = Math.min(monthly, r.healthMaxMonthly) * 12;
    const health = cents(healthBase * r.healthRate);
    const childSupport = cents(healthBase * r.childSupportRate);
    const pension = cents(Math.min(monthly, r.pensionMaxMonthly) * 12 * r.pensionRate);
    const employment = cents(gross * r.employmentInsuranceRate);
    const social = cents(health + childSupport + pension + employment);

    const totalIncome = gross - employmentIncomeDeduction(gross, r.employmentDeductionMin);
    const basic = stepDeduction(totalIncome, r.basicDeduction);
    const taxable = Math.floor(Math.max(0, totalIncome - basic - social) / 1_000) * 1_000;
    const national = Math.floor(japanNationalIncomeTax(taxable));
    const surtax = Math.floor(national * r.reconstructionSurtax);

    const residentIncome =
      gross - employmentIncomeDeduction(gross, r.residentEmploymentDeductionMin);
    const residentBasic = stepDeduction(residentIncome, r.residentBasicDeduction);
    const residentTaxable =
      Math.floor(Math.max(0, residentIncome - residentBasic - social) / 1_000) * 1_000;
    const resident = Math.floor(residentTaxable * r.residentRate);

    return {
      incomeTax: national + surtax + resident,
      socialContributions: social,
      lines: [
        { label: 'Basic deduction (kiso kōjo)', amount: Math.min(basic, gross) },
        { label: 'National income tax', amount: national },
        { label: 'Special reconstruction income tax (2.1%)', amount: surtax },
        { label: 'Resident tax (Tokyo, 10%)', amount: resident },
        { label: 'Health insurance (Kyokai Kenpo Tokyo)', amount: health },
        { label: 'Child and child-rearing support levy', amount: childSupport },
        { label: 'Employees’ pension insurance', amount: pension },
        { label: 'Employment insurance', amount: employment },
      ],
    };
  },
};
