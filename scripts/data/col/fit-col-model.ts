/**
 * `npm run prices:fit`: fit the cost-of-living model's parameters on the open observed prices
 * (data/built/evidence.csv and the Big Mac index) and write data/built/col-params.json, then print the
 * held-out validation table (docs/methods/cost-of-living.md §3, §10), also written to
 * data/built/col-validation.json for the methods page.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import type { ModelParams } from '#domain/cost-of-living/params.ts';
import { formatTable, root, runValidation, type ValidationRun } from './validation-run.ts';

/**
 * The parameters as committed: numbers rounded to 6 significant digits so the file diffs cleanly.
 * @example paramsJson(priorParams()).startsWith('{')
 */
export function paramsJson(params: ModelParams | object): string {
  return `${JSON.stringify(params, (_key, value: unknown) =>
    typeof value === 'number' && !Number.isInteger(value) ? Number(value.toPrecision(6)) : value,
  )}\n`;
}

/**
 * The held-out validation table as the methods page shows it (data/built/col-validation.json).
 * @example JSON.parse(validationJson(run)).countries > 0
 */
export function validationJson(run: ValidationRun): string {
  return paramsJson({
    fitted: run.params.fitted,
    observations: run.heldOut.length,
    countries: new Set(run.heldOut.map((h) => h.obs.iso3)).size,
    sources: [...new Set(run.heldOut.map((h) => h.obs.source))].sort(),
    table: run.table,
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const run = runValidation();
  const out = path.join(root, 'data/built/col-params.json');
  writeFileSync(out, paramsJson(run.params));
  const summary = path.join(root, 'data/built/col-validation.json');
  writeFileSync(summary, validationJson(run));
  const fitted = Object.values(run.params.items).filter((p) => p.countries > 0).length;
  console.log(
    `wrote ${path.relative(root, out)}: ${run.params.observations} observations, ${fitted} items fitted on evidence`,
  );
  console.log(formatTable(run.table));
  console.log(
    '\n| item | heading | prior β, γ | fitted δ, β, γ | countries (observations) |\n|---|---|---|---|---|',
  );
  for (const item of CATALOGUE) {
    if (item.kind !== 'price') continue;
    const p = run.params.items[item.id]!;
    const f = (v: number) => v.toFixed(2);
    console.log(
      `| ${item.id} | ${item.icp} | ${f(item.prior.beta)}, ${f(item.prior.gamma)} | ${p.countries ? `${f(p.delta)}, ${f(p.beta)}, ${f(p.gamma)}` : 'prior'} | ${p.countries} (${p.n}) |`,
    );
  }
  console.log(
    '\n| category | city size s | capital k | largest city m | within-country observations |\n|---|---|---|---|---|',
  );
  for (const [key, c] of Object.entries(run.params.city))
    console.log(
      `| ${key} | ${c.size.toFixed(3)} | ${c.capital.toFixed(3)} | ${c.largest.toFixed(3)} | ${c.n || 'prior'} |`,
    );
}
