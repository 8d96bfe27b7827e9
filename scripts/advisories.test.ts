import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types, run by `npm test` before vitest.
import { findings, inRange, merge, productionPackages } from './advisories.mjs';

const root = path.resolve(import.meta.dirname, '..');
const list = JSON.parse(readFileSync(path.join(root, 'security/advisories.json'), 'utf8'));

function lock(packages: Record<string, object>) {
  return { lockfileVersion: 3, packages: { '': { name: 'parity' }, ...packages } };
}

test('ranges as npm advisories write them', () => {
  expect(inRange('3.0.4', '<4.0.0')).toBe(true);
  expect(inRange('4.0.0', '<4.0.0')).toBe(false);
  expect(inRange('4.0.0-rc.1', '<4.0.0')).toBe(true);
  expect(inRange('2.3.0', '>=2.0.0 <2.3.1')).toBe(true);
  expect(inRange('2.3.1', '>=2.0.0 <2.3.1')).toBe(false);
  expect(inRange('1.5.0', '<1.0.0 || >=1.4.0 <1.6.0')).toBe(true);
  expect(inRange('9.9.9', '*')).toBe(true);
});

test('a production package inside a critical range fails; dev packages and fixed versions do not', () => {
  const vulnerable = lock({
    'node_modules/jspdf': { version: '3.0.4' },
    'node_modules/vitest/node_modules/jspdf': { version: '2.5.1', dev: true },
  });
  expect(findings(vulnerable, list).map((f: { version: string }) => f.version)).toEqual(['3.0.4']);
  expect(findings(lock({ 'node_modules/jspdf': { version: '4.2.1' } }), list)).toEqual([]);
  expect(productionPackages(vulnerable).get('jspdf')).toEqual(new Set(['3.0.4']));
  // A high advisory is reported by npm audit, but only a critical one stops the tests.
  const high = {
    advisories: [
      { package: 'jspdf', vulnerable: '<5.0.0', severity: 'high', title: 't', url: 'u' },
    ],
  };
  expect(findings(lock({ 'node_modules/jspdf': { version: '4.2.1' } }), high)).toEqual([]);
});

test('the committed lockfile has no production package with a known critical advisory', () => {
  const current = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  expect(productionPackages(current).size).toBeGreaterThan(100);
  expect(findings(current, list)).toEqual([]);
});

test('--merge adds the advisories of an npm audit report once, and keeps the old ones', () => {
  const audit = {
    auditReportVersion: 2,
    vulnerabilities: {
      'some-lib': {
        name: 'some-lib',
        severity: 'critical',
        via: [
          {
            source: 1,
            name: 'some-lib',
            title: 'Prototype pollution',
            url: 'https://github.com/advisories/GHSA-xxxx-yyyy-zzzz',
            severity: 'critical',
            range: '<1.2.3',
          },
          'other-lib',
        ],
      },
    },
  };
  const once = merge(list, audit, '2026-12-01');
  const twice = merge(once, audit, '2026-12-02');
  expect(twice.advisories).toHaveLength(list.advisories.length + 1);
  expect(twice.advisories.at(-1)).toEqual({
    id: 'GHSA-xxxx-yyyy-zzzz',
    package: 'some-lib',
    vulnerable: '<1.2.3',
    severity: 'critical',
    title: 'Prototype pollution',
    url: 'https://github.com/advisories/GHSA-xxxx-yyyy-zzzz',
  });
  expect(twice.updated).toBe('2026-12-02');
});
