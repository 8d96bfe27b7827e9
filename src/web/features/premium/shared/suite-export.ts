/**
 * The export shell every premium suite shares (ADR 176): a suite's figures in the comparison tool's
 * export format (CSV, JSON, PDF through the same ExportMenu), with the pair, the suite's persona line
 * and the rates block. Every suite converts at Parity's market rate for the pair, unadjusted, and says
 * whether and how a cost-of-living ratio was used.
 */
import type { ExportDocument, ExportFigure } from '../../compare/export/export-data.ts';

/** An amount to two decimals, as every suite's export writes it; a missing figure stays null. */
export const r2 = (n: number | null | undefined): number | null =>
  n === null || n === undefined ? null : Math.round(n * 100) / 100;

interface Side {
  city: string;
  country: string;
  currency: string;
}

/**
 * A figure list with a helper for a row that both sides have: `unit` is a fixed unit ('%', 'US$ bn'),
 * 'currency' for each side's own currency, or each side's unit read from it.
 */
export function pairFigures<S extends Side>(from: S, to: S) {
  const figures: ExportFigure[] = [];
  const unitOf = (unit: string | ((s: S) => string), s: S) =>
    typeof unit === 'function' ? unit(s) : unit === 'currency' ? s.currency : unit;
  const both = (
    section: string,
    label: string,
    get: (s: S) => number | null | undefined,
    unit: string | ((s: S) => string),
    source: string,
  ) =>
    figures.push({
      section,
      label,
      fromValue: r2(get(from)),
      toValue: r2(get(to)),
      fromUnit: unitOf(unit, from),
      toUnit: unitOf(unit, to),
      source,
    });
  return { figures, both };
}

export function suiteExport(options: {
  title: string;
  now: Date;
  /** The suite's own amount (salary, income, budget, investment), in the origin's currency. */
  amount: number;
  from: Side;
  to: Side;
  persona: string;
  answer: { as_of: string; stale: boolean };
  /** Destination currency per origin currency. */
  pairRate: number;
  costOfLivingRatio?: number | null;
  ratioSource: string;
  figures: ExportFigure[];
}): ExportDocument {
  const { from, to } = options;
  return {
    title: options.title,
    generatedAt: options.now.toISOString(),
    comparison: {
      amount: options.amount,
      from: { currency: from.currency, city: from.city, country: from.country },
      to: { currency: to.currency, city: to.city, country: to.country },
      persona: options.persona,
    },
    rates: {
      base: 'USD',
      asOf: options.answer.as_of,
      source: 'Parity rates',
      stale: options.answer.stale,
      pairRate: options.pairRate,
      adjustedRate: options.pairRate,
      costOfLivingRatio: options.costOfLivingRatio ?? null,
      ratioSource: options.ratioSource,
    },
    figures: options.figures,
  };
}
