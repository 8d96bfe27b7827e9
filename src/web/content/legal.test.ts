import { expect, test } from 'vitest';
import { TERMS_SECTIONS } from './legal.ts';

test('the terms pass on the attribution the World Bank and other CC BY sources ask for', () => {
  const text = TERMS_SECTIONS.flatMap((s) => s.paragraphs).join(' ');
  expect(text).toContain('World Bank');
  expect(text).toContain('CC BY 4.0');
  expect(text).toContain('/sources');
  expect(text).toMatch(/indicative[^.]*not licensed for redistribution/);
});
