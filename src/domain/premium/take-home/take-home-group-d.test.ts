import { describe, expect, test } from 'vitest';
import { takeHomeCountries, takeHomePay } from './index.ts';
import { GROUP_D_CASES as CASES } from './cases/group-d.ts';

/**
 * Group D countries (issue 14): three salaries each — low, median, high enough to pass every ceiling —
 * worked by hand from the published rules; [gross, income tax, social contributions, net].
 */

describe('group D: hand-worked salaries', () => {
  test('every group D country is registered', () => {
    for (const country of Object.keys(CASES)) expect(takeHomeCountries()).toContain(country);
  });
  for (const [country, cases] of Object.entries(CASES)) {
    test(`${country} has three cases`, () => expect(cases).toHaveLength(3));
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

describe('group D: properties', () => {
  for (const country of Object.keys(CASES)) {
    test(`${country}: 0 → 0, 0 ≤ net ≤ gross, net non-decreasing, tax rises with pay`, () => {
      const zero = takeHomePay(country, 0)!;
      expect(zero.incomeTax).toBe(0);
      expect(zero.socialContributions).toBe(0);
      expect(zero.netAnnual).toBe(0);
      let prev = takeHomePay(country, 0)!;
      for (let g = 250; g <= 2_000_000; g += g < 200_000 ? 250 : 5_000) {
        const b = takeHomePay(country, g)!;
        expect(b.netAnnual).toBeLessThanOrEqual(g);
        expect(b.netAnnual).toBeGreaterThanOrEqual(0);
        expect(b.netAnnual).toBeGreaterThanOrEqual(prev.netAnnual - 0.01);
        expect(b.incomeTax + b.socialContributions).toBeGreaterThanOrEqual(
          prev.incomeTax + prev.socialContributions - 0.01,
        );
        expect(b.netAnnual).toBeCloseTo(g - b.incomeTax - b.socialContributions, 1);
        for (const line of b.lines) expect(Number.isFinite(line.amount)).toBe(true);
        prev = b;
      }
    });
  }
});
