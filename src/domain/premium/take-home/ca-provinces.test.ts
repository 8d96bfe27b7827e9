// Canadian provinces on top of the federal 2026 table (docs/methods/take-home.md §Canadian provinces),
// hand-worked. CA$100,000: pensionable 74,600 − 3,500 = 71,100 → base CPP 4.95% = 3,519.45, enhanced
// 1% = 711; CPP2 4% × (85,000 − 74,600) = 416; EI 1.63% × 68,900 = 1,123.07; taxable 100,000 − 711 −
// 416 = 98,873. Federal: 58,523 × 14% = 8,193.22 + 40,350 × 20.5% = 8,271.75 → 16,464.97 − 14% ×
// (16,452 + 1,501 + 3,519.45 + 1,123.07 = 22,595.52) = 3,163.37 → 13,301.60.
import { expect, test } from 'vitest';
import { britishColumbiaTax, caSubdivision } from './ca-provinces.ts';
import { subdivisionOf, takeHomePay } from './index.ts';

const line = (sub: string, label: string) =>
  takeHomePay('CA', 100_000, sub)!.lines.find((l) => l.label === label)?.amount;

test('British Columbia 2025 on CA$100,000: 6,321.02 − 5.06% × 17,574.52 = 5,431.75', () => {
  // 49,279 × 5.06% = 2,493.52 + 49,281 × 7.7% = 3,794.64 + 313 × 10.5% = 32.87 → 6,321.02;
  // credits (12,932 + 3,519.45 + 1,123.07) × 5.06% = 889.27.
  expect(britishColumbiaTax(100_000)).toBe(5_431.75);
});

test('Vancouver: federal 13,301.60 and BC 5,431.75 in place of Ontario → net 75,497.13', () => {
  const p = takeHomePay('CA', 100_000, 'CA-BC')!;
  expect(line('CA-BC', 'Federal income tax')).toBe(13_301.6);
  expect(line('CA-BC', 'British Columbia income tax')).toBe(5_431.75);
  expect(line('CA-BC', 'Ontario Health Premium')).toBeUndefined();
  expect(p.incomeTax).toBe(18_733.35);
  expect(p.socialContributions).toBe(5_769.52);
  expect(p.netAnnual).toBe(75_497.13);
  expect(p.taxYear).toBe('2026 (federal); 2025 (British Columbia)');
  expect(p.notes.join(' ')).toMatch(/British Columbia income tax on the 2025 schedule/);
  expect(p.notes.join(' ')).not.toMatch(/Province: Ontario/);
});

test('Toronto keeps the Ontario table; Montreal says Quebec is not held, beside the figure', () => {
  expect(takeHomePay('CA', 100_000, 'CA-ON')).toEqual(takeHomePay('CA', 100_000, null));
  const mtl = takeHomePay('CA', 100_000, 'CA-QC')!;
  expect(mtl.netAnnual).toBe(takeHomePay('CA', 100_000, null)!.netAnnual);
  expect(mtl.notes.join(' ')).toMatch(/provincial income tax of Quebec is not held yet/);
});

test('the province comes from the GeoNames admin1 code', () => {
  expect(caSubdivision('CA', '02')).toBe('CA-BC');
  expect(caSubdivision('CA', '10')).toBe('CA-QC');
  expect(subdivisionOf('CA', '08', 'Toronto')).toBe('CA-ON');
  expect(subdivisionOf('US', 'NY', 'Brooklyn')).toBe('US-NY-NYC');
  expect(subdivisionOf('GB', 'ENG', 'London')).toBeNull();
});
