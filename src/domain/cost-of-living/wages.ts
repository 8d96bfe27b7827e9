import { plrAt, latestPlrYear, usInflation } from './carry-forward.ts';
import type { CountryFacts, WageFact } from './facts.ts';

/**
 * Average monthly net salary (method §6): gross earnings from OECD / ILOSTAT / national offices,
 * converted to market US$ through PPP factors and price level ratios, carried forward like prices,
 * then a documented tax wedge. Countries without a wage row get a GNI-per-capita calibrated estimate.
 */

export type WageBasis = 'oecd' | 'ilo' | 'national' | 'gni-estimate';

export interface GrossWage {
  usd: number;
  year: number;
  basis: WageBasis;
}

function fxAt(facts: CountryFacts, year: number): { fx: number; year: number } | null {
  const years = Object.keys(facts.ppp)
    .map(Number)
    .filter((y) => facts.plr[String(y)] !== undefined)
    .sort((a, b) => a - b);
  if (years.length === 0) return null;
  let pick = years[0] as number;
  for (const y of years) if (y <= year) pick = y;
  const ppp = facts.ppp[String(pick)] as number;
  const plr = facts.plr[String(pick)] as number;
  return { fx: ppp / plr, year: pick };
}

/**
 * One wage row in market US$ of its own year, or null when the facts to convert it are missing.
 * @example grossWageUsd({ plr: { '2022': 0.5 }, ppp: {} } as never, { monthlyGross: 2000, basis: 'usd_ppp_2022', currency: null, year: 2022, note: '' }, {})?.usd // 1000
 */
export function grossWageUsd(
  facts: CountryFacts,
  row: WageFact,
  recentFx: Record<string, number>,
): GrossWage | null {
  if (row.basis === 'usd_ppp_2022') {
    // OECD: constant 2022 USD PPP, so PPP$ x price level ratio(2022) = market US$ of 2022.
    const plr = plrAt(facts, 2022);
    return plr ? { usd: row.monthlyGross * plr, year: 2022, basis: 'oecd' } : null;
  }
  if (row.basis === 'ppp2021_usd') {
    // ILOSTAT: year-Y local currency / PPP(2021); x PPP(2021) / FX(Y) gives market US$ of year Y.
    const fx = fxAt(facts, row.year);
    const ppp2021 = facts.ppp['2021'];
    if (fx && ppp2021)
      return { usd: (row.monthlyGross * ppp2021) / fx.fx, year: fx.year, basis: 'ilo' };
    const plr = plrAt(facts, 2021);
    return plr ? { usd: row.monthlyGross * plr, year: 2021, basis: 'ilo' } : null;
  }
  const fx = fxAt(facts, row.year);
  const recent = row.currency ? recentFx[row.currency] : undefined;
  // A local-currency row newer than the last World Bank year is converted at the most recent documented
  // market rate (The Economist's January 2026 dollar_ex), not at a stale annual average (method §6).
  if (recent && (!fx || row.year > fx.year))
    return { usd: row.monthlyGross / recent, year: row.year, basis: 'national' };
  return fx ? { usd: row.monthlyGross / fx.fx, year: row.year, basis: 'national' } : null;
}

/**
 * The first convertible wage row (rows come best first: OECD, ILOSTAT, national office).
 * @example chooseGrossWage(facts.countries.DEU!, {})?.basis // 'oecd'
 */
export function chooseGrossWage(
  facts: CountryFacts,
  recentFx: Record<string, number>,
): GrossWage | null {
  for (const row of facts.wages) {
    const gross = grossWageUsd(facts, row, recentFx);
    if (gross && Number.isFinite(gross.usd) && gross.usd > 0) return gross;
  }
  return null;
}

/**
 * Carry a gross wage from its year to a decimal date: US inflation, and the country's price level drift
 * relative to the US after that year (real wages held constant; method §2, §6).
 * @example carryWage(country, { usd: 1000, year: 2022, basis: 'oecd' }, cpi, 2026.9) // > 1000
 */
export function carryWage(
  facts: CountryFacts,
  gross: GrossWage,
  cpi: Record<string, number>,
  when: number,
): number {
  const latest = latestPlrYear(facts);
  const then = plrAt(facts, gross.year);
  const now = latest === null ? null : plrAt(facts, latest);
  const drift = then && now && gross.year < (latest ?? 0) ? now / then : 1;
  return gross.usd * usInflation(cpi, gross.year, when) * drift;
}

/** Economies without a personal income tax on wages (only employee social contributions, if any). */
const NO_WAGE_TAX = new Set(['ARE', 'BHR', 'KWT', 'OMN', 'QAT', 'SAU']);

/**
 * Net / gross factor (method §6, table "tax wedge"): the US uses the OECD Taxing Wages figure of
 * us_base_prices.csv (0.739); GCC states without wage tax 0.95; others by World Bank income group of
 * their GNI per capita (FY2025 thresholds US$13,845 / 4,465 / 1,135): 0.73, 0.80, 0.85, 0.90.
 * @example netFactor('DEU', 50000) // 0.73
 */
export function netFactor(iso3: string, gniPerCapita: number | null): number {
  if (iso3 === 'USA') return 0.739;
  if (NO_WAGE_TAX.has(iso3)) return 0.95;
  if (gniPerCapita === null) return 0.8;
  if (gniPerCapita > 13845) return 0.73;
  if (gniPerCapita > 4465) return 0.8;
  if (gniPerCapita > 1135) return 0.85;
  return 0.9;
}

/**
 * Latest GNI per capita of a country, or null.
 * @example latestGni({ gni: { '2023': 900, '2024': 1000 } } as never) // 1000
 */
export function latestGni(facts: CountryFacts): number | null {
  const years = Object.keys(facts.gni).map(Number);
  if (years.length === 0) return null;
  return facts.gni[String(Math.max(...years))] ?? null;
}

export interface WageFit {
  intercept: number;
  slope: number;
  /** Residual standard deviation in log points, used to widen the range of estimated wages. */
  residualSd: number;
  n: number;
}

/**
 * Ordinary least squares of ln(gross monthly wage US$) on ln(GNI per capita US$).
 * @example fitWageOnGni([[1000, 100], [10000, 1000], [100000, 10000]]).slope // 1
 */
export function fitWageOnGni(pairs: Array<[number, number]>): WageFit {
  const xs = pairs.map(([g]) => Math.log(g));
  const ys = pairs.map(([, w]) => Math.log(w));
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += ((xs[i] as number) - mx) * ((ys[i] as number) - my);
    sxx += ((xs[i] as number) - mx) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = my - slope * mx;
  let ss = 0;
  for (let i = 0; i < n; i++)
    ss += ((ys[i] as number) - (intercept + slope * (xs[i] as number))) ** 2;
  return { intercept, slope, residualSd: n > 2 ? Math.sqrt(ss / (n - 2)) : 0, n };
}
