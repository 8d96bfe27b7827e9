import { describe, expect, test } from 'vitest';
import { takeHomeCountries, takeHomePay } from './index.ts';
import { CORE_CASES as CASES } from './cases/core.ts';
import { GROUP_A_CASES } from './cases/group-a.ts';
import { GROUP_B_CASES } from './cases/group-b.ts';
import { GROUP_C_CASES } from './cases/group-c.ts';
import { GROUP_D_CASES } from './cases/group-d.ts';

/** Every table of hand-worked salaries; the group files test their own, this file the core ones. */
const ALL_TABLES = [CASES, GROUP_A_CASES, GROUP_B_CASES, GROUP_C_CASES, GROUP_D_CASES];

describe('hand-worked salaries', () => {
  test('every country with rules has at least three hand-worked salaries, in exactly one table', () => {
    const keys = ALL_TABLES.flatMap((t) => Object.keys(t));
    expect(keys.sort()).toEqual([...takeHomeCountries()]);
    for (const table of ALL_TABLES)
      for (const [country, cases] of Object.entries(table))
        expect(cases.length, country).toBeGreaterThanOrEqual(3);
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

describe('properties', () => {
  test('unknown country → null; lower case accepted', () => {
    expect(takeHomePay('ZZ', 50_000)).toBeNull();
    expect(takeHomePay('gb', 50_000)?.country).toBe('GB');
  });
  // India levies its 4% cess on the tax left after marginal relief, so in a relief zone each rupee
  // above the limit costs 1.04 rupees: net may fall by 4% of a step there (statutory, not a bug).
  const marginalOverOne: Record<string, number> = { IN: 0.04 };
  for (const country of takeHomeCountries()) {
    test(`${country}: 0 → 0, 0 ≤ net ≤ gross, net non-decreasing`, () => {
      const zero = takeHomePay(country, 0)!;
      expect(zero.incomeTax).toBe(0);
      expect(zero.socialContributions).toBe(0);
      expect(zero.netAnnual).toBe(0);
      let prev = 0;
      for (let g = 0; g <= 2_000_000; g += g < 200_000 ? 500 : 5_000) {
        const b = takeHomePay(country, g)!;
        const slack = (marginalOverOne[country] ?? 0) * (g <= 200_000 ? 500 : 5_000);
        expect(b.netAnnual).toBeLessThanOrEqual(g);
        expect(b.netAnnual).toBeGreaterThanOrEqual(0);
        expect(b.netAnnual).toBeGreaterThanOrEqual(prev - 0.01 - slack);
        expect(b.netAnnual).toBeCloseTo(g - b.incomeTax - b.socialContributions, 1);
        prev = b.netAnnual;
      }
    });
  }
});
