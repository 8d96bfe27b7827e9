import { expect, test } from 'vitest';
import {
  countryAlias,
  placeKey,
  regionNameFits,
  RELATED_TERRITORIES,
  REGION_ABBREVIATIONS,
} from './place-names.ts';

test('placeKey folds Saint, Sainte, Fort and Mount to the abbreviations people also write', () => {
  expect(placeKey('Port St. Lucie')).toBe(placeKey('Port Saint Lucie'));
  expect(placeKey('Ft. Worth')).toBe(placeKey('Fort Worth'));
  expect(placeKey('Mt. Vernon')).toBe(placeKey('Mount Vernon'));
  expect(placeKey('Sainte-Foy')).toBe(placeKey('Ste Foy'));
  // Apostrophes go, so the forms with and without them meet.
  expect(placeKey("St. Julian's")).toBe(placeKey('St Julians'));
  expect(placeKey("Xi'an")).toBe('xian');
  expect(placeKey('Nukuʻalofa')).toBe(placeKey("Nuku'alofa"));
  // Only whole words: Fortaleza and Mountain View keep their letters.
  expect(placeKey('Fortaleza')).toBe('fortaleza');
  expect(placeKey('Mountain View')).toBe('mountain view');
});

test("country aliases cover ISO's long forms and the SARs as sites write them", () => {
  expect(countryAlias('Congo')).toBe('CG');
  expect(countryAlias("People's Republic of China")).toBe('CN');
  expect(countryAlias('Hong Kong SAR, China')).toBe('HK');
  expect(countryAlias('Korea, Republic of')).toBe('KR');
  expect(countryAlias('Lao PDR')).toBe('LA');
  expect(countryAlias('Palestinian Territory')).toBe('PS');
  expect(countryAlias('Slovak Republic')).toBe('SK');
  expect(countryAlias('Atlantis')).toBeNull();
});

test('related territories and region abbreviations are well-formed codes', () => {
  for (const [country, territories] of Object.entries(RELATED_TERRITORIES)) {
    expect(country).toMatch(/^[A-Z]{2}$/);
    for (const t of territories) expect(t).toMatch(/^[A-Z]{2}$/);
    expect(territories).not.toContain(country);
  }
  for (const table of Object.values(REGION_ABBREVIATIONS))
    for (const key of Object.keys(table)) expect(placeKey(key)).toBe(key);
});

test('regionNameFits: a shared word or a word begun by the other, generic words aside', () => {
  expect(regionNameFits('Valencian Community', 'Valencia')).toBe(true);
  expect(regionNameFits('Nairobi County', 'Nairobi Area')).toBe(true);
  expect(regionNameFits('Lagos State', 'Lagos')).toBe(true);
  expect(regionNameFits('Federal Territory of Kuala Lumpur', 'Kuala Lumpur')).toBe(true);
  expect(regionNameFits('Maine', 'Maine')).toBe(true);
  // Generic words alone fit nothing, and short words must match whole.
  expect(regionNameFits('Capital Region', 'Capital District')).toBe(false);
  expect(regionNameFits('New South Wales', 'Victoria')).toBe(false);
  expect(regionNameFits('Bari', 'Barinas')).toBe(false);
  expect(regionNameFits('Puglia', 'Apulia')).toBe(false);
});
