import { describe, expect, test } from 'vitest';
import { takeHomeCountries, takeHomePay } from './index.ts';
import { GROUP_B_CASES as CASES } from './cases/group-b.ts';

/**
 * Countries added by group B (issue 14): three salaries each — low, median, and high enough to pass
 * every ceiling — worked by hand from the published rules (docs/methods/take-home.md).
 * [gross, income tax, social contributions, net].
 */

describe('group B: hand-worked salaries', () => {
  test('every group B country is registered', () => {
    for (const country of Object.keys(CASES)) expect(takeHomeCountries()).toContain(country);
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
        expect(b!.taxYear).toMatch(/^20\d\d/);
      });
    }
  }
});

/**
 * Gross salaries at which the law itself makes net pay fall a little (a deduction that steps down
 * instead of tapering); the sweep allows a dip only in the step that contains one of them.
 * JP: the basic deduction steps at total incomes ¥4.89M (gross ≈ ¥6,655,556), ¥6.55M (gross ¥8.5M),
 * ¥23.5M, ¥24M, ¥24.5M, ¥25M (gross = total income + ¥1.95M).
 * CO: the pension solidarity fund starts on the whole base at 4 minimum wages a month and steps up at
 * 16–20 (gross = n × 1,750,905 × 12).
 */
const STATUTORY_STEPS: Record<string, number[]> = {
  JP: [6_655_556, 8_500_000, 25_450_000, 25_950_000, 26_450_000, 26_950_000],
  CO: [84_043_440, 336_173_760, 357_184_620, 378_195_480, 399_206_340, 420_217_200],
};

describe('group B: properties over the whole pay range', () => {
  // The shared property test sweeps 0–2,000,000 in local currency; here each country is swept up to
  // ten times its highest hand-worked salary, so the ceilings of high-denomination currencies are crossed.
  for (const [country, cases] of Object.entries(CASES)) {
    test(`${country}: 0 ≤ net ≤ gross, net non-decreasing, net = gross − tax − social`, () => {
      const top = 10 * Math.max(...cases.map((c) => c[0]));
      const step = top / 4_000;
      let prev = 0;
      for (let g = 0; g <= top; g += step) {
        const b = takeHomePay(country, g)!;
        expect(b.netAnnual).toBeLessThanOrEqual(g);
        expect(b.netAnnual).toBeGreaterThanOrEqual(0);
        const stepped = (STATUTORY_STEPS[country] ?? []).some(
          (c) => c >= g - step - 1 && c <= g + 1,
        );
        if (!stepped) expect(b.netAnnual).toBeGreaterThanOrEqual(prev - 0.01);
        expect(b.netAnnual).toBeCloseTo(g - b.incomeTax - b.socialContributions, 1);
        prev = b.netAnnual;
      }
    });
  }
});
