import type { Bracket } from './types.ts';

/** Tax on `taxable` under a progressive schedule (each rate applies to the slice inside its band). */
export function progressiveTax(taxable: number, brackets: readonly Bracket[]): number {
  let tax = 0;
  let lower = 0;
  for (const b of brackets) {
    if (taxable <= lower) break;
    const top = b.upTo === null ? taxable : Math.min(taxable, b.upTo);
    tax += (top - lower) * b.rate;
    if (b.upTo === null) break;
    lower = b.upTo;
  }
  return tax;
}

/** A flat rate on the part of `amount` between `floor` and `ceiling` (either optional). */
export function bandedRate(amount: number, rate: number, floor = 0, ceiling = Infinity): number {
  const base = Math.min(amount, ceiling) - floor;
  return base > 0 ? base * rate : 0;
}

/** Rounds to cents, so sums of lines match the totals. */
export function cents(x: number): number {
  return Math.round(x * 100) / 100;
}
