import { expect, test } from 'vitest';
import { loadQualityIndicators, parseQualityIndicators } from './quality-data.ts';

test('the committed indicators load by country, each with its latest year', () => {
  const thailand = loadQualityIndicators().get('THA')!;
  expect(thailand.map((r) => r.indicator).sort()).toEqual([
    'EN.ATM.PM25.MC.M3',
    'IT.NET.USER.ZS',
    'SH.MED.PHYS.ZS',
    'SH.XPD.CHEX.PC.CD',
    'SP.DYN.LE00.IN',
    'VC.IHR.PSRC.P5',
  ]);
  expect(thailand.find((r) => r.indicator === 'SP.DYN.LE00.IN')).toEqual({
    indicator: 'SP.DYN.LE00.IN',
    year: 2023,
    value: 76.41,
  });
});

test('a malformed row stops the load with its line number instead of scoring on a guess', () => {
  expect(() => parseQualityIndicators('iso3,indicator,year,value\nTHA,X,20x3,1\n')).toThrow(
    /line 2/,
  );
});
