import { expect, test } from 'vitest';
import { INDICATORS, qualityOfLife, scaleScore, type IndicatorValue } from './quality.ts';

const row = (indicator: string, value: number, year = 2023): IndicatorValue => ({
  indicator,
  value,
  year,
});

const FULL = [
  row('SP.DYN.LE00.IN', 70),
  row('SH.MED.PHYS.ZS', 2),
  row('SH.XPD.CHEX.PC.CD', 6000),
  row('VC.IHR.PSRC.P5', 0.3),
  row('EN.ATM.PM25.MC.M3', 75),
  row('IT.NET.USER.ZS', 90, 2020),
];

test('a value scores on its stated scale, linear or logarithmic, clamped to 0-10', () => {
  expect(scaleScore(70, INDICATORS['SP.DYN.LE00.IN'].scale)).toBeCloseTo(5, 9);
  expect(scaleScore(90, INDICATORS['SP.DYN.LE00.IN'].scale)).toBe(10);
  expect(scaleScore(5, INDICATORS['EN.ATM.PM25.MC.M3'].scale)).toBeCloseTo(10, 9);
  // Geometric middle of 5 and 75 on a log scale scores 5.
  expect(scaleScore(Math.sqrt(5 * 75), INDICATORS['EN.ATM.PM25.MC.M3'].scale)).toBeCloseTo(5, 9);
  expect(scaleScore(0, INDICATORS['VC.IHR.PSRC.P5'].scale)).toBe(10);
  expect(scaleScore(200, INDICATORS['VC.IHR.PSRC.P5'].scale)).toBe(0);
});

test('each score is the weighted mean of its inputs, and the overall the weighted mean of the scores', () => {
  const q = qualityOfLife(FULL, 2026);
  const health = q.categories.find((c) => c.key === 'healthcare')!;
  expect(health.score).toBeCloseTo(0.5 * 5 + 0.25 * 5 + 0.25 * 10, 9);
  expect(health.inputs.map((i) => i.effectiveWeight)).toEqual([0.5, 0.25, 0.25]);
  const scores = q.categories.map((c) => c.score!);
  expect(scores.slice(1)).toEqual([10, 0, 9]);
  expect(q.overall).toBeCloseTo(0.35 * 6.25 + 0.25 * 10 + 0.2 * 0 + 0.2 * 9, 9);
  expect(q.notScored).toContain('Education');
});

test('a missing input is left out and the others are re-weighted, and the answer says so', () => {
  const q = qualityOfLife(
    FULL.filter((r) => r.indicator !== 'SH.MED.PHYS.ZS'),
    2026,
  );
  const health = q.categories.find((c) => c.key === 'healthcare')!;
  const physicians = health.inputs.find((i) => i.code === 'SH.MED.PHYS.ZS')!;
  expect(physicians).toMatchObject({
    status: 'missing',
    value: null,
    score: null,
    effectiveWeight: 0,
  });
  expect(health.inputs.map((i) => i.effectiveWeight)).toEqual([0.5 / 0.75, 0, 0.25 / 0.75]);
  expect(health.score).toBeCloseTo((0.5 * 5 + 0.25 * 10) / 0.75, 9);
});

test('a figure older than 15 years is shown with its year but not scored; with no input a score is null', () => {
  const q = qualityOfLife([row('VC.IHR.PSRC.P5', 2, 2005)], 2026);
  const safety = q.categories.find((c) => c.key === 'safety')!;
  expect(safety.score).toBeNull();
  expect(safety.inputs[0]).toMatchObject({ status: 'too_old', value: 2, year: 2005 });
  expect(q.overall).toBeNull();
});

test('better facts never lower a score: longer lives, cleaner air, fewer homicides', () => {
  const base = qualityOfLife(FULL, 2026).overall!;
  const better = qualityOfLife(
    FULL.map((r) =>
      r.indicator === 'EN.ATM.PM25.MC.M3'
        ? row(r.indicator, 20)
        : r.indicator === 'SP.DYN.LE00.IN'
          ? row(r.indicator, 80)
          : r,
    ),
    2026,
  ).overall!;
  expect(better).toBeGreaterThan(base);
});
