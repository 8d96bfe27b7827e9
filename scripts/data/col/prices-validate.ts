/**
 * `npm run prices:validate`: the held-out validation of the model (method §10). Fits on every country
 * but one, scores that country's open observed prices, for each country in turn, and prints per category
 * the median absolute error, the median bias (ours ÷ observed) and the 80% interval's coverage, overall
 * and by World Bank income group, then the same per observed item (issue 30), and any cell that reads worse
 * than the committed bar (scripts/data/col/validation-baseline.json). `-- --write-baseline` sets the bar
 * to this run (a reviewed commit).
 *
 * `npm run prices:validate -- observed.csv`: compare the engine with a table of observed prices (method
 * §11). Layout `city,country_code,item_id,price_usd`, or The Economist's Big Mac table. Figures are
 * carried to today.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createColEngine } from '../../../src/server/features/prices/col-engine.ts';
import { parseObserved, validate } from '../../../src/server/features/prices/price-validate.ts';
import { median, withinCountryRanks } from '#domain/cost-of-living/within-country.ts';
import { baselineJson, regressions, type Baseline } from './validation-baseline.ts';
import { formatItemTable, formatTable, root, runValidation } from './validation-run.ts';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) {
  const run = runValidation();
  console.log(
    `Held out by country: ${run.heldOut.length} observations in ${new Set(run.heldOut.map((h) => h.obs.iso3)).size} countries, each scored by a fit that never saw it.`,
  );
  console.log(formatTable(run.table));
  console.log(`\n${formatItemTable(run.items)}`);
  const barFile = path.join(root, 'scripts/data/col/validation-baseline.json');
  if (process.argv.includes('--write-baseline')) {
    writeFileSync(barFile, baselineJson(run));
    console.log(`\nwrote ${path.relative(root, barFile)}`);
  } else {
    const worse = regressions(run, JSON.parse(readFileSync(barFile, 'utf8')) as Baseline);
    console.log(
      worse.length === 0
        ? '\nEvery cell holds its bar (scripts/data/col/validation-baseline.json).'
        : `\nWorse than the bar:\n${worse.map((w) => `  ${w}`).join('\n')}`,
    );
  }
  // Inside a country (ADR 147): how the held-out model orders each dataset's places.
  const ranks = withinCountryRanks(run.heldOut).filter((r) => !r.group.includes('wfp'));
  console.log(
    `\nWithin-country rank correlation, held out (rents and sale prices; median ${median(ranks.map((r) => r.rho)).toFixed(2)}):`,
  );
  for (const r of ranks)
    console.log(
      `  ${r.group.padEnd(44)} ${String(r.places).padStart(5)} places  ${r.rho.toFixed(2)}`,
    );
  process.exit(0);
}
const date =
  process.argv.find((a) => a.startsWith('--date='))?.slice(7) ??
  new Date().toISOString().slice(0, 10);
const engine = createColEngine();
const parsed = parseObserved(readFileSync(file, 'utf8'), engine);
for (const p of parsed.problems) console.log(`line ${p.line}: skipped, ${p.message}`);
const result = validate(engine, date, parsed);
const pct = (v: number) => `${(100 * v).toFixed(1)}%`;
console.log(
  `${result.rows} observations compared at ${date}${parsed.relativeToUs ? ' (relative to the US row)' : ''}`,
);
for (const c of result.perCategory)
  console.log(
    `  ${c.category.padEnd(24)} n=${String(c.n).padStart(4)}  median abs error ${pct(c.mdape)}`,
  );
console.log(
  `  ${'overall'.padEnd(24)} n=${String(result.rows).padStart(4)}  median abs error ${pct(result.overall)}`,
);
console.log(
  `rank correlation (Spearman) of the city price level over ${result.cities} places: ${result.rankCorrelation.toFixed(3)}`,
);
console.log(
  `worst: ${result.worst.map((w) => `${w.place} ${w.itemId} ${w.usd.toFixed(2)} -> ${w.estimate.toFixed(2)}`).join('; ')}`,
);
