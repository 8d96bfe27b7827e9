// US state and city taxes on top of the federal 2026 rules, hand-worked (docs/methods/take-home.md
// §US states). Federal on 150,000: taxable 133,900 → 1,240 + 38,000×12% = 4,560 + 55,300×22% = 12,166
// + 28,200×24% = 6,768 → 24,734; FICA 9,300 + 2,175 = 11,475 (federal-only net 113,791).
import { expect, test } from 'vitest';
import { takeHomePay } from './index.ts';
import { newYorkStateTax, usSubdivision } from './us-states.ts';

const pay = (sub: string | null, gross: number) => takeHomePay('US', gross, sub)!;
const line = (sub: string, gross: number, label: string) =>
  pay(sub, gross).lines.find((l) => l.label === label)?.amount;

test('San Francisco, US$150,000: federal, California income tax and SDI', () => {
  // CA 2024: taxable 150,000 − 5,540 = 144,460 → 107.56 + 14,743×2% = 294.86 + 14,746×4% = 589.84
  // + 15,621×6% = 937.26 + 14,740×8% = 1,179.20 + 73,854×9.3% = 6,868.42 → 9,977.14 − 149 credit
  // = 9,828.14. SDI 2026 1.3% × 150,000 = 1,950. Net 150,000 − 24,734 − 11,475 − 9,828.14 − 1,950.
  const p = pay('US-CA', 150_000);
  expect(line('US-CA', 150_000, 'California income tax')).toBe(9_828.14);
  expect(line('US-CA', 150_000, 'California SDI')).toBe(1_950);
  expect(p.incomeTax).toBe(34_562.14);
  expect(p.socialContributions).toBe(13_425);
  expect(p.netAnnual).toBe(102_012.86);
  expect(p.notes.join(' ')).not.toMatch(/Federal income tax only/);
  expect(p.notes.join(' ')).toMatch(/California income tax on the 2024 schedule/);
  expect(p.taxYear).toBe('2026 (federal); 2024 (SDI 2026) (California)');
  expect(p.source.map((s) => s.publisher)).toContain('California Franchise Tax Board');
});

test('California, US$60,000', () => {
  // taxable 54,460: 107.56 + 294.86 + 589.84 + 14,215×6% = 852.90 → 1,845.16 − 149 = 1,696.16;
  // SDI 780; federal taxable 43,900: 1,240 + 31,500×12% = 3,780 → 5,020; FICA 4,590.
  expect(line('US-CA', 60_000, 'California income tax')).toBe(1_696.16);
  expect(pay('US-CA', 60_000).netAnnual).toBe(47_913.84);
});

test('New York City, US$150,000: state tax with the recapture, city tax, DBL and PFL', () => {
  // NY taxable 142,000: 340 + 144 + 115.50 + 66,750×5.5% = 3,671.25 + 61,350×6% = 3,681 → 7,951.75;
  // recapture (142,000×6% − 7,951.75) × (150,000 − 107,650)/50,000 = 568.25 × 0.847 = 481.31 → 8,433.06.
  // NYC: 12,000×3.078% = 369.36 + 13,000×3.762% = 489.06 + 25,000×3.819% = 954.75 + 92,000×3.876%
  // = 3,565.92 → 5,379.09. DBL 31.20 (cap) + PFL 354.53 (cap) = 385.73.
  expect(line('US-NY-NYC', 150_000, 'New York State income tax')).toBe(8_433.06);
  expect(line('US-NY-NYC', 150_000, 'New York City income tax')).toBe(5_379.09);
  expect(line('US-NY-NYC', 150_000, 'NY disability and paid family leave')).toBe(385.73);
  expect(pay('US-NY-NYC', 150_000).netAnnual).toBe(99_593.12);
  // AGI from 157,650 and taxable up to 215,400: a flat 6% of taxable income (192,000 → 11,520).
  expect(newYorkStateTax(200_000)).toBe(11_520);
  // Above 215,400 of taxable income the further recapture is not applied, and a note says so.
  expect(pay('US-NY-NYC', 400_000).notes.join(' ')).toMatch(/supplemental tax .* not included/);
});

test('New York State outside the city, US$60,000: no city tax', () => {
  // taxable 52,000: 340 + 144 + 115.50 + 38,100×5.5% = 2,095.50 → 2,695; DBL 31.20; PFL 232.80.
  const p = pay('US-NY', 60_000);
  expect(line('US-NY', 60_000, 'New York State income tax')).toBe(2_695);
  expect(line('US-NY', 60_000, 'New York City income tax')).toBeUndefined();
  expect(p.netAnnual).toBe(60_000 - 5_020 - 2_695 - 4_590 - 31.2 - 232.8);
});

test('no-tax, flat-rate and not-held states', () => {
  const texas = pay('US-TX', 150_000);
  expect(texas.netAnnual).toBe(113_791);
  expect(texas.notes.join(' ')).toMatch(/Texas has no state income tax on wages/);
  // Illinois 2025: 4.95% × (100,000 − 2,850) = 4,808.93; Pennsylvania 3.07% × 100,000 = 3,070.
  expect(line('US-IL', 100_000, 'Illinois income tax')).toBe(4_808.93);
  expect(line('US-PA', 100_000, 'Pennsylvania income tax')).toBe(3_070);
  // 2025 flat rates on US$100,000: Michigan 4.25% × 94,200 = 4,003.50; North Carolina 4.25% ×
  // 87,250 = 3,708.13 (3,708.125); Georgia 5.19% × 88,000 = 4,567.20; Massachusetts 5% × 95,600 = 4,780.
  expect(line('US-MI', 100_000, 'Michigan income tax')).toBe(4_003.5);
  expect(line('US-NC', 100_000, 'North Carolina income tax')).toBe(3_708.13);
  expect(line('US-GA', 100_000, 'Georgia income tax')).toBe(4_567.2);
  expect(line('US-MA', 100_000, 'Massachusetts income tax')).toBe(4_780);
  const minnesota = pay('US-MN', 100_000);
  expect(minnesota.netAnnual).toBe(pay(null, 100_000).netAnnual);
  expect(minnesota.notes.join(' ')).toMatch(/state income tax of MN is not held/);
  // A country average (no state): the federal table's own note.
  expect(pay(null, 100_000).notes.join(' ')).toMatch(/Federal income tax only/);
});

test('the subdivision comes from the GeoNames admin1 code; the five boroughs are New York City', () => {
  expect(usSubdivision('US', 'CA', 'San Francisco')).toBe('US-CA');
  expect(usSubdivision('US', 'NY', 'New York City')).toBe('US-NY-NYC');
  expect(usSubdivision('US', 'NY', 'Brooklyn')).toBe('US-NY-NYC');
  expect(usSubdivision('US', 'NY', 'Buffalo')).toBe('US-NY');
  expect(usSubdivision('GB', 'ENG', 'London')).toBeNull();
  expect(usSubdivision('US', null, 'United States (Average)')).toBeNull();
});
