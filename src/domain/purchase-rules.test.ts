import fc from 'fast-check';
import { expect, test } from 'vitest';
import { decidePurchase, type HeldSubscription } from './purchase-rules.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const navigator: HeldSubscription = {
  provider: 'paddle',
  planName: 'Navigator',
  billingInterval: 'year',
  status: 'active',
  cancelAt: null,
};

test('the plan and period already held is refused, also while its cancellation is pending', () => {
  expect(decidePurchase([navigator], { planName: 'Navigator', period: 'year' }, NOW)).toMatchObject(
    { kind: 'refuse', code: 'ALREADY_SUBSCRIBED' },
  );
  const cancelling = { ...navigator, cancelAt: '2027-01-01T00:00:00Z' };
  expect(
    decidePurchase([cancelling], { planName: 'Navigator', period: 'year' }, NOW),
  ).toMatchObject({ kind: 'refuse', code: 'ALREADY_SUBSCRIBED' });
  expect(decidePurchase([cancelling], { planName: 'Voyager', period: 'year' }, NOW)).toMatchObject({
    kind: 'refuse',
    code: 'CANCELLATION_PENDING',
  });
});

test('another plan or period changes the running subscription; nothing running is a checkout', () => {
  expect(decidePurchase([navigator], { planName: 'Navigator', period: 'month' }, NOW).kind).toBe(
    'change',
  );
  expect(decidePurchase([navigator], { planName: 'Voyager', period: 'year' }, NOW).kind).toBe(
    'change',
  );
  expect(decidePurchase([], { planName: 'Voyager', period: 'year' }, NOW).kind).toBe('checkout');
  const ended = { ...navigator, cancelAt: '2026-11-01T00:00:00Z' };
  expect(decidePurchase([ended], { planName: 'Navigator', period: 'year' }, NOW).kind).toBe(
    'checkout',
  );
  const free: HeldSubscription = {
    provider: 'free',
    planName: 'Explorer',
    billingInterval: 'lifetime',
    status: 'active',
  };
  expect(decidePurchase([free], { planName: 'Voyager', period: 'month' }, NOW).kind).toBe(
    'checkout',
  );
});

test('property: a decision is never a checkout while a paid subscription gives access', () => {
  const sub = fc.record({
    provider: fc.constantFrom<'paddle' | 'free'>('paddle', 'free'),
    planName: fc.constantFrom('Voyager' as const, 'Navigator' as const),
    billingInterval: fc.constantFrom('month' as const, 'year' as const),
    status: fc.constantFrom('active', 'trialing', 'past_due', 'canceled'),
    cancelAt: fc.constantFrom(null, '2026-01-01T00:00:00Z', '2027-06-01T00:00:00Z'),
  });
  const target = fc.record({
    planName: fc.constantFrom('Voyager' as const, 'Navigator' as const),
    period: fc.constantFrom('month' as const, 'year' as const),
  });
  fc.assert(
    fc.property(fc.array(sub, { maxLength: 3 }), target, (held, wanted) => {
      const decision = decidePurchase(held, wanted, NOW);
      const running = held.some(
        (s) =>
          s.provider === 'paddle' &&
          (s.status === 'active' || s.status === 'trialing') &&
          (!s.cancelAt || new Date(s.cancelAt) > NOW),
      );
      expect(decision.kind === 'checkout').toBe(!running);
    }),
  );
});
