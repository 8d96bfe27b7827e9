import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * India, financial year 2026-27 (1 April 2026 – 31 March 2027), new (default) regime. Budget 2026
 * kept the slabs of the Finance Act 2025, now carried into the Income-tax Act 2025 in force from
 * 1 April 2026:
 *   0 to ₹4,00,000; 5% to ₹8,00,000; 10% to ₹12,00,000; 15% to ₹16,00,000; 20% to ₹20,00,000;
 *   25% to ₹24,00,000; 30% above.
 * Taxable income = salary − standard deduction ₹75,000 (no other deduction in the new regime;
 * the employee's EPF contribution is not deductible there).
 * Rebate (old s.87A): a resident whose taxable income is at most ₹12,00,000 pays no tax; just above,
 * marginal relief caps the tax at the income in excess of ₹12,00,000.
 * Surcharge on the tax: 10% above ₹50 lakh, 15% above ₹1 crore, 25% above ₹2 crore (the new
 * regime's cap), each with marginal relief: tax + surcharge never exceeds the tax and surcharge at
 * the threshold plus the income above it.
 * Health and education cess: 4% of tax + surcharge.
 *
 * EPF (Employees' Provident Fund): employee 12% of basic wages. The table assumes basic wages are
 * 50% of gross pay (the floor for "wages" in the Code on Wages) and that the contribution is made on
 * basic wages up to the statutory wage ceiling of ₹15,000 a month (₹1,800 a month at most); paying
 * on the full basic above the ceiling is voluntary and not modelled. Professional tax (a state levy,
 * at most ₹2,500 a year) is not modelled.
 */
export const IN_2026_27 = {
  standardDeduction: 75_000,
  brackets: [
    { upTo: 400_000, rate: 0 },
    { upTo: 800_000, rate: 0.05 },
    { upTo: 1_200_000, rate: 0.1 },
    { upTo: 1_600_000, rate: 0.15 },
    { upTo: 2_000_000, rate: 0.2 },
    { upTo: 2_400_000, rate: 0.25 },
    { upTo: null, rate: 0.3 },
  ],
  rebateLimit: 1_200_000,
  /** Surcharge rate on the tax above each taxable-income threshold, lowest first. */
  surcharge: [
    { above: 5_000_000, rate: 0.1 },
    { above: 10_000_000, rate: 0.15 },
    { above: 20_000_000, rate: 0.25 },
  ],
  cess: 0.04,
  epfRate: 0.12,
  basicShare: 0.5,
  epfWageCeilingAnnual: 15_000 * 12,
} as const;

/** Slab tax after the rebate and its marginal relief. */
function taxAfterRebate(taxable: number): number {
  const r = IN_2026_27;
  if (taxable <= r.rebateLimit) return 0;
  return Math.min(progressiveTax(taxable, r.brackets), taxable - r.rebateLimit);
}

/** Tax + surcharge, with marginal relief at each surcharge threshold. */
function taxWithSurcharge(taxable: number): number {
  const r = IN_2026_27;
  const base = taxAfterRebate(taxable);
  let rate = 0;
  let threshold = 0;
  let lowerRate = 0;
  for (const s of r.surcharge) {
    if (taxable > s.above) {
      lowerRate = rate;
      rate = s.rate;
      threshold = s.above;
    }
  }
  if (rate === 0) return base;
  const atThreshold = taxAfterRebate(threshold) * (1 + lowerRate);
  return Math.min(base * (1 + rate), atThreshold + (taxable - threshold));
}

export const inRules: CountryRules = {
  country: 'IN',
  currency: 'INR',
  taxYear: '2026-27',
  notes: [
    'New (default) tax regime, resident individual under 60; standard deduction ₹75,000 and the ₹12 lakh rebate with marginal relief; surcharge and 4% cess.',
    'EPF 12% on basic wages assumed to be 50% of gross, up to the ₹15,000-a-month wage ceiling (₹21,600 a year at most); voluntary contributions above the ceiling not modelled.',
    'State professional tax (up to ₹2,500 a year) and employer-paid benefits not modelled.',
  ],
  source: [
    {
      publisher: 'Income Tax Department, Government of India',
      title: 'Tax rates for individuals, new regime (s.115BAC; Income-tax Act 2025), FY 2026-27',
      url: 'https://www.incometax.gov.in/iec/foportal/help/individual-business-profession',
      taxYear: '2026-27',
    },
    {
      publisher: "Employees' Provident Fund Organisation",
      title: 'Contribution rates (EPF 12%, wage ceiling ₹15,000)',
      url: 'https://www.epfindia.gov.in/site_en/Contribution_Rate.php',
      taxYear: '2026-27',
    },
  ],
  compute(gross) {
    const r = IN_2026_27;
    const epf = cents(bandedRate(gross * r.basicShare, r.epfRate, 0, r.epfWageCeilingAnnual));
    const deduction = Math.min(r.standardDeduction, gross);
    const taxable = gross - deduction;
    const beforeCess = taxWithSurcharge(taxable);
    const cess = cents(beforeCess * r.cess);
    const tax = cents(beforeCess);
    return {
      incomeTax: cents(tax + cess),
      socialContributions: epf,
      lines: [
        { label: 'Standard deduction', amount: deduction },
        { label: 'Income tax (after rebate, with surcharge)', amount: tax },
        { label: 'Health and education cess', amount: cess },
        { label: 'Employees’ Provident Fund', amount: epf },
      ],
    };
  },
};
