// Pegs found by IMF AREAER's ±1% rule in official annual rates, and signs kept in the Currency Risk
// words (docs/methods/premium-investment.md §5, hand-worked cases). Rates are WDI PA.NUS.FCRF
// 2019–2023 as stored in data/sources/investment_series.csv.
import { expect, test } from 'vitest';
import { currencyWords, inflationGap, movedBy } from './currency.ts';
import { pegOf, type Anchor } from './pegs.ts';
import type { AnnualPoint, CountrySeries } from './series.ts';

const y = (values: number[], from = 2019): AnnualPoint[] =>
  values.map((value, i) => ({ year: from + i, value }));
const DEU = y([0.893276, 0.875506, 0.845494, 0.949624, 0.92484]);
const ANCHORS: Anchor[] = [
  { currency: 'USD', perUsd: null },
  { currency: 'EUR', perUsd: DEU },
];

test('dollar and euro pegs are found in the official rates; floats and the anchors are not pegs', () => {
  const aed = pegOf('AED', y([3.6725, 3.6725, 3.6725, 3.6725, 3.6725]), ANCHORS)!;
  expect(aed).toMatchObject({ anchor: 'USD', first: 2019, last: 2023 });
  expect(aed.central).toBeCloseTo(3.6725, 9);
  expect(aed.maxDeviation).toBeCloseTo(0, 9);
  // HKD 7.757–7.836 per US$: mean 7.8055, widest year 0.62% away.
  const hkd = pegOf('HKD', y([7.83592, 7.75725, 7.77325, 7.83142, 7.82958]), ANCHORS)!;
  expect(hkd.anchor).toBe('USD');
  expect(hkd.maxDeviation).toBeCloseTo(0.00618, 4);
  // DKK per US$ ÷ EUR per US$ = 7.436–7.472 DKK per EUR (mean 7.4552, within 0.26%).
  const dkk = pegOf('DKK', y([6.66945, 6.54215, 6.28711, 7.07615, 6.8897]), ANCHORS)!;
  expect(dkk.anchor).toBe('EUR');
  expect(dkk.central).toBeCloseTo(7.4552, 3);
  // INR 70.4 → 82.6 per US$ and CNY 6.45–7.08: floats (managed or not), not pegs.
  expect(pegOf('INR', y([70.4203, 74.0996, 73.918, 78.6045, 82.5993]), ANCHORS)).toBeNull();
  expect(pegOf('CNY', y([6.90839, 6.90077, 6.44898, 6.73716, 7.084]), ANCHORS)).toBeNull();
  expect(pegOf('EUR', DEU, ANCHORS)).toBeNull();
  expect(pegOf('SAR', y([3.75, 3.75, 3.75]), ANCHORS)).toBeNull();
});

test('signs survive into the words: a falling series reads "fell", never "rose"', () => {
  expect(movedBy(-0.4)).toBe('fell 0.4%');
  expect(movedBy(2.25, 2)).toBe('rose 2.25%');
  const home: CountrySeries = { 'FP.CPI.TOTL.ZG': y([5, 5, 5, 5, 5]) };
  const dest: CountrySeries = { 'FP.CPI.TOTL.ZG': y([-0.4, -0.4, -0.4, -0.4, -0.4]) };
  const gap = inflationGap(home, dest)!;
  const text = currencyWords('INR', 'XYZ', null, null, gap).join(' ');
  expect(text).toMatch(/Consumer prices fell 0\.4% a year in the destination/);
  expect(text).toMatch(/rose 5\.0% a year at home/);
  expect(text).not.toMatch(/rose 0\.4%/);
});

test('a pegged destination is said to follow its anchor, with no drift of its own predicted', () => {
  const aed = pegOf('AED', y([3.6725, 3.6725, 3.6725, 3.6725, 3.6725]), ANCHORS);
  const home: CountrySeries = { 'FP.CPI.TOTL.ZG': y([5.5, 5.5, 5.5, 5.5, 5.5]) };
  const dest: CountrySeries = { 'FP.CPI.TOTL.ZG': y([1, 1, 1, 1, 1]) };
  const gap = inflationGap(home, dest)!;
  const text = currencyWords('INR', 'AED', null, null, gap, { home: null, destination: aed }).join(
    ' ',
  );
  expect(text).toMatch(
    /AED is pegged to the USD \(held within ±1% of 3\.6725 AED per USD in 2019–2023/,
  );
  expect(text).toMatch(/set by the USD's inflation/);
  expect(text).not.toMatch(/would tend to gain/);
  // Without the peg the same figures predict a drift, as before.
  expect(currencyWords('INR', 'AED', null, null, gap).join(' ')).toMatch(/would tend to gain/);
  // Dollar home, dollar-pegged destination: no drift at all.
  const usd = currencyWords('USD', 'AED', null, null, gap, { home: null, destination: aed });
  expect(usd.join(' ')).toMatch(/same anchor/);
});
