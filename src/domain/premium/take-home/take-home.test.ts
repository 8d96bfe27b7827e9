import { describe, expect, test } from 'vitest';
import { takeHomeCountries, takeHomePay } from './index.ts';

/** [gross, income tax, social contributions, net], worked by hand from the published rules. */
type Case = [gross: number, tax: number, social: number, net: number];

const CASES: Record<string, Case[]> = {
  // GB 2026-27 (rUK). PA 12,570; 20% on 37,700; 40% to 125,140; 45% above. NI 8% 12,570–50,270, 2% above.
  GB: [
    // 30,000: tax (30,000−12,570)=17,430×20% = 3,486; NI 17,430×8% = 1,394.40; net 25,119.60
    [30_000, 3_486, 1_394.4, 25_119.6],
    // 60,000: tax 37,700×20% = 7,540 + (60,000−50,270)=9,730×40% = 3,892 → 11,432;
    // NI 37,700×8% = 3,016 + 9,730×2% = 194.60 → 3,210.60; net 45,357.40
    [60_000, 11_432, 3_210.6, 45_357.4],
    // 150,000: PA tapered to 0 (over 125,140). tax 37,700×20% = 7,540 + 87,440×40% = 34,976
    // + (150,000−125,140)=24,860×45% = 11,187 → 53,703; NI 3,016 + 99,730×2% = 1,994.60 → 5,010.60;
    // net 91,286.40
    [150_000, 53_703, 5_010.6, 91_286.4],
  ],
  // US 2026, single, no state tax. Std ded 16,100; 10% ≤12,400; 12% ≤50,400; 22% ≤105,700;
  // 24% ≤201,775; 32% ≤256,225; 35% ≤640,600. SS 6.2% ≤184,500; Medicare 1.45% + 0.9% over 200,000.
  US: [
    // 40,000: taxable 23,900: 1,240 + 11,500×12% = 1,380 → 2,620; FICA 2,480 + 580 = 3,060; net 34,320
    [40_000, 2_620, 3_060, 34_320],
    // 80,000: taxable 63,900: 1,240 + 38,000×12% = 4,560 + 13,500×22% = 2,970 → 8,770;
    // FICA 4,960 + 1,160 = 6,120; net 65,110
    [80_000, 8_770, 6_120, 65_110],
    // 300,000: taxable 283,900: 1,240 + 4,560 + 55,300×22% = 12,166 + 96,075×24% = 23,058
    // + 54,450×32% = 17,424 + 27,675×35% = 9,686.25 → 68,134.25;
    // SS 184,500×6.2% = 11,439; Medicare 4,350 + 100,000×0.9% = 900 → 5,250; social 16,689;
    // net 300,000 − 68,134.25 − 16,689 = 215,176.75
    [300_000, 68_134.25, 16_689, 215_176.75],
  ],
  // SG YA2026 resident, earned income relief 1,000, foreign employee (no CPF).
  SG: [
    // 50,000: chargeable 49,000: 0 + 200 + 350 + 9,000×7% = 630 → 1,180; net 48,820
    [50_000, 1_180, 0, 48_820],
    // 100,000: chargeable 99,000: 200 + 350 + 2,800 + 19,000×11.5% = 2,185 → 5,535; net 94,465
    [100_000, 5_535, 0, 94_465],
    // 1,200,000: chargeable 1,199,000: 200 + 350 + 2,800 + 4,600 + 6,000 + 7,200 + 7,600 + 7,800
    // + 8,000 + 180,000×22% = 39,600 + 500,000×23% = 115,000 + 199,000×24% = 47,760 → 246,910;
    // net 953,090
    [1_200_000, 246_910, 0, 953_090],
  ],
  // AE / SA: no income tax; foreign employee pays no social insurance.
  AE: [
    [60_000, 0, 0, 60_000],
    [240_000, 0, 0, 240_000],
    [1_000_000, 0, 0, 1_000_000],
  ],
  SA: [
    [60_000, 0, 0, 60_000],
    [180_000, 0, 0, 180_000],
    [1_000_000, 0, 0, 1_000_000],
  ],
  // HU 2026: SZJA 15% + TB-járulék 18.5% of gross, no ceiling.
  HU: [
    // 3,600,000: 540,000 + 666,000; net 2,394,000
    [3_600_000, 540_000, 666_000, 2_394_000],
    // 7,200,000: 1,080,000 + 1,332,000; net 4,788,000
    [7_200_000, 1_080_000, 1_332_000, 4_788_000],
    // 30,000,000: 4,500,000 + 5,550,000; net 19,950,000
    [30_000_000, 4_500_000, 5_550_000, 19_950_000],
  ],
  // EE 2026: UI 1.6% + II pillar 2%; tax 22% × (gross − UI − pension − 8,400).
  EE: [
    // 12,000: UI 192 + P 240 = 432; taxable 3,168 × 22% = 696.96; net 10,871.04
    [12_000, 696.96, 432, 10_871.04],
    // 24,000: 384 + 480 = 864; taxable 14,736 × 22% = 3,241.92; net 19,894.08
    [24_000, 3_241.92, 864, 19_894.08],
    // 120,000: 1,920 + 2,400 = 4,320; taxable 107,280 × 22% = 23,601.60; net 92,078.40
    [120_000, 23_601.6, 4_320, 92_078.4],
  ],
  // PL 2026: ZUS 11.26% ≤ 282,600 + 2.45%; health 9% × (gross − ZUS); base = gross − ZUS − 3,000;
  // PIT 12% × base − 3,600 (≤120,000), then 10,800 + 32% above.
  PL: [
    // 60,000: ZUS 6,756 + 1,470 = 8,226; health 51,774 × 9% = 4,659.66; base 48,774;
    // PIT 5,852.88 − 3,600 = 2,252.88; social 12,885.66; net 44,861.46
    [60_000, 2_252.88, 12_885.66, 44_861.46],
    // 120,000: ZUS 13,512 + 2,940 = 16,452; health 103,548 × 9% = 9,319.32; base 100,548;
    // PIT 12,065.76 − 3,600 = 8,465.76; social 25,771.32; net 85,762.92
    [120_000, 8_465.76, 25_771.32, 85_762.92],
    // 400,000: ZUS 282,600 × 11.26% = 31,820.76 + 9,800 = 41,620.76; health 358,379.24 × 9% = 32,254.13;
    // base 355,379.24; PIT 10,800 + 235,379.24 × 32% = 75,321.36 → 86,121.36; social 73,874.89;
    // net 240,003.75
    [400_000, 86_121.36, 73_874.89, 240_003.75],
  ],
  // CZ 2026: tax 15% (23% above 1,762,812) − credit 30,840; social 7.1% ≤ 2,350,416; health 4.5%.
  CZ: [
    // 300,000: 45,000 − 30,840 = 14,160; 21,300 + 13,500 = 34,800; net 251,040
    [300_000, 14_160, 34_800, 251_040],
    // 600,000: 90,000 − 30,840 = 59,160; 42,600 + 27,000 = 69,600; net 471,240
    [600_000, 59_160, 69_600, 471_240],
    // 3,000,000: 1,762,812 × 15% = 264,421.80 + 1,237,188 × 23% = 284,553.24 − 30,840 = 518,135.04;
    // social 2,350,416 × 7.1% = 166,879.54 + health 135,000 = 301,879.54; net 2,179,985.42
    [3_000_000, 518_135.04, 301_879.54, 2_179_985.42],
  ],
  // GE 2026: 20% flat, foreign employee (no pension).
  GE: [
    [24_000, 4_800, 0, 19_200], // 24,000 × 20% = 4,800
    [60_000, 12_000, 0, 48_000], // 60,000 × 20% = 12,000
    [500_000, 100_000, 0, 400_000], // 500,000 × 20% = 100,000
  ],
  // PH 2026: contributions SSS 5% ≤35,000/mo, PhilHealth 2.5% ≤100,000/mo, Pag-IBIG 2% ≤10,000/mo;
  // tax on gross − contributions: 15% over 250,000; 22,500 + 20% over 400,000; 102,500 + 25% over
  // 800,000; 402,500 + 30% over 2,000,000.
  PH: [
    // 300,000 (25,000/mo): 15,000 + 7,500 + 2,400 = 24,900; taxable 275,100 → 25,100 × 15% = 3,765;
    // net 271,335
    [300_000, 3_765, 24_900, 271_335],
    // 600,000 (50,000/mo): 21,000 + 15,000 + 2,400 = 38,400; taxable 561,600 → 22,500 + 161,600 × 20%
    // = 54,820; net 506,780
    [600_000, 54_820, 38_400, 506_780],
    // 3,000,000 (250,000/mo): 21,000 + 30,000 + 2,400 = 53,400; taxable 2,946,600 → 402,500
    // + 946,600 × 30% = 686,480; net 2,260,120
    [3_000_000, 686_480, 53_400, 2_260_120],
  ],
  // DE 2026: RV 9.3% + AV 1.3% ≤ 101,400; KV 8.75% + PV 2.4% ≤ 69,750.
  // zvE = gross − 1,230 − 36 − RV − max(min(1,900, KV+PV+AV), 0.96·KV + PV); §32a 2026; Soli.
  DE: [
    // 30,000: RV 2,790 AV 390 KV 2,625 PV 720 → 6,525; other = 0.96×2,625 + 720 = 3,240;
    // zvE 30,000 − 1,266 − 2,790 − 3,240 = 22,704; z = 0.4905: (173.10z + 2,397)z + 1,034.87
    // = 2,252.24 → 2,252; Soli 0; net 30,000 − 2,252 − 6,525 = 21,223
    [30_000, 2_252, 6_525, 21_223],
    // 60,000: RV 5,580 AV 780 KV 5,250 PV 1,440 → 13,050; other 5,040 + 1,440 = 6,480;
    // zvE 60,000 − 1,266 − 5,580 − 6,480 = 46,674; z = 2.8875 → 8,364.59 + 1,034.87 = 9,399.46
    // → 9,399; Soli 0; net 60,000 − 9,399 − 13,050 = 37,551
    [60_000, 9_399, 13_050, 37_551],
    // 150,000: RV 101,400 × 9.3% = 9,430.20; AV 1,318.20; KV 69,750 × 8.75% = 6,103.13 (6,103.125);
    // PV 1,674 → 18,525.53; other 0.96 × 6,103.13 + 1,674 = 7,533.00; zvE 150,000 − 1,266
    // − 9,430.20 − 7,533.00 = 131,770.80 → 131,770; tax 0.42 × 131,770 − 11,135.63 = 44,207.77
    // → 44,207; Soli min(5.5% × 44,207 = 2,431.385, 11.9% × 23,857 = 2,838.98) → 2,431.38;
    // tax 46,638.38; net 150,000 − 46,638.38 − 18,525.53 = 84,836.09
    [150_000, 46_638.38, 18_525.53, 84_836.09],
  ],
};

/** Countries whose cases live in a `take-home-group-*.test.ts` file (one `XX: [` key per country). */
const CASES_ELSEWHERE = Object.values(
  import.meta.glob<string>('./take-home-group-*.test.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).flatMap((text) => [...text.matchAll(/^ {2}([A-Z]{2}): \[$/gm)].map((m) => m[1]!));

describe('hand-worked salaries', () => {
  test('every country with rules has three cases', () => {
    expect([...Object.keys(CASES), ...CASES_ELSEWHERE].sort()).toEqual([...takeHomeCountries()]);
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
  for (const country of takeHomeCountries()) {
    test(`${country}: 0 → 0, 0 ≤ net ≤ gross, net non-decreasing`, () => {
      const zero = takeHomePay(country, 0)!;
      expect(zero.incomeTax).toBe(0);
      expect(zero.socialContributions).toBe(0);
      expect(zero.netAnnual).toBe(0);
      let prev = 0;
      for (let g = 0; g <= 2_000_000; g += g < 200_000 ? 500 : 5_000) {
        const b = takeHomePay(country, g)!;
        expect(b.netAnnual).toBeLessThanOrEqual(g);
        expect(b.netAnnual).toBeGreaterThanOrEqual(0);
        expect(b.netAnnual).toBeGreaterThanOrEqual(prev - 0.01);
        expect(b.netAnnual).toBeCloseTo(g - b.incomeTax - b.socialContributions, 1);
        prev = b.netAnnual;
      }
    });
  }
});
