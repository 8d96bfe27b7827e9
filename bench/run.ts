/**
 * `npm run bench`: run every bench/*.bench.ts module and print each figure beside its baseline,
 * measured in the same run, with the ratio (docs/design.md §7). A module exports one or more
 * `bench…(log)` functions resolving to BenchResult[] (bench/support/measure.ts). A module that fails
 * to load or throws is reported and the others still run. `npm run bench -- health` runs only the
 * modules whose file name contains "health". Exit code 1 when a module failed; a figure outside its
 * budget is printed as such but does not fail the run (these are measurements, not tests).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchResult, Log } from './support/measure.ts';

type BenchFunction = (log: Log) => Promise<BenchResult[]>;

const here = import.meta.dirname;
const filters = process.argv.slice(2);
// The foundation's figures first, then the rest alphabetically.
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort((a, b) =>
    a === 'health.bench.ts' ? -1 : b === 'health.bench.ts' ? 1 : a.localeCompare(b),
  );

const log: Log = (line) => console.log(line);
const rows: { module: string; result: BenchResult }[] = [];
const failures: string[] = [];

for (const file of files) {
  const started = Date.now();
  console.log(`\n── ${file} ──`);
  try {
    const mod = (await import(pathToFileURL(path.join(here, file)).href)) as Record<
      string,
      unknown
    >;
    const benches = Object.entries(mod).filter(
      (entry): entry is [string, BenchFunction] =>
        typeof entry[1] === 'function' && (entry[0].startsWith('bench') || entry[0] === 'default'),
    );
    if (benches.length === 0) throw new Error('exports no bench…() function');
    for (const [name, bench] of benches) {
      const results = await bench(log);
      for (const result of results) rows.push({ module: `${file}:${name}`, result });
    }
    console.log(`   (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failures.push(`${file}: ${message}`);
    console.log(`   FAILED: ${message}`);
  }
}

const format = (value: number | undefined, unit = '') =>
  value === undefined || Number.isNaN(value)
    ? '—'
    : `${value.toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;

console.log('\n=== Benchmarks (each figure beside its baseline from this run) ===');
for (const { module, result } of rows) {
  console.log(`\n${result.name}   [${module}]`);
  console.log(`  value:    ${format(result.value, result.unit)}`);
  console.log(`  baseline: ${format(result.baseline, result.unit)}`);
  console.log(`  ratio:    ${result.ratio === undefined ? '—' : result.ratio.toFixed(2)}`);
  console.log(`  budget:   ${result.target}  ->  ${result.pass ? 'within' : 'OUTSIDE'}`);
}
if (files.length === 0) console.log('no bench/*.bench.ts modules found');
if (failures.length > 0) {
  console.log(
    `\n${failures.length} module(s) failed:\n${failures.map((f) => `  ${f}`).join('\n')}`,
  );
  process.exitCode = 1;
}
