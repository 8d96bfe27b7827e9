/**
 * Prints the figures the method document quotes (docs/methods/cost-of-living.md §6, §7): the Big Mac
 * check of the combo-meal estimate (in-sample: the Big Mac index is also evidence of the fit; the held-out
 * figure is in the validation table), the coverage by basis, and the wage fit. Reproduce with
 * `npx tsx scripts/data/col/report-model.ts [YYYY-MM-DD]` (default: today).
 */
import { bigMacErrors, median } from '#domain/cost-of-living/big-mac-check.ts';
import { decimalYear } from '#domain/cost-of-living/carry-forward.ts';
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import { wageFitOf } from '#domain/cost-of-living/anchors.ts';
import { estimateWorld } from '#domain/cost-of-living/world.ts';
import { loadParams } from '../../../src/server/features/prices/col-engine.ts';
import { loadReferenceData } from '../../../src/server/reference/reference-data.ts';
import { buildColFacts } from './build-col-model.ts';

const date = process.argv[2] ?? new Date().toISOString().slice(0, 10);
const facts = buildColFacts();
const reference = loadReferenceData();
const alias = (iso3: string) => (iso3 === 'XKK' ? 'XKX' : iso3);
const region = new Map(reference.countries.map((c) => [alias(c.iso3), c.continentName]));
const when = decimalYear(`${date}T00:00:00Z`);
const world = estimateWorld(
  facts,
  loadParams(),
  when,
  reference.countries.map((c) => alias(c.iso3)),
  (c) => region.get(c) ?? null,
);

const errors = bigMacErrors(world, facts.bigMac).filter((e) => e.iso3 !== 'USA');
const abs = errors.map((e) => Math.abs(e.error));
console.log(`Big Mac check at ${date}: n=${errors.length} (USA excluded, it is the anchor)`);
console.log(
  `  median absolute % error ${(100 * median(abs)).toFixed(1)}%, mean ${(100 * (abs.reduce((a, b) => a + b, 0) / abs.length)).toFixed(1)}%`,
);
console.log(
  `  within 25%: ${abs.filter((a) => a <= 0.25).length}/${abs.length}; median signed error ${(100 * median(errors.map((e) => e.error))).toFixed(1)}%`,
);
// Is the observed Big Mac inside the combo's published 80% range?
const combo = CATALOGUE.findIndex((i) => i.id === 'combo_meal_fastfood');
const covered = errors.filter((e) => {
  const est = world.get(e.iso3);
  if (!est) return false;
  const ratio = e.observed / e.predicted;
  return ratio >= Math.exp(est.lowLog[combo]!) && ratio <= Math.exp(est.highLog[combo]!);
}).length;
console.log(`  observed inside the combo's 80% range: ${covered}/${errors.length}`);
const worst = [...errors].sort((a, b) => Math.abs(b.error) - Math.abs(a.error)).slice(0, 8);
console.log(
  `  worst: ${worst.map((e) => `${e.iso3} ${e.observed.toFixed(2)} -> ${e.predicted.toFixed(2)} (${e.error > 0 ? '+' : ''}${(100 * e.error).toFixed(0)}%)`).join('; ')}`,
);

const count = (f: (e: NonNullable<ReturnType<typeof world.get>>) => string) => {
  const m = new Map<string, number>();
  for (const c of reference.countries) {
    const e = world.get(alias(c.iso3));
    const k = e ? f(e) : 'none';
    m.set(k, (m.get(k) ?? 0) + 1);
  }
  return [...m].map(([k, v]) => `${k} ${v}`).join(', ');
};
console.log(
  `Coverage of the ${reference.countries.length} reference countries by price basis: ${count((e) => e.basis)}`,
);
console.log(`By wage basis: ${count((e) => e.wageBasis)}`);
const fit = wageFitOf(facts, when);
console.log(
  `GNI wage fit: ln(gross US$/month) = ${fit.intercept.toFixed(3)} + ${fit.slope.toFixed(3)} ln(GNI per capita), n=${fit.n}, residual SD ${fit.residualSd.toFixed(3)}`,
);
