// Issue 38 item 5: the OpenAPI document a client is generated from. A breaking change to it fails
// here (compared with tests/api/openapi.snapshot.json); the committed generated types must be the
// current document's, so tsc compiles the typed client (api-client.test.ts) against what is served.
// After a deliberate change: `npx tsx scripts/openapi-client.ts`.
import { readFileSync } from 'node:fs';
import { beforeAll, expect, test } from 'vitest';
import {
  currentDocument,
  SNAPSHOT_FILE,
  TYPES_FILE,
  typesOf,
} from '../../scripts/openapi-client.ts';
import { breakingChanges, type Document } from './breaking.ts';

let current: Record<string, unknown>;
const snapshot = JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')) as Document;
beforeAll(async () => {
  current = await currentDocument();
});

test('no breaking change against the committed snapshot', () => {
  expect(breakingChanges(snapshot, current as Document)).toEqual([]);
});

test('the comparison sees removals, new required parameters and lost fields', () => {
  const changed = structuredClone(current) as Document;
  const paths = changed.paths!;
  delete paths['/api/exchange/convert'];
  paths['/api/exchange/rates']!.get!.parameters!.find((p) => p.name === 'base')!.required = true;
  paths['/api/exchange/history']!.get!.parameters = paths[
    '/api/exchange/history'
  ]!.get!.parameters!.filter((p) => p.name !== 'days');
  delete changed.components!.schemas!.City!.properties!.countryCode;
  expect(breakingChanges(current as Document, changed).sort()).toEqual(
    [
      'GET /api/exchange/convert: removed',
      'GET /api/exchange/history: parameter query:days removed',
      'GET /api/exchange/rates: parameter query:base is now required',
      'schema City: field countryCode removed',
    ].sort(),
  );
});

test('every operation has an operationId, a description and, with inputs, an example', () => {
  const doc = current as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ name: `${method} ${path}`, op })),
  );
  expect(ops.length).toBeGreaterThanOrEqual(51);
  const ids = ops.map(({ op }) => op.operationId);
  expect(new Set(ids).size).toBe(ops.length);
  for (const { name, op } of ops) {
    expect(op.operationId, name).toBeTypeOf('string');
    expect(op.description, name).toBeTypeOf('string');
  }
});

test('the generated types are the current document’s, with typed operations', async () => {
  const types = await typesOf(current);
  expect(types === readFileSync(TYPES_FILE, 'utf8'), 'run npx tsx scripts/openapi-client.ts').toBe(
    true,
  );
  expect(types).not.toContain('export type operations = Record<string, never>');
});
