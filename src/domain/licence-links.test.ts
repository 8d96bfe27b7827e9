import { expect, test } from 'vitest';
import { DATA_SOURCES } from './data-sources.ts';
import { changesMade, licenceLink } from './licence-links.ts';

test('every open licence on the Sources page links to its own text', () => {
  const byId = (id: string) => {
    const source = DATA_SOURCES.find((s) => s.id === id);
    if (!source) throw new Error(`no source ${id}`);
    return licenceLink(source);
  };
  expect(byId('world-bank-icp-2021')).toEqual({
    href: 'https://creativecommons.org/licenses/by/4.0/',
    isLicenceText: true,
  });
  expect(byId('ons-private-rents-2026-04').href).toMatch(/open-government-licence\/version\/3/);
  expect(byId('ecb-reference-rates').href).toMatch(/ecb\.europa\.eu/);
  const open = /CC BY|CC0|Open Government|dl-de|Licence Ouverte|MIT|public domain|Open Licence/i;
  const unlinked = DATA_SOURCES.filter(
    (s) => open.test(s.licence) && !licenceLink(s).isLicenceText,
  );
  expect(unlinked.map((s) => s.id)).toEqual([]);
  for (const source of DATA_SOURCES) expect(licenceLink(source).href).toMatch(/^(https:\/\/|\/)/);
});

test('every source says how Parity changed its data', () => {
  for (const source of DATA_SOURCES) expect(changesMade(source).length).toBeGreaterThan(20);
  const ecb = DATA_SOURCES.find((s) => s.id === 'ecb-reference-rates');
  expect(ecb && changesMade(ecb)).toMatch(/^Rebased from units per euro/);
});
