/**
 * The fit and its validation in one place (method §3, §10), shared by `npm run prices:fit` (writes the
 * parameters), `npm run prices:validate` (prints the table) and the threshold test: observations from the
 * evidence, the final fit on all of them, held-out errors by leaving one country out, and the intervals
 * and validation table made from those held-out errors only.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countryAnchors } from '#domain/cost-of-living/anchors.ts';
import { decimalYear } from '#domain/cost-of-living/carry-forward.ts';
import type { ColFacts } from '#domain/cost-of-living/facts.ts';
import { cityEffectsFrom, fitParams } from '#domain/cost-of-living/fit.ts';
import { heldOutErrors, intervalsFrom, type HeldOut } from '#domain/cost-of-living/held-out.ts';
import type { ModelParams } from '#domain/cost-of-living/params.ts';
import {
  itemValidationTable,
  validationTable,
  type ItemValidationTable,
  type ValidationTable,
} from '#domain/cost-of-living/validate.ts';
import { readReferenceData } from '../../../src/server/reference/reference-data.ts';
import { buildColFacts } from './build-col-model.ts';
import { readEvidence, toObservations } from './observations.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The World Bank codes that differ from ISO in the reference data (as in col-engine.ts). */
const WORLD_BANK_ALIASES: Record<string, string> = { XKK: 'XKX' };

export interface ValidationRun {
  params: ModelParams;
  heldOut: HeldOut[];
  table: ValidationTable;
  /** The same held-out errors per observed concept (issue 30). */
  items: ItemValidationTable;
  facts: ColFacts;
}

/**
 * Fit on every observation and validate by leaving one country out.
 * @example runValidation().table.overall.all?.medianAbsError
 */
export function runValidation(
  evidenceFile = path.join(root, 'data/built/evidence.csv'),
): ValidationRun {
  const facts = buildColFacts();
  const reference = readReferenceData(path.join(root, 'data/built'));
  const asOf = reference.meta.rateSnapshotDate;
  const when = decimalYear(`${asOf}T00:00:00Z`);
  const wb = (iso3: string) => WORLD_BANK_ALIASES[iso3] ?? iso3;
  const regionOf = new Map(reference.countries.map((c) => [wb(c.iso3), c.continentName]));
  const anchors = countryAnchors(
    facts,
    when,
    reference.countries.map((c) => wb(c.iso3)),
    (iso3) => regionOf.get(iso3) ?? null,
  );
  const observations = toObservations(readEvidence(evidenceFile), facts, reference, when);
  const params = fitParams(observations, anchors);
  const heldOut = heldOutErrors(observations, anchors);
  params.intervals = intervalsFrom(
    heldOut,
    params,
    undefined,
    (iso3) => anchors.get(iso3)?.incomeGroup ?? null,
  );
  params.cityEffects = cityEffectsFrom(observations, anchors, params);
  params.fitted = asOf;
  return {
    params,
    heldOut,
    table: validationTable(heldOut, anchors, params),
    items: itemValidationTable(heldOut, anchors, params),
    facts,
  };
}

const pct = (v: number | undefined) => (v === undefined ? '—' : `${(100 * v).toFixed(0)}%`);

/**
 * The validation table as Markdown: per category the median absolute error, the median bias (ours ÷
 * observed) and the 80% interval's coverage, overall and by income group.
 */
export function formatTable(table: ValidationTable): string {
  return cellTable('category', [
    ...Object.entries(table.categories),
    ['**overall**', table.overall],
  ]);
}

/**
 * The per-item validation table as Markdown (issue 30): the same cells per observed concept.
 */
export function formatItemTable(items: ItemValidationTable): string {
  return cellTable('item (observed concept)', Object.entries(items));
}

function cellTable(
  label: string,
  rows: ReadonlyArray<readonly [string, ValidationTable['overall']]>,
): string {
  const groups = ['all', 'high', 'upper-middle', 'lower-middle', 'low'] as const;
  const head = `| ${label} | ${groups.map((g) => `${g}: n (countries) · error · bias · coverage`).join(' | ')} |`;
  const rule = `|---|${groups.map(() => '---').join('|')}|`;
  const line = (name: string, cells: ValidationTable['overall']) =>
    `| ${name} | ${groups
      .map((g) => {
        const c = cells[g];
        return c
          ? `${c.n} (${c.countries}) · ${pct(c.medianAbsError)} · ${c.medianBias.toFixed(2)} · ${pct(c.coverage)}`
          : '—';
      })
      .join(' | ')} |`;
  return [head, rule, ...rows.map(([k, v]) => line(k, v))].join('\n');
}
