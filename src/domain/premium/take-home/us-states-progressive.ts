/**
 * The progressive state income taxes of the fifteen most populous states not held in us-states.ts, and
 * the District of Columbia, for a single filer on wages (docs/methods/take-home.md §US states, issue 31).
 * Each says its own tax year: the latest schedule each revenue department had published in full when
 * keyed, never uprated by guess.
 *
 * - Ohio 2024 (Ohio Department of Taxation, 2024 IT 1040 instructions, tax tables; ORC 5747.02 as
 *   amended by HB 33): personal exemption $2,400 for MAGI up to $40,000, $2,150 up to $80,000, $1,900
 *   above; on Ohio taxable income 0% to $26,050, $360.69 + 2.75% of the excess over $26,050 to $100,000,
 *   $2,394.32 + 3.5% of the excess over $100,000. Municipal income taxes (Columbus 2.5%, Cleveland 2.5%,
 *   Cincinnati 1.8%) and the small-income credits are not included: a note says so.
 * - New Jersey 2024 (NJ Division of Taxation, NJ-1040 instructions, Tax Rate Schedule A, single):
 *   personal exemption $1,000; 1.4% to $20,000, 1.75% to $35,000, 3.5% to $40,000, 5.525% to $75,000,
 *   6.37% to $500,000, 8.97% to $1,000,000, 10.75% above. The employee's UI, disability and family
 *   leave contributions are not included (said so).
 * - Virginia 2024 (Virginia Tax, Form 760 instructions; Code of Virginia § 58.1-320 rates, § 58.1-322.03
 *   deduction and exemption): standard deduction $8,000, personal exemption $930; 2% to $3,000, 3% to
 *   $5,000, 5% to $17,000, 5.75% above.
 * - District of Columbia 2024 (Office of Tax and Revenue, D-40 instructions; D.C. Code § 47-1806.03):
 *   standard deduction $14,600 (the federal one); 4% to $10,000, 6% to $40,000, 6.5% to $60,000, 8.5%
 *   to $250,000, 9.25% to $500,000, 9.75% to $1,000,000, 10.75% above.
 * - Arizona 2024, flat (Arizona Department of Revenue, Form 140 instructions; A.R.S. § 43-1011): 2.5% of
 *   taxable income after the $14,600 standard deduction.
 */
import { cents, progressiveTax } from './calc.ts';
import type { TakeHomeSource } from './types.ts';
import type { StateResult } from './us-states.ts';

export const OH_2024 = {
  exemptions: [
    { magiUpTo: 40_000, amount: 2_400 },
    { magiUpTo: 80_000, amount: 2_150 },
    { magiUpTo: Infinity, amount: 1_900 },
  ],
  zeroTo: 26_050,
  base1: 360.69,
  rate1: 0.0275,
  top1: 100_000,
  base2: 2_394.32,
  rate2: 0.035,
} as const;

export const NJ_2024 = {
  exemption: 1_000,
  brackets: [
    { upTo: 20_000, rate: 0.014 },
    { upTo: 35_000, rate: 0.0175 },
    { upTo: 40_000, rate: 0.035 },
    { upTo: 75_000, rate: 0.05525 },
    { upTo: 500_000, rate: 0.0637 },
    { upTo: 1_000_000, rate: 0.0897 },
    { upTo: null, rate: 0.1075 },
  ],
} as const;

export const VA_2024 = {
  standardDeduction: 8_000,
  exemption: 930,
  brackets: [
    { upTo: 3_000, rate: 0.02 },
    { upTo: 5_000, rate: 0.03 },
    { upTo: 17_000, rate: 0.05 },
    { upTo: null, rate: 0.0575 },
  ],
} as const;

export const DC_2024 = {
  standardDeduction: 14_600,
  brackets: [
    { upTo: 10_000, rate: 0.04 },
    { upTo: 40_000, rate: 0.06 },
    { upTo: 60_000, rate: 0.065 },
    { upTo: 250_000, rate: 0.085 },
    { upTo: 500_000, rate: 0.0925 },
    { upTo: 1_000_000, rate: 0.0975 },
    { upTo: null, rate: 0.1075 },
  ],
} as const;

export const AZ_2024 = { standardDeduction: 14_600, rate: 0.025 } as const;

/** Ohio tax on wages: the exemption by MAGI (wages here), then the 2024 schedule. */
export function ohioTax(gross: number): number {
  const r = OH_2024;
  const exemption = r.exemptions.find((e) => gross <= e.magiUpTo)!.amount;
  const taxable = Math.max(0, gross - exemption);
  if (taxable <= r.zeroTo) return 0;
  if (taxable <= r.top1) return cents(r.base1 + (taxable - r.zeroTo) * r.rate1);
  return cents(r.base2 + (taxable - r.top1) * r.rate2);
}

function result(
  name: string,
  taxYear: string,
  incomeTax: number,
  note: string,
  source: TakeHomeSource,
): StateResult {
  return {
    name,
    taxYear,
    incomeTax,
    contributions: 0,
    lines: [{ label: `${name} income tax`, amount: incomeTax }],
    notes: [note],
    source: [source],
  };
}

type StateRules = (gross: number) => StateResult;

export const PROGRESSIVE_STATES: Readonly<Record<string, StateRules>> = {
  'US-OH': (gross) =>
    result(
      'Ohio',
      '2024',
      ohioTax(gross),
      'Ohio income tax on the 2024 schedule; city income taxes (Columbus and Cleveland 2.5%, Cincinnati 1.8%) are not included, so take-home pay in an Ohio city is too high by about that share of wages.',
      {
        publisher: 'Ohio Department of Taxation',
        title: '2024 Ohio IT 1040 instructions: tax tables and personal exemption',
        url: 'https://tax.ohio.gov/',
        taxYear: '2024',
      },
    ),
  'US-NJ': (gross) =>
    result(
      'New Jersey',
      '2024',
      cents(progressiveTax(Math.max(0, gross - NJ_2024.exemption), NJ_2024.brackets)),
      "New Jersey income tax on the 2024 schedule (single); the employee's unemployment, disability and family-leave contributions are not included.",
      {
        publisher: 'New Jersey Division of Taxation',
        title: 'NJ-1040 instructions (2024): Tax Rate Schedule A',
        url: 'https://www.nj.gov/treasury/taxation/',
        taxYear: '2024',
      },
    ),
  'US-VA': (gross) =>
    result(
      'Virginia',
      '2024',
      cents(
        progressiveTax(
          Math.max(0, gross - VA_2024.standardDeduction - VA_2024.exemption),
          VA_2024.brackets,
        ),
      ),
      'Virginia income tax on the 2024 schedule; no city income tax in Virginia.',
      {
        publisher: 'Virginia Department of Taxation',
        title: 'Form 760 instructions (2024); Code of Virginia § 58.1-320',
        url: 'https://www.tax.virginia.gov/',
        taxYear: '2024',
      },
    ),
  'US-DC': (gross) =>
    result(
      'District of Columbia',
      '2024',
      cents(progressiveTax(Math.max(0, gross - DC_2024.standardDeduction), DC_2024.brackets)),
      'District of Columbia income tax on the 2024 schedule (the District is its own city and state).',
      {
        publisher: 'DC Office of Tax and Revenue',
        title: 'D-40 instructions (2024); D.C. Code § 47-1806.03',
        url: 'https://otr.cfo.dc.gov/',
        taxYear: '2024',
      },
    ),
  'US-AZ': (gross) => {
    const tax = cents(Math.max(0, gross - AZ_2024.standardDeduction) * AZ_2024.rate);
    return result(
      'Arizona',
      '2024',
      tax,
      'Arizona income tax: a flat 2.50% after the US$14,600 standard deduction (2024); no city income tax in Arizona.',
      {
        publisher: 'Arizona Department of Revenue',
        title: 'Form 140 instructions (2024); A.R.S. § 43-1011',
        url: 'https://azdor.gov/',
        taxYear: '2024',
      },
    );
  },
};
