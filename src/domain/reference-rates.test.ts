import { expect, test } from 'vitest';
import { parseEcbCsv, referenceDays, toReferenceHistory } from './reference-rates.ts';

const CSV = `Date,USD,JPY,GBP,BGN
2026-04-13,1.1684,186.75,0.87058,N/A
2026-04-10,1.1711,186.43,0.87105,N/A
`;

test('ECB per-euro rates become per-USD rates, oldest first, with EUR and USD added', () => {
  const days = parseEcbCsv(CSV);
  expect(days.map((d) => d.date)).toEqual(['2026-04-10', '2026-04-13']);
  const last = days[1]?.rates ?? {};
  expect(last['USD']).toBe(1);
  expect(last['EUR']).toBeCloseTo(1 / 1.1684, 5);
  expect(last['JPY']).toBeCloseTo(186.75 / 1.1684, 3);
  expect(last['GBP']).toBeCloseTo(0.87058 / 1.1684, 5);
  expect(last).not.toHaveProperty('BGN'); // N/A: not quoted that day
});

test('the shipped form round-trips, and a malformed file is refused with its line', () => {
  const days = parseEcbCsv(CSV);
  const history = toReferenceHistory(days);
  expect(history.codes).toEqual(['EUR', 'GBP', 'JPY', 'USD']);
  expect(referenceDays(history)).toEqual(days);
  expect(() => parseEcbCsv('Date,USD\n2026-04-13,abc\n')).toThrow(/line 2: bad USD rate/);
  expect(() => parseEcbCsv('Date,JPY\n2026-04-13,186\n')).toThrow(/include USD/);
  expect(() => parseEcbCsv('Date,USD,JPY\n2026-04-13,N/A,186\n')).toThrow(/no USD rate/);
});
