// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { API_ANSWERS, contractJson, routeKey, routePath } from './api-contracts.ts';

const WEB = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `/api/…` path a string or template literal of the web's own code names. */
function namedApiPaths(): string[] {
  const paths = new Set<string>();
  for (const file of sourceFiles(WEB)) {
    // Test support (web/testing, a feature's *.testkit.tsx) names paths to fake them, not to call them.
    if (file.includes(`${join('web', 'testing')}`) || /\.testkit\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/['`](\/api\/[^'`?\s]*)/g)) {
      // `${id}` in a template stands for one segment.
      paths.add(routePath((match[1] ?? '').replace(/\$\{[^}]*\}/g, 'x')));
    }
  }
  return [...paths].sort();
}

test('every API path the web names has a contract the test stubs are checked against', () => {
  const listed = Object.keys(API_ANSWERS);
  const missing = namedApiPaths().filter(
    (path) => !['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].some((m) => routeKey(m, path)),
  );
  expect(missing).toEqual([]);
  expect(listed.length).toBeGreaterThan(30);
});

test('a stub that drifts from its contract fails; a faithful one passes through', () => {
  const plans = { status: 'success', data: [] };
  expect(() => contractJson('GET', '/api/plans', 200, { status: 'success' })).toThrow(/contract/);
  expect(() => contractJson('GET', '/api/nowhere', 200, plans)).toThrow(/No API contract/);
  expect(() =>
    contractJson('POST', '/api/auth/login', 401, { status: 'error', code: 'NOT_A_CODE' }),
  ).toThrow();
  expect(
    JSON.parse(
      contractJson('POST', '/api/auth/login', 401, {
        status: 'error',
        code: 'UNAUTHORIZED',
        message: 'Invalid email or password',
      }),
    ),
  ).toMatchObject({ code: 'UNAUTHORIZED' });
  expect(routeKey('DELETE', '/api/api-keys/42')).toBe('DELETE /api/api-keys/:id');
  expect(routeKey('GET', '/api/exchange/latest-rates/?from=USD')).toBe(
    'GET /api/exchange/latest-rates',
  );
});
