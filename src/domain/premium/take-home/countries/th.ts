import { bandedRate, cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Thailand, tax year 2026 (calendar year), resident employee (Revenue Code s.40(1) income).
 * Net income = salary − employment expense deduction 50% capped at ฿100,000 − personal allowance
 * ฿60,000 − the employee's social security contributions (deductible as paid).
 * Rates (Royal Decree, from tax year 2017): 0% to ฿150,000; 5% to ฿300,000; 10% to ฿500,000;
 * 15% to ฿750,000; 20% to ฿1,000,000; 25% to ฿2,000,000; 30% to ฿5,000,000; 35% above.
 * The ฿5,000 minimum-tax rule for non-salary income does not apply to salary alone.
 *
 * Social Security Fund (s.33 insured person): 5% of monthly wages up to the wage ceiling of
 * ฿17,500 a month set for 2026–2028 (฿875 a month at most; the ceiling was ฿15,000 until 2025).
 * Foreign employees with a work permit contribute like Thai employees.
 */
export const TH_2026 = {
  expenseRate: 0.5,
  expenseCap: 100_000,
  personalAllowance: 60_000,
  brackets: [
    { upTo: 150_000, rate: 0 },
    { upTo: 300_000, rate: 0.05 },
    { upTo: 500_000, rate: 0.1 },
    { upTo: 750_000, rate: 0.15 },
    { upTo: 1_000_000, rate: 0.2 },
    { upTo: 2_000_000, rate: 0.25 },
    { upTo: 5_000_000, rate: 0.3 },
    { upTo: null, rate: 0.35 },
  ],
  ssoRate: 0.05,
  ssoWageCeilingMonthly: 17_500,
} as const;

export const th: CountryRules = {
  country: 'TH',
  currency: 'THB',
  taxYear: '2026',
  notes: [
    'Resident employee (180+ days) paid twelve equal monthly salaries; standard deductions only (expense deduction, personal allowance, social security); provident fund, insurance and other allowances not modelled.',
    'Social security 5% of wages up to the ฿17,500 monthly ceiling of 2026 (฿10,500 a year at most); applies to foreign employees too.',
  ],
  source: [
    {
      publisher: 'The Revenue Department of Thailand',
      title: 'Personal income tax: rates, deductions and allowances',
      url: 'https://www.rd.go.th/english/6045.html',
      taxYear: '2026',
    },
    {
      publisher: 'Social Security Office, Ministry of Labour',
      title: 'Contribution wage ceiling ฿17,500 (2026–2028)',
      url: 'https://www.sso.go.th/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = TH_2026;
    const sso = cents(12 * bandedRate(gross / 12, r.ssoRate, 0, r.ssoWageCeilingMonthly));
    const expense = Math.min(r.expenseCap, gross * r.expenseRate);
    const allowance = Math.min(r.personalAllowance, gross);
    const net = Math.max(0, gross - expense - allowance - sso);
    const incomeTax = cents(progressiveTax(net, r.brackets));
    return {
      incomeTax,
      socialContributions: sso,
      lines: [
        { label: 'Employment expense deduction', amount: expense },
        { label: 'Personal allowance', amount: allowance },
        { label: 'Personal income tax', amount: incomeTax },
        { label: 'Social security', amount: sso },
      ],
    };
  },
};
