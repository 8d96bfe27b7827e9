import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  formatWorkTime,
  formatWorkTimeDays,
  formatWorkTimeInsight,
  hoursToEarn,
} from './work-time.ts';

test('a wage of 0 or less gives N/A in every formatter', () => {
  for (const f of [formatWorkTime, formatWorkTimeDays, formatWorkTimeInsight]) {
    expect(f(100, 0)).toBe('N/A');
    expect(f(100, -3)).toBe('N/A');
  }
});

test('under an hour is minutes, singular and plural', () => {
  expect(formatWorkTime(50, 100)).toBe('30 minutes');
  expect(formatWorkTime(100 / 60, 100)).toBe('1 minute');
  expect(formatWorkTime(0, 100)).toBe('0 minutes');
});

test('under 24 hours is hours and minutes', () => {
  expect(formatWorkTime(250, 100)).toBe('2 hours 30 minutes');
  expect(formatWorkTime(100, 100)).toBe('1 hour');
  expect(formatWorkTime(2350, 100)).toBe('23 hours 30 minutes');
});

test('from 24 hours it is workdays of 8 hours plus the remaining hours', () => {
  expect(formatWorkTime(3000, 100)).toBe('3 workdays 6 hours');
  expect(formatWorkTime(2400, 100)).toBe('3 workdays');
  expect(formatWorkTime(2500, 100)).toBe('3 workdays 1 hour');
});

test('the alternative formatter switches to 24-hour days at 24 hours', () => {
  expect(formatWorkTimeDays(3000, 100)).toBe('1 day 6 hours');
  expect(formatWorkTimeDays(4800, 100)).toBe('2 days');
  expect(formatWorkTimeDays(250, 100)).toBe('2 hours 30 minutes');
});

test('the insights formatter uses work days, work weeks and months of 4.33 weeks', () => {
  expect(formatWorkTimeInsight(30, 100)).toBe('18 minutes');
  expect(formatWorkTimeInsight(450, 100)).toBe('4.5 hours');
  expect(formatWorkTimeInsight(800, 100)).toBe('1 work day');
  expect(formatWorkTimeInsight(2000, 100)).toBe('2.5 work days');
  expect(formatWorkTimeInsight(8000, 100)).toBe('2 work weeks');
  expect(formatWorkTimeInsight(20000, 100)).toBe('1.2 months');
});

test('hours to earn is price over wage, 0 for a free item, null without a wage', () => {
  expect(hoursToEarn(100, 25)).toBe(4);
  expect(hoursToEarn(-1, 25)).toBe(0);
  expect(hoursToEarn(100, 0)).toBeNull();
});

test('the formatters never print NaN or Infinity (property)', () => {
  fc.assert(
    fc.property(
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.double({ min: -1e4, max: 1e4, noNaN: true }),
      (p, w) => {
        for (const f of [formatWorkTime, formatWorkTimeDays, formatWorkTimeInsight]) {
          expect(f(p, w)).not.toMatch(/NaN|Infinity/);
        }
      },
    ),
  );
});
