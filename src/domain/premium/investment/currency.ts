/**
 * Currency Risk tab (issue 15): how the destination currency has moved against the home currency —
 * over the stored daily rate history (the exchange feature's snapshots) and over the World Bank's
 * annual official rates — and the inflation differential, in plain words. A home investor holding
 * destination assets gains when the destination currency rises: every figure is of the destination
 * currency's value in home currency (1 / rate, where rate is destination units per home unit).
 * Method: premium-investment.md §5.
 */
import {
  lastYears,
  meanInflation,
  stdev,
  type AnnualPoint,
  type CountrySeries,
  type YearSpan,
} from './series.ts';
import { pegText, type Peg } from './pegs.ts';

export interface DailyPoint {
  date: string;
  /** Destination units per home unit. */
  rate: number;
}

export interface MoveStats {
  /** Annualised volatility of the destination currency's value in home currency, %. */
  volatility: number;
  /** The worst fall from a previous high, % (0 or negative), with its dates or years. */
  worstDrawdown: number;
  drawdownFrom: string;
  drawdownTo: string;
  /** The change from the first to the last point, % and per year. */
  change: number;
  changePerYear: number;
  first: string;
  last: string;
  count: number;
}

const DAY_MS = 86_400_000;

function drawdown(values: readonly number[], labels: readonly string[]) {
  let peak = values[0]!;
  let peakAt = 0;
  let worst = 0;
  let from = 0;
  let to = 0;
  values.forEach((v, i) => {
    if (v > peak) {
      peak = v;
      peakAt = i;
    }
    const fall = (v / peak - 1) * 100;
    if (fall < worst) {
      worst = fall;
      from = peakAt;
      to = i;
    }
  });
  return { worstDrawdown: worst, drawdownFrom: labels[from]!, drawdownTo: labels[to]! };
}

/** Statistics of the stored daily history; null with fewer than 10 points. */
export function dailyMoves(points: readonly DailyPoint[]): MoveStats | null {
  const usable = points.filter((p) => p.rate > 0);
  if (usable.length < 10) return null;
  const values = usable.map((p) => 1 / p.rate);
  const labels = usable.map((p) => p.date);
  const logs = values.slice(1).map((v, i) => Math.log(v / values[i]!));
  const days = (Date.parse(labels[labels.length - 1]!) - Date.parse(labels[0]!)) / DAY_MS;
  const perYear = (logs.length / Math.max(days, 1)) * 365;
  const change = (values[values.length - 1]! / values[0]! - 1) * 100;
  return {
    volatility: stdev(logs) * Math.sqrt(perYear) * 100,
    ...drawdown(values, labels),
    change,
    changePerYear: ((1 + change / 100) ** (365 / Math.max(days, 1)) - 1) * 100,
    first: labels[0]!,
    last: labels[labels.length - 1]!,
    count: usable.length,
  };
}

/**
 * The annual cross rate (destination units per home unit) from both countries' official rates per
 * US dollar, for the years both have, the last 20 at most.
 */
export function annualCross(home: CountrySeries, dest: CountrySeries): AnnualPoint[] {
  const h = new Map((home['PA.NUS.FCRF'] ?? []).map((p) => [p.year, p.value]));
  const out: AnnualPoint[] = [];
  for (const p of dest['PA.NUS.FCRF'] ?? []) {
    const hv = h.get(p.year);
    if (hv !== undefined && hv > 0 && p.value > 0) out.push({ year: p.year, value: p.value / hv });
  }
  return lastYears(out, 20);
}

/** Statistics of the annual cross rates; null with fewer than 5 years. */
export function annualMoves(cross: readonly AnnualPoint[]): MoveStats | null {
  if (cross.length < 5) return null;
  const values = cross.map((p) => 1 / p.value);
  const labels = cross.map((p) => String(p.year));
  const logs = values.slice(1).map((v, i) => Math.log(v / values[i]!));
  const years = cross[cross.length - 1]!.year - cross[0]!.year;
  const change = (values[values.length - 1]! / values[0]! - 1) * 100;
  return {
    volatility: stdev(logs) * 100,
    ...drawdown(values, labels),
    change,
    changePerYear: ((1 + change / 100) ** (1 / Math.max(years, 1)) - 1) * 100,
    first: labels[0]!,
    last: labels[labels.length - 1]!,
    count: cross.length,
  };
}

export interface InflationGap {
  home: { rate: number; span: YearSpan };
  dest: { rate: number; span: YearSpan };
  /** Destination minus home, percentage points a year. */
  differential: number;
  /** The yearly change of the destination currency that relative purchasing power would imply, %. */
  impliedChangePerYear: number;
}

export function inflationGap(home: CountrySeries, dest: CountrySeries): InflationGap | null {
  const h = meanInflation(home);
  const d = meanInflation(dest);
  if (!h || !d) return null;
  return {
    home: h,
    dest: d,
    differential: d.rate - h.rate,
    impliedChangePerYear: ((1 + h.rate / 100) / (1 + d.rate / 100) - 1) * 100,
  };
}

const pct = (v: number, digits = 1) => `${Math.abs(v).toFixed(digits)}%`;
/** A signed change in words: "rose 2.1%" or "fell 0.4%" — the sign is never dropped. */
export const movedBy = (v: number, digits = 1) => `${v < 0 ? 'fell' : 'rose'} ${pct(v, digits)}`;

export interface CurrencyPegs {
  home: Peg | null;
  destination: Peg | null;
}

/** Plain-words sentences for the tab, built only from the figures above. */
export function currencyWords(
  homeCurrency: string,
  destCurrency: string,
  daily: MoveStats | null,
  annual: MoveStats | null,
  gap: InflationGap | null,
  pegs: CurrencyPegs = { home: null, destination: null },
): string[] {
  if (homeCurrency === destCurrency) {
    return [`Both cities use ${homeCurrency}: there is no currency risk between them.`];
  }
  const words: string[] = [];
  if (annual) {
    words.push(
      `From ${annual.first} to ${annual.last} the ${destCurrency} ${annual.change >= 0 ? 'gained' : 'lost'} ${pct(annual.change)} against the ${homeCurrency} (${pct(annual.changePerYear)} a year${annual.changePerYear >= 0 ? '' : ' down'}); in its worst stretch, ${annual.drawdownFrom}–${annual.drawdownTo}, it fell ${pct(annual.worstDrawdown)} from its high.`,
    );
    words.push(
      `A typical year moved it by about ${pct(annual.volatility)} either way: money held in ${destCurrency} can be worth that much more or less in ${homeCurrency} a year later.`,
    );
  }
  if (daily) {
    words.push(
      `Over the ${daily.count} stored daily rates (${daily.first} to ${daily.last}) it ${daily.change >= 0 ? 'rose' : 'fell'} ${pct(daily.change, 2)}, with an annualised volatility of ${pct(daily.volatility)} and a worst fall of ${pct(daily.worstDrawdown, 2)}.`,
    );
  }
  const { home: homePeg, destination: destPeg } = pegs;
  if (destPeg) {
    const anchor = destPeg.anchor === homeCurrency ? 'it' : `the ${destPeg.anchor}`;
    words.push(
      `The ${destCurrency} is pegged to the ${destPeg.anchor} (${pegText(destPeg)}; IMF AREAER's rule for a conventional peg): against the ${homeCurrency} it moves as ${anchor} does, for as long as the peg holds.`,
    );
  }
  if (homePeg) {
    words.push(`The ${homeCurrency} is pegged to the ${homePeg.anchor} (${pegText(homePeg)}).`);
  }
  if (gap) {
    const faster = gap.differential > 0;
    const sameAnchor =
      (destPeg && (destPeg.anchor === homeCurrency || destPeg.anchor === homePeg?.anchor)) ||
      (homePeg && homePeg.anchor === destCurrency);
    const drift =
      Math.abs(gap.differential) < 0.25
        ? 'so close that inflation alone gives no reason for the rate to drift.'
        : sameAnchor
          ? `both currencies are held to the same anchor, so the gap shows in prices, not in the rate.`
          : destPeg
            ? `by purchasing-power reasoning the drift against the ${homeCurrency} is set by the ${destPeg.anchor}'s inflation, not by the ${destCurrency}'s own, while the peg holds.`
            : `by purchasing-power reasoning, the ${destCurrency} would tend to ${faster ? 'lose' : 'gain'} about ${pct(gap.impliedChangePerYear)} a year against the ${homeCurrency}.`;
    words.push(
      `Consumer prices ${movedBy(gap.dest.rate)} a year in the destination (${gap.dest.span.first}–${gap.dest.span.last}) and ${movedBy(gap.home.rate)} a year at home (${gap.home.span.first}–${gap.home.span.last}); ${drift}`,
    );
  }
  if (!words.length) words.push('No stored rate history or official annual rates cover this pair.');
  return words;
}
