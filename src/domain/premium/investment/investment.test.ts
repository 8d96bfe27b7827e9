// Investment Opportunity Analyzer domain (issue 15): every figure follows its inputs. No expected
// number is a constant of the code: each test changes an input and checks the direction, or checks a
// figure against its definition.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { annualCross, annualMoves, currencyWords, dailyMoves, inflationGap } from './currency.ts';
import { bondSide, outcomeRange, returnStats, stockSide } from './markets.ts';
import { buildPortfolio, HORIZONS, RISKS, type PortfolioInputs } from './portfolio.ts';
import { realEstateScenario, realEstateYields, type RealEstatePrices } from './real-estate.ts';
import { meanInflation, type AnnualPoint, type CountrySeries } from './series.ts';
import { findItem } from '../../cost-of-living/catalogue.ts';
import { REAL_ESTATE_ITEM_IDS } from './real-estate.ts';

const years = (values: number[], from = 2003): AnnualPoint[] =>
  values.map((value, i) => ({ year: from + i, value }));

const PRICES: RealEstatePrices = {
  buy_sqm_centre: 5000,
  buy_sqm_outside: 3500,
  rent_1br_centre: 1200,
  rent_1br_outside: 900,
  rent_3br_centre: 2500,
  rent_3br_outside: 1800,
};

test('the real estate figures are catalogue items', () => {
  for (const id of REAL_ESTATE_ITEM_IDS) expect(findItem(id), id).not.toBeNull();
});

test('a higher-rent city has a higher gross yield for the same price; a dearer one a lower yield', () => {
  const base = realEstateYields(PRICES);
  const higherRent = realEstateYields({ ...PRICES, rent_1br_centre: 1500, rent_3br_centre: 3000 });
  expect(higherRent.centre.grossYield).toBeGreaterThan(base.centre.grossYield);
  const dearer = realEstateYields({ ...PRICES, buy_sqm_centre: 7000 });
  expect(dearer.centre.grossYield).toBeLessThan(base.centre.grossYield);
  // The definition: a year's rent over the assumed purchase price.
  expect(base.centre.yield1br).toBeCloseTo((1200 * 12 * 100) / (5000 * 50), 10);
});

test('the real estate scenario grows with the horizon and with inflation, and buys fewer m² where dearer', () => {
  const five = realEstateScenario(PRICES, 100_000, 5, 2);
  const ten = realEstateScenario(PRICES, 100_000, 10, 2);
  expect(ten.rentOverHorizon).toBeGreaterThan(five.rentOverHorizon);
  expect(ten.valueAtEnd).toBeGreaterThan(five.valueAtEnd);
  expect(realEstateScenario(PRICES, 100_000, 5, 4).valueAtEnd).toBeGreaterThan(five.valueAtEnd);
  expect(five.sqmCentre).toBeLessThan(five.sqmOutside);
  const flat = realEstateScenario(PRICES, 100_000, 5, null);
  expect(flat.valueAtEnd).toBe(100_000);
  expect(flat.rentOverHorizon).toBeCloseTo(100_000 * (flat.grossYield / 100) * 5, 6);
});

const EQUITY = years([12, -8, 25, 4, -30, 40, 10, -5, 15, 9, 2, 20, -12, 18, 7, 11, -20, 16, 6, 3]);

test('a longer horizon widens the outcome range, in money and in ratio', () => {
  const stats = returnStats(EQUITY)!;
  let previous = outcomeRange(1000, stats.mu, stats.sigma, 1);
  for (const h of [3, 5, 10, 20]) {
    const r = outcomeRange(1000, stats.mu, stats.sigma, h);
    expect(r.high / r.low).toBeGreaterThan(previous.high / previous.low);
    expect(r.high - r.low).toBeGreaterThan(previous.high - previous.low);
    expect(r.low).toBeLessThan(r.median);
    expect(r.median).toBeLessThan(r.high);
    previous = r;
  }
});

test('a more volatile market has a wider range; a better one a higher median', () => {
  const calm = returnStats(EQUITY.map((p) => ({ ...p, value: p.value / 2 })))!;
  const wild = returnStats(EQUITY)!;
  expect(wild.volatility).toBeGreaterThan(calm.volatility);
  const a = outcomeRange(1000, calm.mu, calm.sigma, 5);
  const b = outcomeRange(1000, wild.mu, wild.sigma, 5);
  expect(b.high / b.low).toBeGreaterThan(a.high / a.low);
  const better = returnStats(EQUITY.map((p) => ({ ...p, value: p.value + 5 })))!;
  expect(better.meanReturn).toBeGreaterThan(wild.meanReturn);
  expect(returnStats(EQUITY)!.worst.value).toBe(-30);
});

test('a country without enough equity years has no stock scenario, and says why', () => {
  const side = stockSide({ 'CM.MKT.INDX.ZG': years([5, 6]) }, 1000, 5);
  expect(side.scenario).toBeNull();
  expect(side.missing).toMatch(/2 year/);
  expect(stockSide({}, 1000, 5).missing).toMatch(/no S&P/);
});

test('bonds: a higher yield ends higher; higher inflation lowers the real value; no yield, no bond figure', () => {
  const infl = years([2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
  const a = bondSide({ US10Y: years([3]), 'FP.CPI.TOTL.ZG': infl }, 1000, 10);
  const b = bondSide({ US10Y: years([5]), 'FP.CPI.TOTL.ZG': infl }, 1000, 10);
  expect(b.nominalAtEnd!).toBeGreaterThan(a.nominalAtEnd!);
  const c = bondSide(
    { US10Y: years([5]), 'FP.CPI.TOTL.ZG': infl.map((p) => ({ ...p, value: 6 })) },
    1000,
    10,
  );
  expect(c.realAtEnd!).toBeLessThan(b.realAtEnd!);
  expect(c.cashRealAtEnd!).toBeLessThan(b.cashRealAtEnd!);
  const none = bondSide({ 'FP.CPI.TOTL.ZG': infl }, 1000, 10);
  expect(none.nominalAtEnd).toBeNull();
  expect(none.missing).toMatch(/No open long-term government bond yield/);
  expect(none.cashRealAtEnd!).toBeLessThan(1000);
});

test('mean inflation compounds the last ten years', () => {
  const s: CountrySeries = { 'FP.CPI.TOTL.ZG': years([100, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]) };
  const m = meanInflation(s)!;
  expect(m.span.count).toBe(10);
  expect(m.rate).toBeCloseTo(1, 10);
});

test('currency: a steadily falling destination currency shows a fall, a drawdown and a negative trend', () => {
  const rising = Array.from({ length: 30 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    rate: 10 * (1 + i / 100), // more destination units per home unit: the destination weakens
  }));
  const d = dailyMoves(rising)!;
  expect(d.change).toBeLessThan(0);
  expect(d.worstDrawdown).toBeLessThan(0);
  const shaky = dailyMoves(rising.map((p, i) => ({ ...p, rate: p.rate * (i % 2 ? 1.02 : 0.98) })))!;
  expect(shaky.volatility).toBeGreaterThan(d.volatility);
  expect(dailyMoves(rising.slice(0, 3))).toBeNull();
});

test('annual cross rates come from both official rates; the inflation gap points the implied drift', () => {
  const home: CountrySeries = {
    'PA.NUS.FCRF': years([1, 1, 1, 1, 1, 1]),
    'FP.CPI.TOTL.ZG': years([2, 2, 2, 2, 2, 2]),
  };
  const dest: CountrySeries = {
    'PA.NUS.FCRF': years([30, 31, 33, 36, 40, 45]),
    'FP.CPI.TOTL.ZG': years([8, 8, 8, 8, 8, 8]),
  };
  const cross = annualCross(home, dest);
  expect(cross.map((p) => p.value)).toEqual([30, 31, 33, 36, 40, 45]);
  const moves = annualMoves(cross)!;
  expect(moves.change).toBeLessThan(0);
  const gap = inflationGap(home, dest)!;
  expect(gap.differential).toBeCloseTo(6, 6);
  expect(gap.impliedChangePerYear).toBeLessThan(0);
  const words = currencyWords('USD', 'TRY', null, moves, gap).join(' ');
  expect(words).toMatch(/TRY lost/);
  expect(words).toMatch(/would tend to lose/);
  expect(currencyWords('EUR', 'EUR', null, moves, gap)[0]).toMatch(/no currency risk/);
});

const inputs = (over: Partial<PortfolioInputs> = {}): PortfolioInputs => ({
  risk: 'medium',
  horizon: 5,
  amount: 100_000,
  homeStocks: returnStats(EQUITY),
  destStocks: returnStats(EQUITY.map((p) => ({ ...p, value: p.value * 1.3 - 2 }))),
  homeEquityPoints: EQUITY,
  destEquityPoints: EQUITY,
  destYield: 5,
  destInflation: 3,
  homeBondYield: null,
  homeInflation: 2,
  ...over,
});

test('portfolio shares sum to 100; higher risk holds more stocks; a longer horizon widens the range', () => {
  fc.assert(
    fc.property(fc.constantFrom(...RISKS), fc.constantFrom(...HORIZONS), (risk, horizon) => {
      const p = buildPortfolio(inputs({ risk, horizon }));
      expect(p.components.reduce((s, c) => s + c.share, 0)).toBeCloseTo(100, 9);
      expect(p.outcome.low).toBeLessThanOrEqual(p.outcome.median);
      expect(p.path).toHaveLength(horizon + 1);
    }),
  );
  const stockShare = (risk: 'low' | 'medium' | 'high') =>
    buildPortfolio(inputs({ risk }))
      .components.filter((c) => c.key.endsWith('Stocks'))
      .reduce((s, c) => s + c.share, 0);
  expect(stockShare('high')).toBeGreaterThan(stockShare('medium'));
  expect(stockShare('medium')).toBeGreaterThan(stockShare('low'));
  const ratio = (h: 1 | 3 | 5 | 10 | 20) => {
    const o = buildPortfolio(inputs({ horizon: h })).outcome;
    return o.high / o.low;
  };
  expect(ratio(3)).toBeGreaterThan(ratio(1));
  expect(ratio(10)).toBeGreaterThan(ratio(5));
  expect(ratio(20)).toBeGreaterThan(ratio(10));
  expect(buildPortfolio(inputs()).disclaimer).toMatch(/not investment advice/);
});

test('portfolio: no real estate below 5 years; a side without stocks hands its share over', () => {
  expect(buildPortfolio(inputs({ horizon: 3 })).components.map((c) => c.key)).not.toContain(
    'destRealEstate',
  );
  const noDest = buildPortfolio(inputs({ destStocks: null }));
  expect(noDest.components.map((c) => c.key)).not.toContain('destStocks');
  const withDest = buildPortfolio(inputs());
  const stocks = (p: typeof noDest) =>
    p.components.filter((c) => c.key.endsWith('Stocks')).reduce((s, c) => s + c.share, 0);
  expect(stocks(noDest)).toBeCloseTo(stocks(withDest), 9);
  // A higher home bond yield raises the expected return.
  expect(buildPortfolio(inputs({ homeBondYield: 6 })).expectedReturn).toBeGreaterThan(
    buildPortfolio(inputs({ homeBondYield: 1 })).expectedReturn,
  );
});
