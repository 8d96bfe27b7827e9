/**
 * Portfolio Builder (issue 15): an illustrative allocation for the horizon and risk tolerance across
 * home and destination stocks, destination real estate and home bonds or cash, and the range of
 * outcomes it would have had if future years behaved like the stored ones. An illustration, not
 * advice. Rules and their reasons: premium-investment.md §6.
 *
 * - Stocks: 30% (low), 60% (medium), 80% (high), less for short horizons (−20 points at 1 year, −10 at
 *   3) and more for long ones (+5 at 10, +10 at 20+), split two thirds home, one third destination.
 *   A side without an equity series gives its share to the other; with neither, stocks are left out.
 *   Stocks are capped so that they and real estate never exceed 100%.
 * - Real estate (destination): 0 below 5 years (buying and selling costs dominate short holdings),
 *   otherwise 10% (low) or 20% (medium, high).
 * - Bonds or cash (home): the rest.
 * Each component's annual log return: stocks from their series (mean and spread); real estate its
 * gross yield plus the destination's mean inflation (no price spread: no open house-price index);
 * bonds the home 10-year yield where stored, otherwise the home mean inflation (zero real return),
 * without spread. Stocks' home–destination correlation comes from their common years.
 */
import { outcomeRange, type Outcome, type ReturnStats } from './markets.ts';
import { correlation, lastYears, type AnnualPoint } from './series.ts';

export const RISKS = ['low', 'medium', 'high'] as const;
export type Risk = (typeof RISKS)[number];
export const HORIZONS = [1, 3, 5, 10, 20] as const;
export type Horizon = (typeof HORIZONS)[number];

const STOCK_BASE: Record<Risk, number> = { low: 30, medium: 60, high: 80 };
const HORIZON_TILT: Record<Horizon, number> = { 1: -20, 3: -10, 5: 0, 10: 5, 20: 10 };
const REAL_ESTATE: Record<Risk, number> = { low: 10, medium: 20, high: 20 };

export type ComponentKey = 'homeStocks' | 'destStocks' | 'destRealEstate' | 'homeBonds';

export interface PortfolioInputs {
  risk: Risk;
  horizon: Horizon;
  amount: number;
  homeStocks: ReturnStats | null;
  destStocks: ReturnStats | null;
  homeEquityPoints: readonly AnnualPoint[];
  destEquityPoints: readonly AnnualPoint[];
  /** Destination gross rental yield, %; null: no real estate figures. */
  destYield: number | null;
  /** Destination mean inflation, % a year (0 when unknown). */
  destInflation: number | null;
  /** Home bond yield, %; null: none stored. */
  homeBondYield: number | null;
  homeInflation: number | null;
}

export interface PortfolioComponent {
  key: ComponentKey;
  share: number;
  amount: number;
  /** Expected annual return, % (geometric). */
  expectedReturn: number;
  /** Annual volatility, %; 0 where no spread is modelled. */
  volatility: number;
  basis: string;
}

export interface PathPoint extends Outcome {
  year: number;
}

export interface Portfolio {
  components: PortfolioComponent[];
  /** Expected annual return of the whole, %, and its volatility. */
  expectedReturn: number;
  volatility: number;
  stocksCorrelation: number | null;
  outcome: Outcome;
  path: PathPoint[];
  disclaimer: string;
}

export const DISCLAIMER =
  'An illustration built from past open statistics, not investment advice: past returns do not predict future ones, and taxes, fees and currency moves are not included.';

function shares(i: PortfolioInputs): Record<ComponentKey, number> {
  const realEstate = i.horizon >= 5 && i.destYield !== null ? REAL_ESTATE[i.risk] : 0;
  // Stocks never crowd out the real estate share: bonds or cash take what is left, never below 0.
  const stocks = Math.min(
    90,
    100 - realEstate,
    Math.max(10, STOCK_BASE[i.risk] + HORIZON_TILT[i.horizon]),
  );
  let home = i.homeStocks ? (stocks * 2) / 3 : 0;
  let dest = i.destStocks ? stocks / 3 : 0;
  if (!i.homeStocks && i.destStocks) dest = stocks;
  if (i.homeStocks && !i.destStocks) home = stocks;
  return {
    homeStocks: home,
    destStocks: dest,
    destRealEstate: realEstate,
    homeBonds: 100 - home - dest - realEstate,
  };
}

export function buildPortfolio(i: PortfolioInputs): Portfolio {
  const s = shares(i);
  const destInfl = i.destInflation ?? 0;
  const homeInfl = i.homeInflation ?? 0;
  const comps: Array<PortfolioComponent & { mu: number; sigma: number }> = [];
  const add = (key: ComponentKey, mu: number, sigma: number, basis: string) => {
    if (s[key] <= 0) return;
    comps.push({
      key,
      share: s[key],
      amount: (i.amount * s[key]) / 100,
      expectedReturn: (Math.exp(mu) - 1) * 100,
      volatility: sigma * 100,
      basis,
      mu,
      sigma,
    });
  };
  const span = (st: ReturnStats) => `${st.span.first}–${st.span.last}`;
  if (i.homeStocks) {
    add(
      'homeStocks',
      i.homeStocks.mu,
      i.homeStocks.sigma,
      `S&P Global Equity Index, ${span(i.homeStocks)}`,
    );
  }
  if (i.destStocks) {
    add(
      'destStocks',
      i.destStocks.mu,
      i.destStocks.sigma,
      `S&P Global Equity Index, ${span(i.destStocks)}`,
    );
  }
  if (i.destYield !== null) {
    add(
      'destRealEstate',
      Math.log(1 + i.destYield / 100) + Math.log(1 + destInfl / 100),
      0,
      'Gross rental yield plus mean inflation; price risk not modelled (no open house-price index)',
    );
  }
  add(
    'homeBonds',
    Math.log(1 + (i.homeBondYield ?? homeInfl) / 100),
    0,
    i.homeBondYield !== null
      ? '10-year government yield, held to maturity'
      : 'No open bond yield stored: assumed to keep pace with home inflation (zero real return)',
  );
  const w = (k: ComponentKey) => (comps.find((c) => c.key === k)?.share ?? 0) / 100;
  const sig = (k: ComponentKey) => comps.find((c) => c.key === k)?.sigma ?? 0;
  const common = commonYears(i.homeEquityPoints, i.destEquityPoints);
  const rho = correlation(common.home, common.dest);
  const mu = comps.reduce((sum, c) => sum + (c.share / 100) * c.mu, 0);
  const variance =
    (w('homeStocks') * sig('homeStocks')) ** 2 +
    (w('destStocks') * sig('destStocks')) ** 2 +
    2 * (rho ?? 0) * w('homeStocks') * w('destStocks') * sig('homeStocks') * sig('destStocks');
  const sigma = Math.sqrt(Math.max(variance, 0));
  const path: PathPoint[] = [];
  for (let year = 0; year <= i.horizon; year++) {
    path.push({ year, ...outcomeRange(i.amount, mu, sigma, year) });
  }
  return {
    components: comps.map(({ mu: _mu, sigma: _sigma, ...c }) => c),
    expectedReturn: (Math.exp(mu) - 1) * 100,
    volatility: sigma * 100,
    stocksCorrelation: rho,
    outcome: outcomeRange(i.amount, mu, sigma, i.horizon),
    path,
    disclaimer: DISCLAIMER,
  };
}

/** Log returns of the years both equity series have, the last 20 at most. */
function commonYears(a: readonly AnnualPoint[], b: readonly AnnualPoint[]) {
  const bm = new Map(b.map((p) => [p.year, p.value]));
  const pairs = lastYears(
    a.filter((p) => bm.has(p.year)),
    20,
  );
  return {
    home: pairs.map((p) => Math.log(1 + p.value / 100)),
    dest: pairs.map((p) => Math.log(1 + bm.get(p.year)! / 100)),
  };
}
