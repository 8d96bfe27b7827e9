import { itemIndex } from './catalogue.ts';
import type { BigMacRow } from './facts.ts';
import type { CountryEstimate } from './item-model.ts';

export interface BigMacError {
  iso3: string;
  observed: number;
  predicted: number;
  /** (predicted - observed) / observed, as a fraction. */
  error: number;
}

/** ISO alpha-3 codes of the euro area as priced by The Economist's EUZ row (20 members, 2023-2025). */
const EURO_AREA = [
  'AUT',
  'BEL',
  'HRV',
  'CYP',
  'EST',
  'FIN',
  'FRA',
  'DEU',
  'GRC',
  'IRL',
  'ITA',
  'LVA',
  'LTU',
  'LUX',
  'MLT',
  'NLD',
  'PRT',
  'SVK',
  'SVN',
  'ESP',
];

/**
 * Check the modelled fast-food combo against the Big Mac index (method §7): the model's combo price
 * relative to its US combo, times the US Big Mac price, predicts each country's Big Mac in US$. EUZ is
 * compared with the geometric mean of the euro-area members' estimates.
 * @example bigMacErrors(estimates, rows).find((e) => e.iso3 === 'USA')?.error // 0
 */
export function bigMacErrors(
  estimates: Map<string, CountryEstimate>,
  rows: BigMacRow[],
): BigMacError[] {
  const combo = itemIndex('combo_meal_fastfood');
  const us = estimates.get('USA')?.usd[combo];
  const usRow = rows.find((r) => r.iso3 === 'USA');
  if (!us || !usRow) return [];
  const comboOf = (iso3: string): number | null => {
    if (iso3 !== 'EUZ') return estimates.get(iso3)?.usd[combo] ?? null;
    const values = EURO_AREA.map((c) => estimates.get(c)?.usd[combo]).filter(
      (v): v is number => v !== undefined,
    );
    return values.length
      ? Math.exp(values.reduce((a, v) => a + Math.log(v), 0) / values.length)
      : null;
  };
  const out: BigMacError[] = [];
  for (const row of rows) {
    const model = comboOf(row.iso3);
    if (model === null) continue;
    const predicted = (model / us) * usRow.dollarPrice;
    out.push({
      iso3: row.iso3,
      observed: row.dollarPrice,
      predicted,
      error: (predicted - row.dollarPrice) / row.dollarPrice,
    });
  }
  return out;
}

/**
 * Median of a list (0 for an empty list).
 * @example median([3, 1, 2]) // 2
 */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
