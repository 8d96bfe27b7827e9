import { expect, test } from 'vitest';
import { deferredQuote, isDowngrade, periodStart, quote, quoteText } from './billing-quote.ts';

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
    effectiveAt: null,
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

test('a cheaper upgrade right after an annual purchase leaves credit and says it starts now', () => {
  // Voyager annual (49.99) to Navigator monthly (9.99): a higher plan, so at once (ADR 189).
  const yearEnd = new Date('2027-11-29T00:00:00Z');
  const now = new Date('2026-11-29T00:00:00Z');
  const q = quote(999, 'USD', { priceMinor: 4999, period: 'year', periodEnd: yearEnd, now });
  expect(q).toMatchObject({ creditMinor: 4999, dueNowMinor: 0, carriedMinor: 4000 });
  expect(quoteText(q, 'Navigator', 'Voyager')).toContain('Navigator starts now.');
  expect(quoteText(q, 'Navigator', 'Voyager')).toContain('40.00 USD is kept as credit');
});

test('a downgrade waits for the end of the paid period and charges nothing now', () => {
  const q = deferredQuote(499, 'USD', end);
  expect(q).toEqual({
    chargeMinor: 499,
    creditMinor: 0,
    dueNowMinor: 0,
    carriedMinor: 0,
    currency: 'USD',
    effective: 'period_end',
    effectiveAt: '2026-12-29T00:00:00.000Z',
  });
  expect(quoteText(q, 'Voyager', 'Navigator')).toBe(
    'Nothing is due now. You keep Navigator until 2026-12-29; Voyager starts then, at 4.99 USD for each period.',
  );
});

test('a lower plan, or annual to monthly of the same plan, is a downgrade', () => {
  const held = (planName: string, billingInterval: string) => ({ planName, billingInterval });
  expect(isDowngrade(held('Navigator', 'month'), { planName: 'Voyager', period: 'month' })).toBe(
    true,
  );
  expect(isDowngrade(held('Navigator', 'month'), { planName: 'Voyager', period: 'year' })).toBe(
    true,
  );
  expect(isDowngrade(held('Voyager', 'year'), { planName: 'Voyager', period: 'month' })).toBe(true);
  expect(isDowngrade(held('Voyager', 'month'), { planName: 'Voyager', period: 'year' })).toBe(
    false,
  );
  expect(isDowngrade(held('Voyager', 'year'), { planName: 'Navigator', period: 'month' })).toBe(
    false,
  );
});
