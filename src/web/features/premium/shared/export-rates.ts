/**
 * The rates block of a suite's export (CSV, JSON, PDF through the comparison tool's ExportMenu): every
 * suite converts at Parity's market rate for the pair, unadjusted, and says whether and how a
 * cost-of-living ratio was used.
 */
import type { ExportDocument } from '../../compare/export/export-data.ts';

export function suiteExportRates(options: {
  asOf: string;
  stale: boolean;
  /** Destination currency per origin currency. */
  pairRate: number;
  costOfLivingRatio: number | null;
  ratioSource: string;
}): ExportDocument['rates'] {
  return {
    base: 'USD',
    asOf: options.asOf,
    source: 'Parity rates',
    stale: options.stale,
    pairRate: options.pairRate,
    adjustedRate: options.pairRate,
    costOfLivingRatio: options.costOfLivingRatio,
    ratioSource: options.ratioSource,
  };
}
