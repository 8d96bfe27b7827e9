import { describe, expect, test } from 'vitest';
import { takeHomeCountries, takeHomePay } from './index.ts';
import { GROUP_C_CASES as CASES } from './cases/group-c.ts';

/**
 * Group C countries (issue 14): hand-worked salaries from the published rules, in the style of
 * take-home.test.ts. The property tests there (0 → 0, 0 ≤ net ≤ gross, net non-decreasing) run
 * over every registered country, these included.
 */

describe('group C: hand-worked salaries', () => {
  test('every group C country is registered and has at least three cases', () => {
    for (const [country, cases] of Object.entries(CASES)) {
      expect(takeHomeCountries()).toContain(country);
      expect(cases.length).toBeGreaterThanOrEqual(3);
    }
  });
  for (const [country, cases] of Object.entries(CASES)) {
    for (const [gross, tax, social, net] of cases) {
      test(`${country} ${gross}`, () => {
        const b = takeHomePay(country, gross);
        expect(b).not.toBeNull();
        expect(Math.abs(b!.incomeTax - tax)).toBeLessThanOrEqual(1);
        expect(Math.abs(b!.socialContributions - social)).toBeLessThanOrEqual(1);
        expect(Math.abs(b!.netAnnual - net)).toBeLessThanOrEqual(1);
        expect(b!.source.length).toBeGreaterThan(0);
      });
    }
  }
});

describe('group C: rules that the hand-worked cases sit on', () => {
  // The 4% cess is levied on the tax left after marginal relief, so inside a relief zone each rupee
  // of extra income costs 1.04 rupees (statutory); outside the zones net pay rises.
  test('IN: the ₹12 lakh rebate’s marginal relief caps the tax at 1.04 × the income above the limit', () => {
    expect(takeHomePay('IN', 1_275_000)!.incomeTax).toBe(0); // taxable exactly 12,00,000
    for (const excess of [1_000, 10_000, 50_000]) {
      const b = takeHomePay('IN', 1_275_000 + excess)!;
      expect(b.incomeTax).toBeCloseTo(1.04 * excess, 2);
    }
    // Past the zone (slab tax 60,000 + 15% of the excess ≤ excess from 70,588.24) the slabs apply.
    expect(takeHomePay('IN', 1_275_000 + 100_000)!.incomeTax).toBeCloseTo(1.04 * 75_000, 2);
  });
  test('IN: surcharge marginal relief at ₹50 lakh, ₹1 crore and ₹2 crore', () => {
    for (const [threshold, below] of [
      [5_000_000, 1_080_000],
      [10_000_000, 2_580_000 * 1.1],
      [20_000_000, 5_580_000 * 1.15],
    ] as const) {
      // Tax + surcharge at the threshold plus the excess, then cess.
      const b = takeHomePay('IN', threshold + 75_000 + 10_000)!;
      expect(b.incomeTax).toBeCloseTo(1.04 * (below + 10_000), 1);
    }
  });
  test('contributions stop growing at their ceilings', () => {
    for (const [country, a, b] of [
      ['CN', 500_000, 900_000],
      ['TH', 250_000, 900_000],
      ['ZA', 250_000, 900_000],
      ['VN', 600_000_000, 900_000_000],
    ] as const) {
      expect(takeHomePay(country, a)!.socialContributions).toBe(
        takeHomePay(country, b)!.socialContributions,
      );
    }
  });
  test('MY: the RM400 rebate stops above RM35,000 chargeable income', () => {
    // 44,800: EPF 896; chargeable 34,904: 150 + 14,904 × 3% = 597.12 − 400 = 197.12
    expect(takeHomePay('MY', 44_800)!.incomeTax).toBeCloseTo(197.12, 2);
    // 45,000: EPF 900; chargeable 35,100: 150 + 450 + 100 × 6% = 606, no rebate
    expect(takeHomePay('MY', 45_000)!.incomeTax).toBeCloseTo(606, 2);
  });
  test('net pay never decreases above the generic sweep (to 50 million in local currency)', () => {
    for (const country of Object.keys(CASES)) {
      const slack = country === 'IN' ? 0.04 * 50_000 : 0; // cess inside the relief zones, above
      let prev = 0;
      for (let g = 2_000_000; g <= 50_000_000; g += 50_000) {
        const n = takeHomePay(country, g)!.netAnnual;
        expect(n).toBeGreaterThanOrEqual(prev - 0.01 - slack);
        prev = n;
      }
    }
  });
});
