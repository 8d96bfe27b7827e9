import { expect, test } from 'vitest';
import { createColEngine } from '../../../src/server/features/prices/col-engine.ts';
import { LOCAL_CHECK_CITIES, localCheckTable } from './local-check.ts';

// docs/methods/local-check.md promises sixty cities, each a distinct reference city with five figures and the single fare.
test('the local check lists sixty distinct cities, each found, six figures each', () => {
  const engine = createColEngine();
  const ids = LOCAL_CHECK_CITIES.map(([iso2, name]) => {
    const country = engine.reference.countryByIso2.get(iso2);
    return country ? engine.findCity(name, country)?.id : undefined;
  });
  expect(ids.every((id) => id !== undefined)).toBe(true);
  expect(new Set(ids).size).toBe(60);
  const rows = localCheckTable(engine, [])
    .split('\n')
    .filter((l) => /^\| [^c-]/.test(l));
  expect(rows).toHaveLength(360);
  // Without evidence no observed figure may appear: every observed cell is a dash.
  expect(rows.every((r) => r.endsWith('| — |'))).toBe(true);
});
