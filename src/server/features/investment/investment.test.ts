// POST /api/premium/investment (issue 15): entitlement, validation, and figures that follow the pair,
// the amount, the horizon and the risk, through the real app and the stored open series.
import { expect, test } from 'vitest';
import { investmentApi, type InvestmentData } from '#domain/api/investment.ts';
import { premiumSuite } from '../../testing/premium-suite.testkit.ts';
import { loadInvestmentSeries, parseInvestmentSeries } from './series-data.ts';

const suite = premiumSuite(investmentApi.answer);
const { ask, answer } = suite;

const BODY = {
  from: { city: 'New York', country: 'United States' },
  to: { city: 'Bangkok', country: 'Thailand' },
  amount: 100_000,
  horizon: 5,
  risk: 'medium',
};

test('a guest is asked to sign in; free and Voyager accounts get 403 PLAN_REQUIRED naming Navigator', async () => {
  await suite.expectGated(BODY, /portfolio/);
});

test('bad inputs are a validation error in the envelope', async () => {
  await suite.expectInvalid([
    { ...BODY, amount: -1 },
    { ...BODY, horizon: 7 },
    { ...BODY, risk: 'wild' },
  ]);
});

test('a Navigator gets every tab with figures for the pair, each from its series', async () => {
  const res = await ask(BODY);
  expect(res.headers['cache-control']).toBe('no-store');
  const data = await answer(BODY);
  expect(data.from).toMatchObject({ city: 'New York City', currency: 'USD', countryCode: 'US' });
  expect(data.to).toMatchObject({ city: 'Bangkok', currency: 'THB', countryCode: 'TH' });
  // The destination amount is the same money at today's rate.
  expect(data.to.amount / data.from.amount).toBeCloseTo(data.toPerFrom, 3);
  for (const side of [data.from, data.to]) {
    expect(side.realEstate.centre.pricePerSqm).toBeGreaterThan(0);
    expect(side.realEstate.centre.grossYield).toBeGreaterThan(0);
    expect(side.realEstate.provenance.buy_sqm_centre).toMatchObject({ source: expect.any(String) });
    expect(side.stocks.stats?.span.last).toBeGreaterThanOrEqual(2020);
    expect(side.bonds.inflation?.rate).toEqual(expect.any(Number));
  }
  // The stored series: the US equity change of its latest year is the one the tab shows.
  const us = loadInvestmentSeries().get('USA')!['CM.MKT.INDX.ZG']!;
  expect(data.from.stocks.stats!.latest).toEqual(us[us.length - 1]);
  // The US yield is held (H.15); Thailand has no open 10-year yield held and says so.
  expect(data.from.bonds.yield).not.toBeNull();
  expect(data.to.bonds.yield).toBeNull();
  expect(data.to.bonds.missing).toMatch(/No open long-term government bond yield/);
  expect(data.currencyRisk.annual).not.toBeNull();
  expect(data.currencyRisk.words.join(' ')).toMatch(/THB/);
  expect(data.currencyRisk.inflation?.differential).toEqual(expect.any(Number));
  const shares = data.portfolio.components.reduce((s, c) => s + c.share, 0);
  expect(shares).toBeCloseTo(100, 3);
  expect(data.portfolio.path).toHaveLength(6);
  expect(data.portfolio.disclaimer).toMatch(/not investment advice/);
});

test('a longer horizon widens the outcome range; higher risk holds more stocks', async () => {
  const short = await answer({ ...BODY, horizon: 1 });
  const long = await answer({ ...BODY, horizon: 20 });
  const width = (d: InvestmentData) => d.portfolio.outcome.high - d.portfolio.outcome.low;
  expect(width(long)).toBeGreaterThan(width(short));
  const stock = (d: InvestmentData) => d.from.stocks.scenario!;
  expect(stock(long).high / stock(long).low).toBeGreaterThan(stock(short).high / stock(short).low);
  const stocks = (d: InvestmentData) =>
    d.portfolio.components.filter((c) => c.key.endsWith('Stocks')).reduce((s, c) => s + c.share, 0);
  expect(stocks(await answer({ ...BODY, risk: 'high' }))).toBeGreaterThan(
    stocks(await answer({ ...BODY, risk: 'low' })),
  );
  // Twice the amount, twice every money figure.
  const twice = await answer({ ...BODY, amount: 200_000 });
  const once = await answer(BODY);
  expect(
    twice.to.realEstate.scenario.rentOverHorizon / once.to.realEstate.scenario.rentOverHorizon,
  ).toBeCloseTo(2, 3);
});

test('another pair gives other figures: its own cities, currencies and yields', async () => {
  const a = await answer(BODY);
  const b = await answer({
    ...BODY,
    from: { city: 'London', country: 'United Kingdom' },
    to: { city: 'Berlin', country: 'Germany' },
  });
  expect(b.from.currency).toBe('GBP');
  expect(b.to.currency).toBe('EUR');
  expect(b.to.realEstate.centre.grossYield).not.toBe(a.to.realEstate.centre.grossYield);
  expect(b.currencyRisk.words.join(' ')).toMatch(/EUR/);
  // Each side's own OECD long-term rate, with its year (issue 31): UK 2025 = mean of the twelve
  // monthly IRLTLT01GBM156N values = 4.582; Germany 2025 = 2.609. Never the other country's.
  expect(b.from.bonds.yield).toEqual({ year: 2025, value: 4.582 });
  expect(b.to.bonds.yield).toEqual({ year: 2025, value: 2.609 });
  expect(b.portfolio.components.find((c) => c.key === 'homeBonds')?.basis).toMatch(
    /10-year government yield/,
  );
});

test('the same currency on both sides has no currency risk', async () => {
  const data = await answer({
    ...BODY,
    from: { city: 'Berlin', country: 'Germany' },
    to: { city: 'Paris', country: 'France' },
  });
  expect(data.currencyRisk.annual).toBeNull();
  expect(data.currencyRisk.words[0]).toMatch(/no currency risk/);
});

test('the series file is well formed; a malformed row is refused', () => {
  expect(loadInvestmentSeries().size).toBeGreaterThan(150);
  expect(() => parseInvestmentSeries('iso3,indicator,year,value\nUSA,NOPE,2020,1\n')).toThrow(
    /line 2/,
  );
});

// Hand-worked (docs/methods/premium-investment.md §8): the dirham's official rate is 3.6725 per US$
// every year 2019–2023 (WDI PA.NUS.FCRF), a peg by IMF AREAER's ±1% rule; the rupee moved 70.4 → 82.6.
test('Mumbai → Dubai: the dirham is known as pegged to the dollar and no drift of its own is predicted', async () => {
  const data = await answer({
    ...BODY,
    from: { city: 'Mumbai', country: 'India' },
    to: { city: 'Dubai', country: 'United Arab Emirates' },
  });
  expect(data.currencyRisk.pegs.destination).toMatchObject({
    currency: 'AED',
    anchor: 'USD',
    central: 3.6725,
    first: 2019,
    last: 2023,
  });
  expect(data.currencyRisk.pegs.home).toBeNull();
  const words = data.currencyRisk.words.join(' ');
  expect(words).toMatch(/AED is pegged to the USD/);
  expect(words).not.toMatch(/would tend to gain/);
});

// Hand-worked: WDI FP.CPI.TOTL.ZG for the UAE 2014–2023 is 2.35, 4.07, 1.62, 1.97, 3.07, −1.93,
// −2.08, 0.18, 5.29, 1.63 (archive/FP.CPI.TOTL.ZG.csv of datahub core/inflation): compounded
// (Π(1 + π/100))^(1/10) − 1 = 1.59% a year. The GDP deflator stored before read −0.4% with −16.3% in 2015.
test('the UAE consumer-price series is CPI inflation (1.6% a year 2014–2023), with its years', async () => {
  const data = await answer({
    ...BODY,
    from: { city: 'Mumbai', country: 'India' },
    to: { city: 'Dubai', country: 'United Arab Emirates' },
  });
  const dest = data.currencyRisk.inflation!.dest;
  expect(dest.rate).toBeCloseTo(1.5907, 3);
  expect(dest.span).toEqual({ first: 2014, last: 2023, count: 10 });
  expect(data.currencyRisk.inflation!.home.span.last).toBe(2024);
  expect(data.currencyRisk.words.join(' ')).toMatch(
    /Consumer prices rose 1\.6% a year in the destination \(2014–2023\) and rose 5\.0% a year at home \(2015–2024\)/,
  );
});

// The default "₹100,000 buys 1 m²": without an amount the analyzer now starts from what a 50 m²
// one-bedroom outside the centre costs at home (50 × the catalogue's price per m² outside).
test('no amount sent: a 50 m² flat outside the centre at home, which buys 50 m² there', async () => {
  const { amount: _omit, ...rest } = BODY;
  const data = await answer({
    ...rest,
    from: { city: 'Mumbai', country: 'India' },
    to: { city: 'Dubai', country: 'United Arab Emirates' },
  });
  expect(data.amountBasis).toBe('origin-flat');
  expect(data.currency).toBe('INR');
  // Numbers are sent to six significant digits.
  const flat = 50 * data.from.realEstate.outside.pricePerSqm;
  expect(Math.abs(data.amount - flat) / flat).toBeLessThan(1e-5);
  expect(data.from.realEstate.scenario.sqmOutside).toBeCloseTo(50, 3);
  const typed = await answer({ ...BODY, amount: 100_000 });
  expect(typed.amountBasis).toBe('yours');
});
