/**
 * Shared by the evidence normalisers (one per open dataset in data/sources/observed/): reading a CSV into
 * named records, medians, and the EvidenceRow columns in the order data/built/evidence.csv writes them.
 */
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';

export const EVIDENCE_COLUMNS: ReadonlyArray<keyof EvidenceRow> = [
  'source',
  'iso3',
  'city',
  'admin1',
  'lat',
  'lon',
  'population',
  'itemId',
  'measure',
  'local',
  'currency',
  'usd',
  'period',
  'n',
];

/**
 * Median of a non-empty list.
 * @example median([3, 1, 2]) // 2
 */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * A positive finite number from a cell, or null.
 * @example positive('12.5') // 12.5
 */
export function positive(cell: string | undefined): number | null {
  if (cell === undefined || cell.trim() === '') return null;
  const v = Number(cell);
  return Number.isFinite(v) && v > 0 ? v : null;
}

/** Round to 4 significant digits for the committed table (the sources give at most that precision). */
export const sig4 = (v: number) => Number(v.toPrecision(4));

/**
 * One CSV line of an evidence row (RFC 4180 quoting where needed).
 * @example evidenceLine({ source: 's', iso3: 'USA', city: 'A, B', ... })
 */
export function evidenceLine(row: EvidenceRow): string {
  return EVIDENCE_COLUMNS.map((k) => {
    const v = row[k];
    if (v === null) return '';
    const s = String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  }).join(',');
}
