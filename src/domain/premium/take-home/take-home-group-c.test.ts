import { describe, expect, test } from 'vitest';
import { takeHomeCountries, takeHomePay } from './index.ts';

/**
 * Group C countries (issue 14): hand-worked salaries from the published rules, in the style of
 * take-home.test.ts. The property tests there (0 → 0, 0 ≤ net ≤ gross, net non-decreasing) run
 * over every registered country, these included.
 */

/** [gross, income tax, social contributions, net], worked by hand from the published rules. */
type Case = [gross: number, tax: number, social: number, net: number];

const CASES: Record<string, Case[]> = {
  // IN FY2026-27 new regime. Taxable = gross − 75,000; slabs 0 ≤4L, 5% ≤8L, 10% ≤12L, 15% ≤16L,
  // 20% ≤20L, 25% ≤24L, 30% above (20,000 + 40,000 + 60,000 + 80,000 + 100,000 = 300,000 at 24L);
  // nil to 12L, then tax ≤ income above 12L; surcharge 10% above 50L with marginal relief; cess 4%.
  // EPF 12% × min(50% × gross, 180,000) (at most 21,600).
  IN: [
    // 300,000: taxable 225,000 → 0; EPF 12% × 150,000 = 18,000; net 282,000
    [300_000, 0, 18_000, 282_000],
    // 1,285,000: taxable 1,210,000: slabs 20,000 + 40,000 + 10,000 × 15% = 61,500; marginal relief
    // caps it at 1,210,000 − 1,200,000 = 10,000; cess 400 → 10,400; EPF 21,600; net 1,253,000
    [1_285_000, 10_400, 21_600, 1_253_000],
    // 1,500,000: taxable 1,425,000: 20,000 + 40,000 + 225,000 × 15% = 33,750 → 93,750 (no relief,
    // 93,750 < 225,000); cess 3,750 → 97,500; EPF 21,600; net 1,380,900
    [1_500_000, 97_500, 21_600, 1_380_900],
    // 5,100,000: taxable 5,025,000: 300,000 + 2,625,000 × 30% = 787,500 → 1,087,500; + 10%
    // surcharge = 1,196,250, but marginal relief: tax at 50L 1,080,000 + 25,000 = 1,105,000;
    // cess 44,200 → 1,149,200; net 5,100,000 − 1,149,200 − 21,600 = 3,929,200
    [5_100_000, 1_149_200, 21_600, 3_929_200],
    // 6,000,000: taxable 5,925,000: 300,000 + 3,525,000 × 30% = 1,057,500 → 1,357,500; surcharge
    // 135,750 → 1,493,250 (relief limit 1,080,000 + 925,000 = 2,005,000 not reached); cess 59,730
    // → 1,552,980; net 6,000,000 − 1,552,980 − 21,600 = 4,425,420
    [6_000_000, 1_552_980, 21_600, 4_425_420],
  ],
  // CN 2026 Shanghai. Contributions 8% + 2% + 0.5% + housing fund 7% = 17.5% of pay up to
  // 37,302 × 12 = 447,624; taxable = gross − 60,000 − contributions; 3% ≤36,000 (1,080),
  // 10% ≤144,000 (10,800), 20% ≤300,000 (31,200), 25% ≤420,000 (30,000), 30% ≤660,000 (72,000),
  // 35% ≤960,000 (105,000), 45% above.
  CN: [
    // 120,000: contributions 21,000; taxable 39,000: 1,080 + 3,000 × 10% = 300 → 1,380;
    // net 120,000 − 1,380 − 21,000 = 97,620
    [120_000, 1_380, 21_000, 97_620],
    // 300,000: contributions 52,500; taxable 187,500: 1,080 + 10,800 + 43,500 × 20% = 8,700
    // → 20,580; net 300,000 − 20,580 − 52,500 = 226,920
    [300_000, 20_580, 52_500, 226_920],
    // 1,200,000: contributions 447,624 × 17.5% = 78,334.20; taxable 1,061,665.80: 1,080 + 10,800
    // + 31,200 + 30,000 + 72,000 + 105,000 + 101,665.80 × 45% = 45,749.61 → 295,829.61;
    // net 1,200,000 − 295,829.61 − 78,334.20 = 825,836.19
    [1_200_000, 295_829.61, 78_334.2, 825_836.19],
  ],
  // TH 2026. SSO 5% × min(monthly, 17,500) (≤ 10,500 a year); net income = gross − min(50%, 100,000)
  // − 60,000 − SSO; 0 ≤150,000, 5% ≤300,000 (7,500), 10% ≤500,000 (20,000), 15% ≤750,000 (37,500),
  // 20% ≤1M (50,000), 25% ≤2M (250,000), 30% ≤5M (900,000), 35% above.
  TH: [
    // 180,000 (15,000 a month): SSO 750 × 12 = 9,000; net income 180,000 − 90,000 − 60,000
    // − 9,000 = 21,000 → 0; net 171,000
    [180_000, 0, 9_000, 171_000],
    // 600,000: SSO 875 × 12 = 10,500; net income 600,000 − 100,000 − 60,000 − 10,500 = 429,500:
    // 7,500 + 129,500 × 10% = 12,950 → 20,450; net 600,000 − 20,450 − 10,500 = 569,050
    [600_000, 20_450, 10_500, 569_050],
    // 6,000,000: net income 6,000,000 − 170,500 = 5,829,500: 7,500 + 20,000 + 37,500 + 50,000
    // + 250,000 + 900,000 + 829,500 × 35% = 290,325 → 1,555,325; net 6,000,000 − 1,555,325 − 10,500
    // = 4,434,175
    [6_000_000, 1_555_325, 10_500, 4_434_175],
  ],
  // VN 2026, foreign employee. Insurance 8% + 1.5% = 9.5% of monthly pay up to 46,800,000
  // (≤ 4,446,000 a month); monthly taxable = pay − insurance − 15,500,000; 5% ≤10m (500,000),
  // 10% ≤30m (2,000,000), 20% ≤60m (6,000,000), 30% ≤100m (12,000,000), 35% above; × 12.
  VN: [
    // 240m (20m a month): insurance 1,900,000; taxable 2,600,000 × 5% = 130,000 → 1,560,000 a year;
    // insurance 22,800,000; net 240,000,000 − 1,560,000 − 22,800,000 = 215,640,000
    [240_000_000, 1_560_000, 22_800_000, 215_640_000],
    // 720m (60m a month): insurance 4,446,000 (cap); taxable 40,054,000: 500,000 + 2,000,000
    // + 10,054,000 × 20% = 2,010,800 → 4,510,800 × 12 = 54,129,600; insurance 53,352,000;
    // net 612,518,400
    [720_000_000, 54_129_600, 53_352_000, 612_518_400],
    // 3,600m (300m a month): taxable 280,054,000: 500,000 + 2,000,000 + 6,000,000 + 12,000,000
    // + 180,054,000 × 35% = 63,018,900 → 83,518,900 × 12 = 1,002,226,800; net 3,600,000,000
    // − 1,002,226,800 − 53,352,000 = 2,544,421,200
    [3_600_000_000, 1_002_226_800, 53_352_000, 2_544_421_200],
  ],
  // ID 2026, TK/0. JHT 2% (no cap), health 1% × min(monthly, 12m); net = gross − min(5%, 6m) − JHT;
  // PKP = net − 54m (to the thousand); 5% ≤60m (3m), 15% ≤250m (28.5m), 25% ≤500m (62.5m),
  // 30% ≤5bn (1,350m), 35% above.
  ID: [
    // 60m: expense 3m; JHT 1.2m; health 0.6m; net income 55.8m; PKP 1.8m × 5% = 90,000;
    // net 60,000,000 − 90,000 − 1,800,000 = 58,110,000
    [60_000_000, 90_000, 1_800_000, 58_110_000],
    // 180m (15m a month): expense 6m (cap); JHT 3.6m; health 1% × 12m × 12 = 1.44m; net income
    // 170.4m; PKP 116.4m: 3m + 56.4m × 15% = 8.46m → 11.46m; net 180m − 11.46m − 5.04m = 163.5m
    [180_000_000, 11_460_000, 5_040_000, 163_500_000],
    // 6,000m: expense 6m; JHT 120m; health 1.44m; net income 5,874m; PKP 5,820m: 3m + 28.5m
    // + 62.5m + 1,350m + 820m × 35% = 287m → 1,731m; net 6,000m − 1,731m − 121.44m = 4,147.56m
    [6_000_000_000, 1_731_000_000, 121_440_000, 4_147_560_000],
  ],
  // MY YA2026, foreign employee. EPF 2%; chargeable = gross − 9,000 − min(EPF, 4,000); 0 ≤5,000,
  // 1% ≤20,000 (150), 3% ≤35,000 (450), 6% ≤50,000 (900), 11% ≤70,000 (2,200), 19% ≤100,000
  // (5,700), 25% ≤400,000 (75,000), 26% ≤600,000 (52,000), 28% ≤2M (392,000), 30% above;
  // rebate 400 if chargeable ≤ 35,000.
  MY: [
    // 36,000: EPF 720; chargeable 26,280: 150 + 6,280 × 3% = 188.40 → 338.40 − rebate → 0;
    // net 35,280
    [36_000, 0, 720, 35_280],
    // 96,000: EPF 1,920; chargeable 85,080: 150 + 450 + 900 + 2,200 + 15,080 × 19% = 2,865.20
    // → 6,565.20; net 96,000 − 6,565.20 − 1,920 = 87,514.80
    [96_000, 6_565.2, 1_920, 87_514.8],
    // 3,000,000: EPF 60,000 (relief capped at 4,000); chargeable 2,987,000: 150 + 450 + 900
    // + 2,200 + 5,700 + 75,000 + 52,000 + 392,000 + 987,000 × 30% = 296,100 → 824,500;
    // net 3,000,000 − 824,500 − 60,000 = 2,115,500
    [3_000_000, 824_500, 60_000, 2_115_500],
  ],
  // ZA 2026/27. 18% ≤245,100; 44,118 + 26% ≤383,100; 79,998 + 31% ≤530,200; 125,599 + 36%
  // ≤695,800; 185,215 + 39% ≤887,000; 259,783 + 41% ≤1,878,600; 666,339 + 45% above; rebate 17,820.
  // UIF 1% × min(monthly, 17,712) (≤ 2,125.44 a year).
  ZA: [
    // 120,000: 21,600 − 17,820 = 3,780; UIF 1,200; net 115,020
    [120_000, 3_780, 1_200, 115_020],
    // 400,000: 79,998 + 16,900 × 31% = 5,239 → 85,237 − 17,820 = 67,417; UIF 2,125.44;
    // net 400,000 − 67,417 − 2,125.44 = 330,457.56
    [400_000, 67_417, 2_125.44, 330_457.56],
    // 2,500,000: 666,339 + 621,400 × 45% = 279,630 → 945,969 − 17,820 = 928,149; UIF 2,125.44;
    // net 2,500,000 − 928,149 − 2,125.44 = 1,569,725.56
    [2_500_000, 928_149, 2_125.44, 1_569_725.56],
  ],
  // LV 2026. Social 10.5% of gross (no cap for the employee); taxable = gross − social − 6,600;
  // 25.5% ≤ 105,300 (26,851.50), 33% above.
  LV: [
    // 12,000: social 1,260; taxable 4,140 × 25.5% = 1,055.70; net 12,000 − 1,055.70 − 1,260 = 9,684.30
    [12_000, 1_055.7, 1_260, 9_684.3],
    // 24,000: social 2,520; taxable 14,880 × 25.5% = 3,794.40; net 24,000 − 3,794.40 − 2,520
    // = 17,685.60
    [24_000, 3_794.4, 2_520, 17_685.6],
    // 150,000: social 15,750; taxable 127,650: 26,851.50 + 22,350 × 33% = 7,375.50 → 34,227;
    // net 150,000 − 34,227 − 15,750 = 100,023
    [150_000, 34_227, 15_750, 100_023],
  ],
  // SK 2026. Social 9.4% to 201,168 (16,764 × 12); health 5%; base = gross − both; allowance
  // 5,966.73 to a base of 26,367.26, then 12,558.55 − base/4; 19% ≤ 43,983.32 (8,356.83), 25%
  // ≤ 60,349.21 (4,091.47), 30% ≤ 75,010.32 (4,398.33), 35% above, on base − allowance.
  SK: [
    // 12,000: social 1,128 + health 600 = 1,728; base 10,272; taxable 4,305.27 × 19% = 818.00;
    // net 12,000 − 818 − 1,728 = 9,454
    [12_000, 818, 1_728, 9_454],
    // 30,000: 2,820 + 1,500 = 4,320; base 25,680 (full allowance); taxable 19,713.27 × 19%
    // = 3,745.52; net 30,000 − 3,745.52 − 4,320 = 21,934.48
    [30_000, 3_745.52, 4_320, 21_934.48],
    // 48,000: 4,512 + 2,400 = 6,912; base 41,088; allowance 12,558.55 − 10,272 = 2,286.55;
    // taxable 38,801.45 × 19% = 7,372.28; net 48,000 − 7,372.28 − 6,912 = 33,715.72
    [48_000, 7_372.28, 6_912, 33_715.72],
    // 300,000: social 201,168 × 9.4% = 18,909.79 + health 15,000 = 33,909.79; base 266,090.21,
    // no allowance; 8,356.83 + 4,091.47 + 4,398.33 + 191,079.89 × 35% = 66,877.96 → 83,724.60;
    // net 300,000 − 83,724.60 − 33,909.79 = 182,365.61
    [300_000, 83_724.6, 33_909.79, 182_365.61],
  ],
  // SI 2026. Contributions 23.1% (no ceiling); allowance 5,551.93 + (gross ≤ 17,766.18 ?
  // 20,832.39 − 1.17259 × gross : 0); 16% ≤ 9,721.43 (1,555.43), 26% ≤ 28,592.44 (4,906.46),
  // 33% ≤ 57,184.88 (9,435.51), 39% ≤ 82,346.23 (9,812.93), 50% above.
  SI: [
    // 15,000: contributions 3,465; allowance 5,551.93 + 20,832.39 − 17,588.85 = 8,795.47;
    // taxable 2,739.53 × 16% = 438.32; net 15,000 − 438.32 − 3,465 = 11,096.68
    [15_000, 438.32, 3_465, 11_096.68],
    // 36,000: contributions 8,316; taxable 22,132.07: 1,555.43 + 12,410.64 × 26% = 3,226.77
    // → 4,782.20; net 36,000 − 4,782.20 − 8,316 = 22,901.80
    [36_000, 4_782.2, 8_316, 22_901.8],
    // 150,000: contributions 34,650; taxable 109,798.07: 1,555.43 + 4,906.46 + 9,435.51 + 9,812.93
    // + 27,451.84 × 50% = 13,725.92 → 39,436.24; net 150,000 − 39,436.24 − 34,650 = 75,913.76
    [150_000, 39_436.24, 34_650, 75_913.76],
  ],
  // IS 2026. Pension 4%; base = gross − pension; 31.49% ≤ 5,977,464 (498,122 × 12) = 1,882,303.41,
  // 37.99% ≤ 16,781,400 (1,398,450 × 12), 46.29% above; − personal credit 869,898.
  IS: [
    // 6,000,000: pension 240,000; base 5,760,000 × 31.49% = 1,813,824 − 869,898 = 943,926;
    // net 6,000,000 − 943,926 − 240,000 = 4,816,074
    [6_000_000, 943_926, 240_000, 4_816_074],
    // 9,600,000: pension 384,000; base 9,216,000: 1,882,303.41 + 3,238,536 × 37.99% = 1,230,319.83
    // → 3,112,623.24 − 869,898 = 2,242,725.24; net 9,600,000 − 2,242,725.24 − 384,000 = 6,973,274.76
    [9_600_000, 2_242_725.24, 384_000, 6_973_274.76],
    // 24,000,000: pension 960,000; base 23,040,000: 1,882,303.41 + 10,803,936 × 37.99% = 4,104,415.29
    // + 6,258,600 × 46.29% = 2,897,105.94 → 8,883,824.64 − 869,898 = 8,013,926.64;
    // net 24,000,000 − 8,013,926.64 − 960,000 = 15,026,073.36
    [24_000_000, 8_013_926.64, 960_000, 15_026_073.36],
  ],
};

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
