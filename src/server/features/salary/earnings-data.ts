/**
 * The earnings tables (data/sources/earnings_by_occupation.csv and earnings_by_industry.csv, SOURCES.md
 * "Salary Insights Hub (issue 14)"), read once per process; the domain parses them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEarningsTables, type EarningsTables } from '#domain/premium/salary/earnings.ts';
import { findProjectRoot } from '../../reference/reference-data.ts';

let cache: EarningsTables | undefined;

export function loadEarningsTables(): EarningsTables {
  if (!cache) {
    const dir = join(findProjectRoot(), 'data', 'sources');
    cache = parseEarningsTables(
      readFileSync(join(dir, 'earnings_by_occupation.csv'), 'utf8'),
      readFileSync(join(dir, 'earnings_by_industry.csv'), 'utf8'),
    );
  }
  return cache;
}
