import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { buildColFacts } from './build-col-model.ts';

test('the committed data/built/col-model.json is what the build makes from data/sources', () => {
  const committed: unknown = JSON.parse(readFileSync('data/built/col-model.json', 'utf8'));
  expect(committed).toEqual(JSON.parse(JSON.stringify(buildColFacts())));
});

test('each country keeps one wage row family, best first (OECD, then ILOSTAT)', () => {
  const facts = buildColFacts();
  expect(facts.countries.DEU?.wages[0]?.basis).toBe('usd_ppp_2022');
  // No national-office rows since wages_extra.csv was dropped (issue 37, ADR 163): ARG and SAU take the
  // GNI estimate.
  expect(facts.countries.ARG?.wages).toEqual([]);
  expect(facts.countries.SAU?.wages).toEqual([]);
  expect(Object.values(facts.countries).some((c) => c.wages.some((w) => w.basis === 'lcu'))).toBe(
    false,
  );
});

test("Zimbabwe's ILOSTAT earnings (Zimbabwe dollars at the official rate) are set aside for the GNI estimate", () => {
  const facts = buildColFacts();
  expect(
    readFileSync(new URL('../../../data/sources/wages.csv', import.meta.url), 'utf8'),
  ).toContain('ZWE,212.044,ppp2021_usd,2022');
  expect(facts.countries.ZWE!.wages).toEqual([]);
  expect(Object.keys(facts.countries.ZWE!.gni).length).toBeGreaterThan(0);
});

test("Georgia's household-survey ILOSTAT row is set aside for the GNI estimate", () => {
  const geo = buildColFacts().countries.GEO!;
  expect(geo.wages).toEqual([]);
  expect(Object.keys(geo.gni).length).toBeGreaterThan(0);
});
