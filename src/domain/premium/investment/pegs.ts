/**
 * Pegged currencies, found in the stored official annual rates rather than typed from a list
 * (docs/methods/premium-investment.md §5). The rule is the IMF's: its Annual Report on Exchange
 * Arrangements and Exchange Restrictions (AREAER 2023) calls an arrangement a conventional peg when the
 * rate "fluctuates within narrow margins of less than ±1 percent around a central rate". Here a currency
 * is pegged to an anchor (the US dollar, or the euro through a euro-area member's rate per dollar) when
 * each of its last five annual average rates against the anchor lies within ±1% of their mean. Annual
 * averages hide day-to-day moves, so this finds the long-held pegs (AED, SAR, HKD, DKK, BGN, XOF …) and
 * no float that merely had a quiet year.
 */
import type { AnnualPoint } from './series.ts';

export const PEG_BAND = 0.01;
export const PEG_YEARS = 5;

export interface Peg {
  currency: string;
  /** The anchor currency ('USD' or 'EUR'). */
  anchor: string;
  /** The mean of the five annual rates: currency units per anchor unit. */
  central: number;
  /** The largest distance of one year from it, as a fraction (below PEG_BAND). */
  maxDeviation: number;
  first: number;
  last: number;
}

export interface Anchor {
  currency: string;
  /** The anchor's units per US dollar by year; null for the dollar itself. */
  perUsd: readonly AnnualPoint[] | null;
}

/**
 * The peg of `currency` (official rate per US$ by year) to the first anchor it holds to; null for a
 * float, for the anchor itself, or with fewer than five consecutive years.
 * @example pegOf('SAR', sar, [{ currency: 'USD', perUsd: null }])?.central // 3.75
 */
export function pegOf(
  currency: string,
  perUsd: readonly AnnualPoint[],
  anchors: readonly Anchor[],
): Peg | null {
  const last = perUsd.slice(-PEG_YEARS);
  if (last.length < PEG_YEARS || last[last.length - 1]!.year - last[0]!.year !== PEG_YEARS - 1) {
    return null;
  }
  for (const anchor of anchors) {
    if (anchor.currency === currency) continue;
    const a = anchor.perUsd ? new Map(anchor.perUsd.map((p) => [p.year, p.value])) : null;
    const ratios: number[] = [];
    for (const p of last) {
      const per = a ? a.get(p.year) : 1;
      if (per === undefined || !(per > 0) || !(p.value > 0)) break;
      ratios.push(p.value / per);
    }
    if (ratios.length < PEG_YEARS) continue;
    const central = ratios.reduce((s, r) => s + r, 0) / ratios.length;
    const maxDeviation = Math.max(...ratios.map((r) => Math.abs(r / central - 1)));
    if (maxDeviation < PEG_BAND) {
      return {
        currency,
        anchor: anchor.currency,
        central,
        maxDeviation,
        first: last[0]!.year,
        last: last[last.length - 1]!.year,
      };
    }
  }
  return null;
}

/** "held within ±1% of 3.6725 AED per USD in 2019–2023" */
export function pegText(peg: Peg): string {
  const digits = peg.central >= 100 ? 2 : 4;
  return `held within ±${PEG_BAND * 100}% of ${peg.central.toFixed(digits)} ${peg.currency} per ${peg.anchor} in ${peg.first}–${peg.last}`;
}
