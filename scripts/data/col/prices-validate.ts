/**
 * `npm run prices:validate -- observed.csv`: compare the engine with observed prices (method §11).
 * Layout `city,country_code,item_id,price_usd`, or The Economist's Big Mac table
 * (`npm run prices:validate -- data/sources/big_mac_2026_01.csv`). Figures are carried to today.
 */
import { readFileSync } from 'node:fs';
import { createColEngine } from '../../../src/server/features/prices/col-engine.ts';
import { parseObserved, validate } from '../../../src/server/features/prices/price-validate.ts';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run prices:validate -- observed.csv [--date=YYYY-MM-DD]');
  process.exit(2);
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
