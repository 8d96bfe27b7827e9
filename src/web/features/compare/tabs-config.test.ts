import { expect, test } from 'vitest';
import { filterTabs, firstWord, TABS } from './tabs-config.ts';

test('the eight tabs of the spec, in its order', () => {
  expect(TABS.map((t) => t.id)).toEqual([
    'currency',
    'food',
    'lifestyle',
    'time',
    'salary',
    'tourist',
    'comprehensive',
    'insights',
  ]);
  expect(new Set(TABS.map((t) => t.tooltipSide))).toEqual(
    new Set(['top', 'bottom', 'left', 'right']),
  );
});

test('tab search matches label, description or help text, case-insensitively', () => {
  expect(filterTabs('').length).toBe(8);
  expect(filterTabs('FOOD').map((t) => t.id)[0]).toBe('food');
  expect(filterTabs('groceries').map((t) => t.id)[0]).toBe('food');
  expect(filterTabs('160 work hours').map((t) => t.id)).toEqual(['time']);
  expect(filterTabs('zzz')).toEqual([]);
});

test("tab search finds a tab by its panel's own words and common synonyms (issue 19 §7)", () => {
  expect(filterTabs('rent').map((t) => t.id)).toEqual(
    expect.arrayContaining(['lifestyle', 'comprehensive']),
  );
  expect(filterTabs('hotel').map((t) => t.id)).toContain('tourist');
  expect(filterTabs('tomato').map((t) => t.id)).toEqual(['food', 'comprehensive']);
  expect(filterTabs('wage').map((t) => t.id)).toEqual(expect.arrayContaining(['time', 'salary']));
});

test('small screens show the first word of a label', () => {
  expect(firstWord('Salary Equivalence')).toBe('Salary');
  expect(firstWord('All Costs')).toBe('All');
});

test('tab search finds British and American words alike (issue 34)', () => {
  const ids = (q: string) => filterTabs(q).map((t) => t.id);
  expect(ids('petrol')).toEqual(ids('gasoline'));
  expect(ids('petrol')).toContain('comprehensive');
  expect(ids('flat')).toContain('lifestyle');
  expect(ids('litre')).toEqual(ids('liter'));
  expect(ids('litre')).toContain('comprehensive');
});
