import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { collectThirdPartyLicences, productionLockEntries } from './third-party-licences.ts';
import { thirdPartyLicencesJson } from './vite-third-party-licences.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const list = collectThirdPartyLicences(ROOT);

test('the licences page lists exactly the production packages of package-lock.json', () => {
  const fromLock = new Set(
    productionLockEntries(ROOT).map(([where, entry]) => {
      const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
      return `${name}@${entry.version ?? ''}`;
    }),
  );
  expect(new Set(list.map((p) => `${p.name}@${p.version}`))).toEqual(fromLock);
  // A dev-only package (vitest) is not shipped, a production one (fastify, react) is.
  expect(list.some((p) => p.name === 'vitest')).toBe(false);
  expect(list.some((p) => p.name === 'fastify')).toBe(true);
  expect(list.some((p) => p.name === 'react')).toBe(true);
});

test('each package carries its licence and the licence and notice files it ships', () => {
  // The one package without a declared licence is the rates package of ADR 162.
  expect(list.filter((p) => p.licence === 'UNKNOWN').map((p) => p.name)).toEqual([
    '@fawazahmed0/currency-api',
  ]);
  const react = list.find((p) => p.name === 'react');
  const reactLicence = readFileSync(path.join(ROOT, 'node_modules/react/LICENSE'), 'utf8').trim();
  expect(react?.licence).toBe('MIT');
  expect(react?.text).toContain(reactLicence);
  for (const p of list) {
    const dir = path.join(ROOT, 'node_modules', p.name);
    for (const file of p.files)
      expect(existsSync(path.join(dir, file)) || p.text !== '').toBe(true);
  }
  // The shipped file is the same list.
  expect(JSON.parse(thirdPartyLicencesJson(ROOT)).packages).toEqual(list);
});
