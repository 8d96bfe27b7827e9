import { expect, test } from 'vitest';
import { culturalGuide, setDistance, type CountryFacts } from './cultural.ts';

const SAUDI: CountryFacts = {
  iso2: 'SA',
  name: 'Saudi Arabia',
  languages: ['Arabic'],
  drivingSide: 'right',
  plugTypes: ['G'],
  callingCodes: [966],
  weekend: [5, 6],
  timeZone: 'Asia/Riyadh',
  utcOffsetMinutes: 180,
  currency: 'SAR',
};
const THAILAND: CountryFacts = {
  iso2: 'TH',
  name: 'Thailand',
  languages: ['Thai'],
  drivingSide: 'left',
  plugTypes: ['A', 'B', 'C', 'F'],
  callingCodes: [66],
  weekend: [6, 7],
  timeZone: 'Asia/Bangkok',
  utcOffsetMinutes: 420,
  currency: 'THB',
};

test('the same country gives no challenges and an adaptation score of 0', () => {
  const g = culturalGuide(SAUDI, SAUDI, '2026-11-29');
  expect(g.challenges).toEqual([]);
  expect(g.adaptation).toMatchObject({ score: 0, label: 'Low' });
  expect(g.timeDifferenceHours).toBe(0);
  expect(g.workdayOverlapHours).toBe(8);
});

test('every difference of fact becomes a challenge and a tip, from the facts themselves', () => {
  const g = culturalGuide(SAUDI, THAILAND, '2026-11-29');
  const text = g.challenges.join(' ');
  expect(text).toMatch(/Thai/);
  expect(text).toMatch(/left/);
  expect(text).toMatch(/Friday and Saturday to Saturday and Sunday/);
  expect(text).toMatch(/plug types \(G\)/);
  expect(text).toMatch(/4 h time difference leaves 4 h/);
  expect(g.tips.join(' ')).toMatch(/adapters for type A/);
  expect(g.customs.daily).toContain('Phone numbers start with +66.');
  expect(g.customs.business).toContain('The weekend is Saturday and Sunday.');
  expect(g.customs.social).toContain('Official language: Thai.');
});

test('the adaptation score grows with each fact that differs and shows its inputs', () => {
  const shared = { ...THAILAND, languages: ['Arabic'] };
  const a = culturalGuide(SAUDI, THAILAND, '2026-11-29').adaptation;
  const b = culturalGuide(SAUDI, shared, '2026-11-29').adaptation;
  expect(a.score).toBeGreaterThan(b.score);
  const sameRoad = culturalGuide(
    SAUDI,
    { ...THAILAND, drivingSide: 'right' },
    '2026-11-29',
  ).adaptation;
  expect(a.score).toBeGreaterThan(sameRoad.score);
  expect(a.inputs.map((i) => i.key)).toEqual([
    'language',
    'timeDifference',
    'weekend',
    'drivingSide',
    'plugs',
    'currency',
  ]);
  expect(a.inputs.reduce((s, i) => s + i.weight, 0)).toBeCloseTo(1);
});

test('a missing fact is left out of the score, not counted as a difference', () => {
  const unknown = { ...SAUDI, drivingSide: null, plugTypes: [] };
  const g = culturalGuide(SAUDI, unknown, '2026-11-29');
  expect(g.adaptation.score).toBe(0);
  expect(g.adaptation.inputs.find((i) => i.key === 'drivingSide')!.difference).toBeNull();
});

test('set distance is the Jaccard distance', () => {
  expect(setDistance([5, 6], [6, 7])).toBeCloseTo(2 / 3);
  expect(setDistance([6, 7], [7, 6])).toBe(0);
  expect(setDistance([], [1])).toBeNull();
});
