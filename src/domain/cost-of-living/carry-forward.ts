import type { CountryFacts } from './facts.ts';

/**
 * Carrying figures from a fact's year to the date of the current rates (method §2).
 * US prices move with the BLS CPI-U; a country's price level relative to the US moves with its
 * PA.NUS.PPPC.RF price level ratio, held at its last published year after that.
 */

/**
 * Decimal year of an ISO date: annual averages are treated as mid-year (1 July) values.
 * @example decimalYear('2026-07-02T12:00:00Z') // ≈ 2026.5
 */
export function decimalYear(isoDate: string): number {
  const date = new Date(isoDate);
  const year = date.getUTCFullYear();
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  return year + (date.getTime() - start) / (end - start);
}

/**
 * US CPI-U level at a decimal year, geometric between annual averages (placed at mid-year) and
 * extrapolated beyond the last year at the last observed annual change.
 * @example cpiAt({ '2023': 300, '2024': 309 }, 2024.5) // 309
 */
export function cpiAt(cpi: Record<string, number>, when: number): number {
  const years = Object.keys(cpi)
    .map(Number)
    .sort((a, b) => a - b);
  const first = years[0];
  const last = years[years.length - 1];
  if (first === undefined || last === undefined) return 1;
  const level = (y: number) => cpi[String(y)] ?? 1;
  const t = when - 0.5;
  if (t <= first) return level(first);
  if (t >= last) {
    const prev = years.length > 1 ? level(years[years.length - 2] ?? last) : level(last);
    const growth = level(last) / prev;
    return level(last) * growth ** (t - last);
  }
  const lo = Math.floor(t);
  const frac = t - lo;
  return level(lo) * (level(lo + 1) / level(lo)) ** frac;
}

/**
 * US inflation factor from a fact's year (annual average) to a decimal date.
 * @example usInflation({ '2023': 300, '2024': 309 }, 2023, 2024.5) // 1.03
 */
export function usInflation(cpi: Record<string, number>, factYear: number, when: number): number {
  return cpiAt(cpi, when) / cpiAt(cpi, factYear + 0.5);
}

/**
 * Latest year with a price level ratio, or null.
 * @example latestPlrYear({ plr: { '2021': 0.5, '2023': 0.6 } } as never) // 2023
 */
export function latestPlrYear(facts: CountryFacts): number | null {
  const years = Object.keys(facts.plr).map(Number);
  return years.length ? Math.max(...years) : null;
}

/**
 * Drift of the country's price level relative to the US since the ICP 2021 benchmark: the ratio of
 * its latest price level ratio to the 2021 one (1 when either is missing).
 * @example priceLevelDrift({ plr: { '2021': 0.5, '2023': 0.55 } } as never) // 1.1
 */
export function priceLevelDrift(facts: CountryFacts): number {
  const base = facts.plr['2021'];
  const latest = latestPlrYear(facts);
  const now = latest === null ? undefined : facts.plr[String(latest)];
  if (!base || !now) return 1;
  return now / base;
}

/**
 * The price level ratio in force in a year: that year's, else the nearest earlier, else the latest.
 * @example plrAt({ plr: { '2021': 0.5, '2022': 0.6 } } as never, 2024) // 0.6
 */
export function plrAt(facts: CountryFacts, year: number): number | null {
  const years = Object.keys(facts.plr)
    .map(Number)
    .sort((a, b) => a - b);
  let best: number | null = null;
  for (const y of years) if (y <= year) best = y;
  const pick = best ?? years[0];
  return pick === undefined ? null : (facts.plr[String(pick)] ?? null);
}
