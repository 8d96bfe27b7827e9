import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { referenceDays, type ReferenceHistory } from '#domain/reference-rates.ts';
import { findProjectRoot } from '../../../reference/reference-data.ts';
import type { RateSnapshot } from '../rate.types.ts';

/**
 * The official history built at data-build time (data/built/rate-history.json, ADR 162): the ECB's
 * euro reference rates rebased to USD, one snapshot a day, oldest first. `fetchedAt` is the day's own
 * date: Parity did not fetch these, they were installed.
 */
export function loadReferenceHistory(
  file = join(findProjectRoot(), 'data', 'built', 'rate-history.json'),
): RateSnapshot[] {
  const history = JSON.parse(readFileSync(file, 'utf8')) as ReferenceHistory;
  return referenceDays(history).map((day) => ({
    base: 'USD',
    asOf: day.date,
    fetchedAt: `${day.date}T00:00:00.000Z`,
    source: history.source,
    rates: day.rates,
  }));
}
