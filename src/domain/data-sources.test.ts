import { expect, test } from 'vitest';
import { DATA_SOURCE_GROUPS, DATA_SOURCES, sourcesInGroup } from './data-sources.ts';

test('every source has a unique id and every field the Sources page shows', () => {
  const ids = DATA_SOURCES.map((source) => source.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const source of DATA_SOURCES) {
    expect(source.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const field of [
      source.name,
      source.publisher,
      source.usedFor,
      source.licence,
      source.attribution,
      source.url,
    ]) {
      expect(field.trim()).not.toBe('');
    }
    expect(DATA_SOURCE_GROUPS.map((group) => group.id)).toContain(source.group);
  }
});

test('CC BY attributions are the exact strings of SOURCES.md', () => {
  const attribution = (id: string) => DATA_SOURCES.find((source) => source.id === id)?.attribution;
  expect(attribution('world-bank-icp-2021')).toBe(
    'Source: World Bank, International Comparison Program (ICP) 2021, CC BY 4.0.',
  );
  expect(attribution('ilostat-earnings')).toBe(
    'Source: ILOSTAT, International Labour Organization, CC BY 4.0.',
  );
  expect(attribution('economist-big-mac-index')).toBe(
    'Source: The Economist Big Mac index (github.com/TheEconomist/big-mac-data), CC BY 4.0.',
  );
});

test('sourcesInGroup keeps catalogue order and covers every source exactly once', () => {
  const grouped = DATA_SOURCE_GROUPS.flatMap((group) => sourcesInGroup(group.id));
  expect(grouped).toHaveLength(DATA_SOURCES.length);
  expect(sourcesInGroup('assets').map((source) => source.id)).toEqual(['flag-icons']);
});
