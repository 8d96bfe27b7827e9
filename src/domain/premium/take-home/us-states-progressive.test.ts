// Ohio, New Jersey, Virginia, the District of Columbia and Arizona on top of the federal 2026 rules,
// hand-worked from each revenue department's schedule (docs/methods/take-home.md §US states). Federal on
// US$150,000 (us-states.test.ts): income tax 24,734, FICA 11,475, federal-only net 113,791.
import { expect, test } from 'vitest';
import { takeHomePay } from './index.ts';
import { ohioTax } from './us-states-progressive.ts';
import { usSubdivision } from './us-states.ts';

const pay = (sub: string, gross: number) => takeHomePay('US', gross, sub)!;
const stateLine = (sub: string, gross: number, name: string) =>
  pay(sub, gross).lines.find((l) => l.label === `${name} income tax`)?.amount;

test('Ohio 2024: exemption by income, then 0% / 2.75% / 3.5%', () => {
  // 60,000: exemption 2,150 → taxable 57,850 → 360.69 + (57,850 − 26,050) × 2.75% = 874.50 → 1,235.19.
  expect(ohioTax(60_000)).toBe(1_235.19);
  // 150,000: exemption 1,900 → 148,100 → 2,394.32 + 48,100 × 3.5% = 1,683.50 → 4,077.82.
  expect(stateLine('US-OH', 150_000, 'Ohio')).toBe(4_077.82);
  expect(pay('US-OH', 150_000).netAnnual).toBe(113_791 - 4_077.82);
  // 20,000: exemption 2,400 → 17,600, under the 26,050 zero bracket.
  expect(ohioTax(20_000)).toBe(0);
  // City income tax is left out and said so beside the figure.
  expect(pay('US-OH', 60_000).notes.join(' ')).toMatch(/Columbus and Cleveland 2\.5%/);
  expect(pay('US-OH', 60_000).notes.join(' ')).not.toMatch(/not held/);
});

test('New Jersey 2024, single: $1,000 exemption then seven brackets', () => {
  // 100,000 → 99,000: 20,000×1.4% = 280 + 15,000×1.75% = 262.50 + 5,000×3.5% = 175
  // + 35,000×5.525% = 1,933.75 + 24,000×6.37% = 1,528.80 → 4,180.05.
  expect(stateLine('US-NJ', 100_000, 'New Jersey')).toBe(4_180.05);
  // 60,000 → 59,000: 280 + 262.50 + 175 + 19,000×5.525% = 1,049.75 → 1,767.25.
  expect(stateLine('US-NJ', 60_000, 'New Jersey')).toBe(1_767.25);
});

test('Virginia 2024: $8,000 deduction and $930 exemption, 2% / 3% / 5% / 5.75%', () => {
  // 80,930 → 72,000: 60 + 60 + 600 + 55,000×5.75% = 3,162.50 → 3,882.50.
  expect(stateLine('US-VA', 80_930, 'Virginia')).toBe(3_882.5);
  // 150,930 → 142,000: 720 + 125,000×5.75% = 7,187.50 → 7,907.50.
  expect(stateLine('US-VA', 150_930, 'Virginia')).toBe(7_907.5);
});

test('District of Columbia 2024: federal standard deduction, 4% to 10.75%', () => {
  // 150,000 → 135,400: 3,500 (to 60,000) + 75,400×8.5% = 6,409 → 9,909; net 113,791 − 9,909.
  expect(stateLine('US-DC', 150_000, 'District of Columbia')).toBe(9_909);
  expect(pay('US-DC', 150_000).netAnnual).toBe(103_882);
  // 60,000 → 45,400: 2,200 (to 40,000) + 5,400×6.5% = 351 → 2,551.
  expect(stateLine('US-DC', 60_000, 'District of Columbia')).toBe(2_551);
  expect(pay('US-DC', 60_000).taxYear).toMatch(/2024 \(District of Columbia\)/);
});

test('Arizona 2024: flat 2.5% after the $14,600 standard deduction', () => {
  // 100,000 → 85,400 × 2.5% = 2,135.
  expect(stateLine('US-AZ', 100_000, 'Arizona')).toBe(2_135);
});

test('the GeoNames admin1 codes of Columbus, Newark, Richmond, Washington and Phoenix', () => {
  expect(usSubdivision('US', 'OH', 'Columbus')).toBe('US-OH');
  expect(usSubdivision('US', 'NJ', 'Newark')).toBe('US-NJ');
  expect(usSubdivision('US', 'VA', 'Richmond')).toBe('US-VA');
  expect(usSubdivision('US', 'DC', 'Washington')).toBe('US-DC');
  expect(usSubdivision('US', 'AZ', 'Phoenix')).toBe('US-AZ');
  // A progressive state still not held (Minnesota) stays federal only, said so.
  expect(pay('US-MN', 100_000).notes.join(' ')).toMatch(/state income tax of MN is not held/);
});
