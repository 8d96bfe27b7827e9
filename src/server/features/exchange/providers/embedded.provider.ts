import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type RateProvider, type RateSnapshot } from '../rate.types.ts';
import { parseCurrencyApiFile } from './currency-api.provider.ts';

/**
 * The dated snapshot shipped inside the installed @fawazahmed0/currency-api package (CC0): the same
 * usd.json the live API serves, frozen at the package's date (2026-09-29 for 2026.9.29). Always
 * available, so Parity answers with real, dated rates even with no network at all.
 * `fetchedAt` is the snapshot's own date: Parity did not fetch it, it was installed.
 */
export function loadEmbeddedSnapshot(): RateSnapshot {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@fawazahmed0/currency-api/v1/currencies/usd.min.json');
  const body: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const probe = parseCurrencyApiFile(body, 'embedded', new Date(0));
  return { ...probe, fetchedAt: `${probe.asOf}T00:00:00.000Z` };
}

export function embeddedProvider(snapshot: RateSnapshot = loadEmbeddedSnapshot()): RateProvider {
  return { name: 'embedded', fetchLatest: () => Promise.resolve(snapshot) };
}
