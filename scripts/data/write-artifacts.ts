// Deterministic writers: sorted object keys, fixed array order (the builders sort), a trailing newline,
// and nothing that depends on when or where the build ran.

import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { City } from '#domain/reference-types.ts';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
  }
  return value;
}

/** JSON with recursively sorted keys, 2-space indent, trailing newline. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

/**
 * The cities table as columns + one row per line: about a third of the size of an array of objects,
 * still diffable line by line. asciiName is '' when it equals name; countryName is restored by the
 * loader from countries.json; booleans are 0/1; aliases are joined with '|' ('' for none); partOf is ''
 * for a place that is not a section of another.
 */
export const CITY_COLUMNS = [
  'id',
  'name',
  'asciiName',
  'countryCode',
  'adminCode',
  'adminName',
  'population',
  'lat',
  'lon',
  'isCapital',
  'isCountryAverage',
  'aliases',
  'partOf',
] as const;

export function cityRow(c: City): unknown[] {
  return [
    c.id,
    c.name,
    c.asciiName === c.name ? '' : c.asciiName,
    c.countryCode,
    c.adminCode,
    c.adminName,
    c.population,
    c.lat,
    c.lon,
    c.isCapital ? 1 : 0,
    c.isCountryAverage ? 1 : 0,
    c.aliases.join('|'),
    c.partOf ?? '',
  ];
}

export function citiesJson(meta: Record<string, unknown>, cities: readonly City[]): string {
  const head = JSON.stringify(sortKeys(meta));
  const rows = cities.map((c) => JSON.stringify(cityRow(c))).join(',\n');
  return asciiJson(
    `{"columns":${JSON.stringify(CITY_COLUMNS)},\n"meta":${head},\n"rows":[\n${rows}\n]}\n`,
  );
}

/**
 * JSON text with every character outside ASCII written as a \u escape (the same value once parsed): the
 * server reads an ASCII file as a one-byte string, which parses faster (reference-data.ts, readArtifact).
 */
export function asciiJson(json: string): string {
  return json.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** 32-bit integers as little-endian bytes, whatever the machine's own order (the loader reads them so). */
export function int32LE(integers: Int32Array): Buffer {
  const bytes = Buffer.alloc(integers.length * 4);
  integers.forEach((value, i) => bytes.writeInt32LE(value, i * 4));
  return bytes;
}

export function writeText(dir: string, file: string, text: string | Buffer): number {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), text);
  return Buffer.byteLength(text);
}

/** Replaces every .svg in `dir` with exactly `files` (name -> contents), so stale flags disappear. */
export function replaceSvgDir(dir: string, files: ReadonlyMap<string, string | Buffer>): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.svg') && !files.has(name)) rmSync(join(dir, name));
  }
  for (const [name, body] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    writeFileSync(join(dir, name), body);
  }
}
