// The Investment suite against figures worked by hand from data/sources/investment_series.csv (issue 31,
// listed in docs/methods/premium-investment.md §9): each country's own 10-year yield with its year,
// a bond held to the horizon, in today's prices, and the latest year of the stock series.
import { expect, test } from 'vitest';
import { bondSide, stockSide } from '#domain/premium/investment/markets.ts';
import { meanInflation } from '#domain/premium/investment/series.ts';
import { loadInvestmentSeries } from './series-data.ts';

const series = (iso3: string) => loadInvestmentSeries().get(iso3)!;

test('Germany’s 10-year yield for 2025 is the mean of OECD’s twelve monthly values: 2.609%', () => {
  // IRLTLT01DEM156N 2025: 2.4836, 2.4055, 2.7414, 2.5105, 2.5629, 2.5190, 2.6313, 2.6733, 2.6932,
  // 2.6178, 2.6575, 2.8142 → 31.3102 / 12 = 2.6092.
  expect(bondSide(series('DEU'), 10_000, 10).yield).toEqual({ year: 2025, value: 2.609 });
});

test('Japan’s 10-year yield for 2025 is 1.553% (OECD), its own and not another country’s', () => {
  expect(bondSide(series('JPN'), 10_000, 10).yield).toEqual({ year: 2025, value: 1.553 });
});

test('€10,000 in German bonds for 10 years: 10,000 × 1.02609^10 = €12,937.62', () => {
  expect(bondSide(series('DEU'), 10_000, 10).nominalAtEnd).toBeCloseTo(12_937.62, 1);
});

test('in today’s prices: Germany’s CPI 2015–2024 compounds to 2.3752% a year → €10,230.73', () => {
  // (1.00514426 × 1.00491747 × 1.0150949 × 1.0173217 × 1.0144566 × 1.00144878 × 1.0306667 × 1.0687257
  // × 1.0594644 × 1.022565)^(1/10) − 1 = 2.37520%; 12,937.62 / 1.0237520^10 = 10,230.73; idle cash
  // 10,000 / 1.0237520^10 = 7,907.74.
  expect(meanInflation(series('DEU'))).toMatchObject({ span: { first: 2015, last: 2024 } });
  expect(meanInflation(series('DEU'))!.rate).toBeCloseTo(2.3752, 3);
  const b = bondSide(series('DEU'), 10_000, 10);
  expect(b.realAtEnd).toBeCloseTo(10_230.73, 0);
  expect(b.cashRealAtEnd).toBeCloseTo(7_907.74, 0);
});

test('£10,000 in UK gilts for 5 years at 4.582% (2025): £12,510.79', () => {
  const b = bondSide(series('GBR'), 10_000, 5);
  expect(b.yield).toEqual({ year: 2025, value: 4.582 });
  expect(b.nominalAtEnd).toBeCloseTo(12_510.79, 1);
});

test('Thailand has no open 10-year yield held: none shown, the held countries named', () => {
  const b = bondSide(series('THA'), 10_000, 10);
  expect(b.yield).toBeNull();
  expect(b.missing).toMatch(
    /Australia, Canada, France, Germany, Japan, Switzerland and the United Kingdom/,
  );
});

test('the US yield reads 2025 (4.292%) from OECD’s copy of H.15, equal to the H.15 file for 2022–2024', () => {
  const us = series('USA');
  expect(us.IRLTLT01!.filter((p) => p.year >= 2022 && p.year <= 2024)).toEqual(
    us.US10Y!.filter((p) => p.year >= 2022),
  );
  expect(bondSide(us, 10_000, 10).yield).toEqual({ year: 2025, value: 4.292 });
});

test('the US equity series ends in 2022 (−19.4428%), its latest open year, and says so', () => {
  const s = stockSide(series('USA'), 10_000, 10);
  expect(s.stats!.latest).toEqual({ year: 2022, value: -19.4428 });
  expect(s.stats!.span.last).toBe(2022);
});
