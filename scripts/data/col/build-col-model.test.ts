import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { buildColFacts } from './build-col-model.ts';

test('the committed data/built/col-model.json is what the build makes from data/sources', () => {
  const committed: unknown = JSON.parse(readFileSync('data/built/col-model.json', 'utf8'));
  expect(committed).toEqual(JSON.parse(JSON.stringify(buildColFacts())));
});

test('each country keeps at most one kind of wage row family, best first (OECD, ILOSTAT, national)', () => {
  const facts = buildColFacts();
  expect(facts.countries.DEU?.wages[0]?.basis).toBe('usd_ppp_2022');
  expect(facts.countries.ARG?.wages.map((w) => w.basis)).toEqual(['lcu']);
  // SAU: the all-nationality 2017 row, not the nationals-only 2018 row (method §6).
  expect(facts.countries.SAU?.wages.map((w) => w.year)).toEqual([2017]);
  // TUR has OECD and ILOSTAT rows, so its national row is not used.
  expect(facts.countries.TUR?.wages.every((w) => w.basis !== 'lcu')).toBe(true);
});

test("Zimbabwe's ILOSTAT earnings (Zimbabwe dollars at the official rate) are set aside for the GNI estimate", () => {
  const facts = buildColFacts();
  expect(
    readFileSync(new URL('../../../data/sources/wages.csv', import.meta.url), 'utf8'),
  ).toContain('ZWE,212.044,ppp2021_usd,2022');
  expect(facts.countries.ZWE!.wages).toEqual([]);
  expect(Object.keys(facts.countries.ZWE!.gni).length).toBeGreaterThan(0);
});

test("Georgia's household-survey ILOSTAT row gives way to Geostat's establishment survey", () => {
  const wages = buildColFacts().countries.GEO!.wages;
  expect(wages).toHaveLength(1);
  expect(wages[0]).toMatchObject({
    basis: 'lcu',
    currency: 'GEL',
    year: 2024,
    monthlyGross: 1970.8,
  });
});
