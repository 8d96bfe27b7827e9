// Part of `npm run data:build`: the ECB's euro reference rates (data/sources/ecb_euro_reference_rates.csv,
// SOURCES.md "Exchange rates") rebased to USD and written as data/built/rate-history.json, the dated
// history a fresh install serves (ADR 162, docs/methods/exchange-rates.md "Official rates").

import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEcbCsv, toReferenceHistory, type ReferenceHistory } from '#domain/reference-rates.ts';
import { writeText } from './write-artifacts.ts';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ECB_SOURCE_FILE = join(
  PROJECT_ROOT,
  'data',
  'sources',
  'ecb_euro_reference_rates.csv',
);

export function buildRateHistory(sourceFile: string = ECB_SOURCE_FILE): ReferenceHistory {
  return toReferenceHistory(parseEcbCsv(readFileSync(sourceFile, 'utf8')));
}

/** One day per line keeps the file diffable when refreshed days are appended to the source. */
export function rateHistoryJson(history: ReferenceHistory): string {
  const days = history.days.map((d) => `    ${JSON.stringify(d)}`).join(',\n');
  const head = { source: history.source, publisher: history.publisher, codes: history.codes };
  return `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "days": [\n${days}\n  ]\n}\n`;
}

export function writeRateHistory(dataDir: string): number {
  return writeText(dataDir, 'rate-history.json', rateHistoryJson(buildRateHistory()));
}
