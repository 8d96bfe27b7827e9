/**
 * Operator imports (issue 4 §4; method §11): `city,country_code,item_id,price,currency,observed_date`.
 * Each valid row becomes the city's 'imported' figure for the item, keeps its own date and takes
 * precedence over the model. Bad rows are reported by line number and skipped; a dry run writes nothing.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findItem, itemIndex } from '#domain/cost-of-living/catalogue.ts';
import { parseCsv } from '#domain/cost-of-living/csv.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ColEngine } from './col-engine.ts';
import { resolveCity } from './market-data.service.ts';
import { findImported, upsertImported } from './prices.repo.ts';

export const IMPORT_COLUMNS = [
  'city',
  'country_code',
  'item_id',
  'price',
  'currency',
  'observed_date',
] as const;

export interface ImportRow {
  line: number;
  cityId: string;
  cityName: string;
  itemId: string;
  price: number;
  currency: string;
  usd: number;
  observedOn: string;
}

export interface ImportProblem {
  line: number;
  message: string;
}

function checkRow(
  engine: ColEngine,
  rates: Readonly<Record<string, number>>,
  asOf: string,
  today: string,
  cells: string[],
): Omit<ImportRow, 'line'> | string {
  const [city, countryCode, itemId, priceText, currencyText, observed] = cells.map((c) => c.trim());
  if (cells.length !== IMPORT_COLUMNS.length)
    return `expected ${IMPORT_COLUMNS.length} columns, found ${cells.length}`;
  if (!/^[A-Za-z]{2}$/.test(countryCode ?? ''))
    return `country_code '${countryCode}' is not an ISO 3166 alpha-2 code`;
  const item = findItem(itemId ?? '');
  if (!item) return `unknown item_id '${itemId}'`;
  const price = Number(priceText);
  if (!(priceText && Number.isFinite(price) && price > 0))
    return `price '${priceText}' is not a number greater than 0`;
  const currency = (currencyText ?? '').toUpperCase();
  const rate = rates[currency];
  if (rate === undefined) return `unknown currency '${currencyText}'`;
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(observed ?? '') ||
    Number.isNaN(Date.parse(`${observed}T00:00:00Z`))
  )
    return `observed_date '${observed}' is not YYYY-MM-DD`;
  if ((observed as string) > today) return `observed_date ${observed} is in the future`;
  let resolved;
  try {
    resolved = resolveCity(engine, countryCode, city ?? '');
  } catch (error) {
    if (error instanceof AppError) return `city '${city}' not found in ${countryCode}`;
    throw error;
  }
  const usd = item.kind === 'rate' ? price : price / rate;
  const i = itemIndex(item.id);
  const base =
    item.kind === 'rate'
      ? (engine.facts.usBase[i]?.usd ?? 1)
      : (engine.referenceUsd(asOf)[i] as number);
  if (!(usd >= base * item.plausible[0] && usd <= base * item.plausible[1])) {
    return `price ${price} ${currency} (${usd.toPrecision(4)} US$) is outside the plausible range for ${item.id}`;
  }
  return {
    cityId: resolved.city.id,
    cityName: `${resolved.city.name}, ${resolved.country.iso2}`,
    itemId: item.id,
    price,
    currency,
    usd,
    observedOn: observed as string,
  };
}

/** Parse and check an import file; rows come back with their line numbers. */
export function parseImport(
  text: string,
  engine: ColEngine,
  rates: Readonly<Record<string, number>>,
  asOf: string,
  today: string,
) {
  const [header, ...rest] = parseCsv(text);
  const rows: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  const names = header?.cells.map((c) => c.trim().toLowerCase().replace(/\s+/g, '_'));
  if (!names || names.join(',') !== IMPORT_COLUMNS.join(',')) {
    problems.push({
      line: header?.line ?? 1,
      message: `the header must be ${IMPORT_COLUMNS.join(',')}`,
    });
    return { rows, problems };
  }
  for (const { line, cells } of rest) {
    const checked = checkRow(engine, rates, asOf, today, cells);
    if (typeof checked === 'string') problems.push({ line, message: checked });
    else rows.push({ line, ...checked });
  }
  return { rows, problems };
}

export interface ImportChange {
  line: number;
  action: 'insert' | 'update' | 'unchanged';
  row: ImportRow;
}

/** Write (or, in a dry run, only describe) the valid rows. Newest import wins per city and item. */
export async function applyImport(
  db: Kysely<Database>,
  rows: ImportRow[],
  sourceFile: string,
  nowIso: string,
  dryRun: boolean,
): Promise<ImportChange[]> {
  const changes: ImportChange[] = [];
  for (const row of rows) {
    const existing = await findImported(db, row.cityId, row.itemId);
    const same =
      existing &&
      existing.price === row.price &&
      existing.currency === row.currency &&
      existing.observed_on === row.observedOn;
    const action = !existing ? 'insert' : same ? 'unchanged' : 'update';
    changes.push({ line: row.line, action, row });
    if (dryRun || action === 'unchanged') continue;
    await upsertImported(db, {
      id: randomUUID(),
      city_id: row.cityId,
      item_id: row.itemId,
      price: row.price,
      currency: row.currency,
      usd: row.usd,
      observed_on: row.observedOn,
      source_file: sourceFile,
      imported_at: nowIso,
    });
  }
  return changes;
}
