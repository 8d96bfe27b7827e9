/**
 * The committed bar of the held-out validation (issue 30, docs/methods/cost-of-living.md §10): every
 * cell of the per-item and per-category tables, by income group, as it read when the bar was last set
 * (scripts/data/col/validation-baseline.json, written by `npm run prices:validate -- --write-baseline`).
 * A refit may not make a cell worse than its bar by more than the tolerance, nor score it on fewer
 * countries; a cell may get better, and a new cell is welcome. Setting a new bar is a reviewed commit.
 */
import type { GroupKey, ValidationCell } from '#domain/cost-of-living/validate.ts';
import type { ValidationRun } from './validation-run.ts';

/** One cell's bar: the countries it was scored on and its median absolute error. */
export interface BaselineCell {
  countries: number;
  medianAbsError: number;
}

/** Cells by name (`item:rice_1kg`, `category:markets`, `overall`), then by income group. */
export type Baseline = Record<string, Partial<Record<GroupKey, BaselineCell>>>;

/**
 * How much worse than its bar a cell may read: 3 points, or a tenth of the bar where that is more (a
 * cell of three countries moves by several points when one market town is matched differently).
 */
export function tolerance(bar: number): number {
  return Math.max(0.03, 0.1 * bar);
}

/**
 * Every cell of a validation run under its baseline name.
 * @example Object.keys(cellsOf(run)).includes('overall')
 */
export function cellsOf(
  run: Pick<ValidationRun, 'table' | 'items'>,
): Record<string, Partial<Record<GroupKey, ValidationCell>>> {
  return {
    overall: run.table.overall,
    ...Object.fromEntries(
      Object.entries(run.table.categories).map(([k, v]) => [`category:${k}`, v]),
    ),
    ...Object.fromEntries(Object.entries(run.items).map(([k, v]) => [`item:${k}`, v])),
  };
}

/**
 * The bar as committed: each cell's countries and its error to three decimals.
 * @example JSON.parse(baselineJson(run)).overall.all.countries > 0
 */
export function baselineJson(run: Pick<ValidationRun, 'table' | 'items'>): string {
  const out: Baseline = {};
  for (const [name, cells] of Object.entries(cellsOf(run)))
    for (const [group, c] of Object.entries(cells) as Array<[GroupKey, ValidationCell]>)
      (out[name] ??= {})[group] = {
        countries: c.countries,
        medianAbsError: Number(c.medianAbsError.toFixed(3)),
      };
  return `${JSON.stringify(out, null, 2)}\n`;
}

/**
 * Where a run is worse than the bar: a cell gone, scored on fewer countries, or with a median absolute
 * error above its bar plus the tolerance. Empty when the run holds the bar.
 * @example regressions(run, JSON.parse(baselineJson(run))) // []
 */
export function regressions(
  run: Pick<ValidationRun, 'table' | 'items'>,
  baseline: Baseline,
): string[] {
  const now = cellsOf(run);
  const out: string[] = [];
  for (const [name, groups] of Object.entries(baseline))
    for (const [group, bar] of Object.entries(groups) as Array<[GroupKey, BaselineCell]>) {
      const c = now[name]?.[group];
      const where = `${name} (${group})`;
      if (!c) out.push(`${where}: no longer scored`);
      else if (c.countries < bar.countries)
        out.push(`${where}: ${c.countries} countries, the bar has ${bar.countries}`);
      else if (c.medianAbsError > bar.medianAbsError + tolerance(bar.medianAbsError))
        out.push(
          `${where}: error ${(100 * c.medianAbsError).toFixed(1)}%, the bar ${(100 * bar.medianAbsError).toFixed(1)}%`,
        );
    }
  return out;
}
