import fc from 'fast-check';
import { expect, test } from 'vitest';
import { toAsciiName, toSearchKey } from './ascii-fold.ts';

test('accents and special Latin letters fold to ASCII', () => {
  expect(toAsciiName('São Paulo')).toBe('Sao Paulo');
  expect(toAsciiName('Łódź')).toBe('Lodz');
  expect(toAsciiName('Reykjavík')).toBe('Reykjavik');
  expect(toAsciiName('Ørestad')).toBe('Orestad');
  expect(toAsciiName('Großenhain')).toBe('Grossenhain');
  expect(toAsciiName('Rossosh’')).toBe("Rossosh'");
  expect(toAsciiName('Đà Nẵng')).toBe('Da Nang');
});

test('search keys ignore case, accents and surrounding space', () => {
  expect(toSearchKey('Zürich')).toBe('zurich');
  expect(toSearchKey('  ZÜRICH ')).toBe('zurich');
});

test('the folded name is always ASCII and folding is idempotent', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (name) => {
      const ascii = toAsciiName(name);
      const isAscii = [...ascii].every((ch) => ch.charCodeAt(0) < 128);
      return isAscii && toAsciiName(ascii) === ascii;
    }),
  );
});
