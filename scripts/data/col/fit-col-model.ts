/**
 * `npm run prices:fit`: fit the cost-of-living model's parameters on the open observed prices
 * (data/built/evidence.csv and the Big Mac index) and write data/built/col-params.json, then print the
 * held-out validation table (docs/methods/cost-of-living.md §3, §10).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModelParams } from '#domain/cost-of-living/params.ts';
import { formatTable, root, runValidation } from './validation-run.ts';

/**
 * The parameters as committed: numbers rounded to 6 significant digits so the file diffs cleanly.
 * @example paramsJson(priorParams()).startsWith('{')
 */
export function paramsJson(params: ModelParams): string {
  return `${JSON.stringify(params, (_key, value: unknown) =>
    typeof value === 'number' && !Number.isInteger(value) ? Number(value.toPrecision(6)) : value,
  )}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const run = runValidation();
  const out = path.join(root, 'data/built/col-params.json');
  writeFileSync(out, paramsJson(run.params));
  const fitted = Object.values(run.params.items).filter((p) => p.countries > 0).length;
  console.log(
    `wrote ${path.relative(root, out)}: ${run.params.observations} observations, ${fitted} items fitted on evidence`,
  );
  console.log(formatTable(run.table));
}
