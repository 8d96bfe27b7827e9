import { describe, expect, test } from 'vitest';
import { takeHomeCountries, takeHomePay } from './index.ts';

/**
 * Group A countries (issue 14): three salaries each — low, median, high enough to pass every ceiling —
 * worked by hand from the published rules; [gross, income tax, social contributions, net].
 */
type Case = [gross: number, tax: number, social: number, net: number];

const CASES: Record<string, Case[]> = {
  // ES 2025: SS 6.48% ≤ 58,914. net = gross − SS; art. 20 reduction; −2,000; combined scale
  // (state ×2) 19% ≤12,450; 24% ≤20,200; 30% ≤35,200; 37% ≤60,000; 45% ≤300,000; 47% above;
  // tax = scale(base) − scale(5,550) = scale(base) − 1,054.50.
  ES: [
    // 20,000: SS 1,296; net 18,704; reduction 2,364.34 − 1.14 × 1,030.48 = 1,189.59;
    // base 18,704 − 1,189.59 − 2,000 = 15,514.41; scale 2,365.50 + 3,064.41 × 24% = 735.46
    // → 3,100.96; tax 2,046.46; net pay 20,000 − 2,046.46 − 1,296 = 16,657.54
    [20_000, 2_046.46, 1_296, 16_657.54],
    // 35,000: SS 2,268; net 32,732 (no reduction); base 30,732; scale 2,365.50 + 7,750 × 24%
    // = 1,860 + 10,532 × 30% = 3,159.60 → 7,385.10; tax 6,330.60; net pay 26,401.40
    [35_000, 6_330.6, 2_268, 26_401.4],
    // 100,000: SS 58,914 × 6.48% = 3,817.63; base 100,000 − 3,817.63 − 2,000 = 94,182.37;
    // scale 2,365.50 + 1,860 + 15,000 × 30% = 4,500 + 24,800 × 37% = 9,176 + 34,182.37 × 45%
    // = 15,382.07 → 33,283.57; tax 32,229.07; net pay 100,000 − 32,229.07 − 3,817.63 = 63,953.30
    [100_000, 32_229.07, 3_817.63, 63_953.3],
  ],
  // PT 2026: SS 11%; specific deduction max(SS, 8.54 × 537.13 = 4,587.09); scale 12.5% ≤8,342;
  // 15.7% ≤12,587; 21.2% ≤17,838; 24.1% ≤23,089; 31.1% ≤29,397; 34.9% ≤43,090; 43.1% ≤46,566;
  // 44.6% ≤86,634; 48% above; solidarity 2.5% on 80,000–250,000, 5% above.
  PT: [
    // 15,000: SS 1,650; taxable 15,000 − 4,587.09 = 10,412.91; 8,342 × 12.5% = 1,042.75
    // + 2,070.91 × 15.7% = 325.13 → 1,367.88; net 15,000 − 1,367.88 − 1,650 = 11,982.12
    [15_000, 1_367.88, 1_650, 11_982.12],
    // 30,000: SS 3,300; taxable 25,412.91; 1,042.75 + 4,245 × 15.7% = 666.47 + 5,251 × 21.2%
    // = 1,113.21 + 5,251 × 24.1% = 1,265.49 + 2,323.91 × 31.1% = 722.74 → 4,810.65;
    // net 30,000 − 4,810.65 − 3,300 = 21,889.35
    [30_000, 4_810.65, 3_300, 21_889.35],
    // 300,000: SS 33,000 (> 4,587.09, so deducted); taxable 267,000; bands to 29,397 → 4,810.65
    // − 722.74 + 6,308 × 31.1% = 1,961.79 → 6,049.70; + 13,693 × 34.9% = 4,778.86 + 3,476 × 43.1%
    // = 1,498.16 + 40,068 × 44.6% = 17,870.33 + 180,366 × 48% = 86,575.68 → 116,772.73;
    // solidarity 170,000 × 2.5% = 4,250 + 17,000 × 5% = 850 → 5,100; tax 121,872.73;
    // net 300,000 − 121,872.73 − 33,000 = 145,127.27
    [300_000, 121_872.73, 33_000, 145_127.27],
  ],
  // FR 2025 (PASS 47,100): pension 6.90% ≤ P + 0.40%; AGIRC-ARRCO + CEG 4.01% ≤ P, 9.72% P–8P;
  // CET 0.14% ≤ 8P if gross > P; CSG 6.8% deductible + 2.4% + CRDS 0.5% on 98.25% ≤ 4P;
  // 10% deduction [504, 14,426]; barème 0/11/30/41/45% at 11,497/29,315/83,823/180,294;
  // décote 889 − 45.25% × tax; CEHR 3% on 250,000–500,000.
  FR: [
    // 25,000: pension 1,725 + 100 = 1,825; AGIRC 25,000 × 4.01% = 1,002.50 → 2,827.50;
    // CSG base 24,562.50: deductible 1,670.25, other 2.9% = 712.31; social 5,210.06;
    // taxable 25,000 − 2,827.50 − 1,670.25 = 20,502.25; −10% 2,050.23 → 18,452.03;
    // barème 6,955.03 × 11% = 765.05; décote 889 − 346.19 = 542.81; tax 222.24;
    // net 25,000 − 222.24 − 5,210.06 = 19,567.70
    [25_000, 222.24, 5_210.06, 19_567.7],
    // 45,000: pension 3,105 + 180 = 3,285; AGIRC 1,804.50 → 5,089.50; CSG base 44,212.50:
    // 3,006.45 + 1,282.16 → social 9,378.11; taxable 45,000 − 5,089.50 − 3,006.45 = 36,904.05;
    // −3,690.41 → 33,213.65; barème 17,818 × 11% = 1,959.98 + 3,898.65 × 30% = 1,169.59
    // → 3,129.57 (no décote); net 45,000 − 3,129.57 − 9,378.11 = 32,492.32
    [45_000, 3_129.57, 9_378.11, 32_492.32],
    // 400,000 (8P = 376,800, 4P = 188,400): pension 3,249.90 + 1,600 = 4,849.90; AGIRC T1
    // 1,888.71 + T2 329,700 × 9.72% = 32,046.84 + CET 376,800 × 0.14% = 527.52 → 34,463.07;
    // contributions 39,312.97; CSG base 185,103 + 211,600 = 396,703: 26,975.80 + 11,504.39;
    // social 77,793.16; taxable 400,000 − 39,312.97 − 26,975.80 = 333,711.23; −14,426
    // → 319,285.23; barème 1,959.98 + 54,508 × 30% = 16,352.40 + 96,471 × 41% = 39,553.11
    // + 138,991.23 × 45% = 62,546.05 → 120,411.54; CEHR 69,285.23 × 3% = 2,078.56;
    // tax 122,490.10; net 400,000 − 122,490.10 − 77,793.16 = 199,716.74
    [400_000, 122_490.1, 77_793.16, 199_716.74],
  ],
  // IT 2026: INPS 9.19% ≤ 122,295 + 1% above 56,224; R = gross − INPS; IRPEF 23% ≤28,000, 33% ≤50,000,
  // 43%; credits art. 13 (+65 for 25,000–35,000) and L. 207/2024 wedge credit; regional 1.23% × R.
  IT: [
    // 25,000: INPS 2,297.50; R 22,702.50; IRPEF 5,221.58; art. 13: 1,910 + 1,190 × 5,297.50/13,000
    // = 2,394.93; wedge 1,000 → IRPEF 1,826.65; regional 279.24; tax 2,105.89;
    // net 25,000 − 2,105.89 − 2,297.50 = 20,596.61
    [25_000, 2_105.89, 2_297.5, 20_596.61],
    // 35,000: INPS 3,216.50; R 31,783.50; IRPEF 6,440 + 3,783.50 × 33% = 1,248.56 → 7,688.56;
    // art. 13: 1,910 × 18,216.50/22,000 = 1,581.52 + 65 = 1,646.52; wedge 1,000 → 5,042.03;
    // regional 390.94; tax 5,432.97; net 35,000 − 5,432.97 − 3,216.50 = 26,350.53
    [35_000, 5_432.97, 3_216.5, 26_350.53],
    // 150,000: INPS 122,295 × 9.19% = 11,238.91 + 66,071 × 1% = 660.71 → 11,899.62; R 138,100.38;
    // IRPEF 6,440 + 7,260 + 88,100.38 × 43% = 37,883.16 → 51,583.16 (no credits); regional
    // 1,698.63; tax 53,281.79; net 150,000 − 53,281.79 − 11,899.62 = 84,818.59
    [150_000, 53_281.79, 11_899.62, 84_818.59],
  ],
  // NL 2025: 35.82% ≤38,441; 37.48% ≤76,817; 49.50%; general credit 3,068 − 6.337% over 28,406;
  // labour credit (four segments, nil from 129,078). Premiums inside the first bracket: social 0.
  NL: [
    // 30,000: 10,746.00; general 3,068 − 1,594 × 6.337% = 2,966.99; labour 5,220 + 3,712 × 2.258%
    // = 5,303.82; tax 2,475.19; net 27,524.81
    [30_000, 2_475.19, 0, 27_524.81],
    // 55,000: 13,769.57 + 16,559 × 37.48% = 6,206.31 → 19,975.88; general 3,068 − 26,594 × 6.337%
    // = 1,382.74; labour 5,599 − 11,929 × 6.51% = 4,822.42; tax 13,770.72; net 41,229.28
    [55_000, 13_770.72, 0, 41_229.28],
    // 140,000: 13,769.57 + 38,376 × 37.48% = 14,383.32 + 63,183 × 49.5% = 31,275.59 → 59,428.48;
    // no credits; net 80,571.52
    [140_000, 59_428.48, 0, 80_571.52],
  ],
  // IE 2026: 20% ≤ 44,000, 40% above, credits 4,000; USC 0.5% ≤12,012, 2% ≤28,700, 3% ≤70,044,
  // 8% above (none ≤ 13,000); PRSI 4.2375% of all pay (weekly > 352; credit to 424 a week).
  IE: [
    // 30,000: tax 6,000 − 4,000 = 2,000; USC 60.06 + 333.76 + 1,300 × 3% = 39 → 432.82;
    // PRSI 30,000 × 4.2375% = 1,271.25; net 30,000 − 2,432.82 − 1,271.25 = 26,295.93
    [30_000, 2_432.82, 1_271.25, 26_295.93],
    // 60,000: tax 8,800 + 6,400 − 4,000 = 11,200; USC 393.82 + 939 = 1,332.82; PRSI 2,542.50;
    // net 60,000 − 12,532.82 − 2,542.50 = 44,924.68
    [60_000, 12_532.82, 2_542.5, 44_924.68],
    // 150,000: tax 8,800 + 42,400 − 4,000 = 47,200; USC 393.82 + 1,240.32 + 79,956 × 8% = 6,396.48
    // → 8,030.62; PRSI 6,356.25; net 150,000 − 55,230.62 − 6,356.25 = 88,413.13
    [150_000, 55_230.62, 6_356.25, 88_413.13],
  ],
  // SE 2025: PBB 58,800; grundavdrag (rounded up to 100); municipal 32.41%; state 20% over 625,800;
  // jobbskatteavdrag (base − grundavdrag) × 32.41%; pension fee 7% ≤ 650,442, credited against tax.
  SE: [
    // 300,000 (5.10 PBB): GA 45,276 − 0.1 × 117,132 = 33,562.80 → 33,600; T 266,400; municipal
    // 86,340.24; JSA base 1.813 × 58,800 = 106,604.40 + 0.251 × 109,488 = 27,481.49 → 134,085.89
    // − 33,600 = 100,485.89 × 32.41% = 32,567.48; pension 21,000 (credited); tax 86,340.24
    // − 32,567.48 − 21,000 = 32,772.76; net 300,000 − 32,772.76 − 21,000 = 246,227.24
    [300_000, 32_772.76, 21_000, 246_227.24],
    // 480,000 (8.16 PBB): GA 0.293 × 58,800 = 17,228.40 → 17,300; T 462,700; municipal 149,961.07;
    // JSA (3.027 × 58,800 = 177,987.60 − 17,300) × 32.41% = 52,078.85; pension 33,600;
    // tax 149,961.07 − 52,078.85 − 33,600 = 64,282.22; net 480,000 − 64,282.22 − 33,600 = 382,117.78
    [480_000, 64_282.22, 33_600, 382_117.78],
    // 900,000: GA 17,300; T 882,700; municipal 286,083.07; state (882,700 − 625,800) × 20%
    // = 51,380; JSA 52,078.85; pension 650,442 × 7% = 45,530.94; tax 286,083.07 + 51,380
    // − 52,078.85 − 45,530.94 = 239,853.28; net 900,000 − 239,853.28 − 45,530.94 = 614,615.78
    [900_000, 239_853.28, 45_530.94, 614_615.78],
  ],
  // GR 2026: EFKA 13.37% ≤ 14 × 7,761.94 = 108,667.16; scale 9% ≤10,000; 20% ≤20,000; 26% ≤30,000;
  // 34% ≤40,000; 39% ≤60,000; 44%; reduction 777 − 2% × (taxable − 12,000).
  GR: [
    // 15,000: EFKA 2,005.50; taxable 12,994.50; 900 + 2,994.50 × 20% = 598.90 → 1,498.90;
    // reduction 777 − 19.89 = 757.11; tax 741.79; net 15,000 − 741.79 − 2,005.50 = 12,252.71
    [15_000, 741.79, 2_005.5, 12_252.71],
    // 30,000: EFKA 4,011; taxable 25,989; 900 + 2,000 + 5,989 × 26% = 1,557.14 → 4,457.14;
    // reduction 777 − 279.78 = 497.22; tax 3,959.92; net 30,000 − 3,959.92 − 4,011 = 22,029.08
    [30_000, 3_959.92, 4_011, 22_029.08],
    // 150,000: EFKA 108,667.16 × 13.37% = 14,528.80; taxable 135,471.20; 900 + 2,000 + 2,600
    // + 3,400 + 7,800 + 75,471.20 × 44% = 33,207.33 → 49,907.33; no reduction;
    // net 150,000 − 49,907.33 − 14,528.80 = 85,563.87
    [150_000, 49_907.33, 14_528.8, 85_563.87],
  ],
  // DK 2026: AM 8%; P = gross − AM; employment deduction 12.75% of P ≤ 63,300; job deduction 4.5%
  // of P over 235,200 ≤ 3,100; municipal 25.0% × (P − deductions − 54,100); bottom 12.01% × (P − 54,100);
  // middle 7.5% over 641,200; top 7.5% over 777,900.
  DK: [
    // 350,000: AM 28,000; P 322,000; deductions 41,055 + 3,100; taxable 277,845; municipal
    // 223,745 × 25% = 55,936.25; bottom 267,900 × 12.01% = 32,174.79; tax 88,111.04;
    // net 350,000 − 88,111.04 − 28,000 = 233,888.96
    [350_000, 88_111.04, 28_000, 233_888.96],
    // 600,000: AM 48,000; P 552,000; deductions 63,300 + 3,100; taxable 485,600; municipal
    // 431,500 × 25% = 107,875; bottom 497,900 × 12.01% = 59,797.79; tax 167,672.79;
    // net 600,000 − 167,672.79 − 48,000 = 384,327.21
    [600_000, 167_672.79, 48_000, 384_327.21],
    // 1,000,000: AM 80,000; P 920,000; taxable 853,600; municipal 799,500 × 25% = 199,875;
    // bottom 865,900 × 12.01% = 103,994.59; middle 278,800 × 7.5% = 20,910; top 142,100 × 7.5%
    // = 10,657.50; tax 335,437.09; net 1,000,000 − 335,437.09 − 80,000 = 584,562.91
    [1_000_000, 335_437.09, 80_000, 584_562.91],
  ],
};

describe('group A: hand-worked salaries', () => {
  test('every group A country is registered', () => {
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

/**
 * Where total deductions may fall as pay rises, by rule: Italy's tax-wedge credit starts above
 * €20,000 of income, and the tax-free bonus it replaces below that is not modelled (see it.ts).
 */
const DEDUCTIONS_MAY_DROP = new Set(['IT']);

describe('group A: properties', () => {
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
        if (!DEDUCTIONS_MAY_DROP.has(country))
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
