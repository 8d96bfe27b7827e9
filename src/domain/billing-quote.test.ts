import { expect, test } from 'vitest';
import { periodStart, quote, quoteText } from './billing-quote.ts';

const end = new Date('2026-12-29T00:00:00Z');
const mid = new Date('2026-12-14T00:00:00Z'); // 15 of 30 days left

test('a new checkout is the plan price, due now', () => {
  expect(quote(499, 'USD', null)).toEqual({
    chargeMinor: 499,
    creditMinor: 0,
    dueNowMinor: 499,
    carriedMinor: 0,
    currency: 'USD',
    effective: 'now',
  });
  expect(quoteText(quote(499, 'USD', null), 'Voyager', null)).toBe(
    'Due now: 4.99 USD for Voyager.',
  );
});

test('an upgrade half way through credits half the month', () => {
  const q = quote(999, 'USD', { priceMinor: 499, period: 'month', periodEnd: end, now: mid });
  expect(periodStart(end, 'month').toISOString()).toBe('2026-11-29T00:00:00.000Z');
  expect(q).toMatchObject({ creditMinor: 250, dueNowMinor: 749, carriedMinor: 0 });
  expect(quoteText(q, 'Navigator', 'Voyager')).toBe(
    'Due now: 7.49 USD (9.99 USD for Navigator less 2.50 USD credit for the unused part of Voyager). Navigator starts now.',
  );
});

test('a downgrade right after an annual purchase leaves credit and says it starts now', () => {
  const yearEnd = new Date('2027-11-29T00:00:00Z');
  const now = new Date('2026-11-29T00:00:00Z');
  const q = quote(499, 'USD', { priceMinor: 9999, period: 'year', periodEnd: yearEnd, now });
  expect(q).toMatchObject({ creditMinor: 9999, dueNowMinor: 0, carriedMinor: 9500 });
  expect(quoteText(q, 'Voyager', 'Navigator')).toContain('Voyager starts now.');
  expect(quoteText(q, 'Voyager', 'Navigator')).toContain('95.00 USD is kept as credit');
});
