import { afterEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.testkit.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

/**
 * Routes whose success schema is still owed (ADR 105), each with the change that closes it. None
 * today: market-data's closed with its rebuild as a schema-checked object (ADR 107).
 */
const SUCCESS_SCHEMA_OWED = new Set<string>([]);

type Operation = { responses?: Record<string, unknown> };

async function operations(): Promise<[string, Operation][]> {
  t = await createTestApp();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      op,
    ]),
  );
}

test('the OpenAPI document lists a success answer for every route', async () => {
  const missing = (await operations())
    .filter(([, op]) => op.responses?.['200'] === undefined)
    .map(([route]) => route);
  expect(missing.sort()).toEqual([...SUCCESS_SCHEMA_OWED].sort());
});

test('the OpenAPI document lists the error answers each route can give', async () => {
  const ops = new Map(await operations());
  for (const [route, op] of ops) {
    expect(Object.keys(op.responses ?? {}), route).toEqual(
      expect.arrayContaining(['400', '500', '503']),
    );
  }
  // A signed-in route documents 401; a public data route 429; a body-taking one 415.
  expect(Object.keys(ops.get('GET /api/subscription')?.responses ?? {})).toContain('401');
  expect(Object.keys(ops.get('GET /api/exchange/latest-rates')?.responses ?? {})).toContain('429');
  expect(Object.keys(ops.get('POST /api/contact')?.responses ?? {})).toContain('415');
});

test('an error answer is documented with the one envelope and its closed list of codes', async () => {
  const ops = new Map(await operations());
  // Named once (components.schemas.Error, ADR 197) and referenced by every error answer.
  expect(JSON.stringify(ops.get('GET /api/user/me')?.responses?.['401'])).toContain(
    '#/components/schemas/Error',
  );
  const doc = t.app.swagger() as { components: { schemas: Record<string, unknown> } };
  const error = JSON.stringify(doc.components.schemas.Error);
  expect(error).toContain('PLAN_REQUIRED');
  expect(error).toContain('"status"');
});
