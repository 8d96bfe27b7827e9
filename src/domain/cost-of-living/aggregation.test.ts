import fc from 'fast-check';
import { expect, test } from 'vitest';
import { MIN_ACCOUNTS, publish, robustAggregate, type Observation } from './aggregation.ts';

const honestValues = fc.array(fc.double({ min: 1, max: 100, noNaN: true }), {
  minLength: 5,
  maxLength: 60,
});
const adversarialValue = fc.oneof(
  fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
  fc.constantFrom(1e-6, 1e9, 0.5, 5000),
);

test("C2: up to 20% adversarial accounts never move the aggregate outside the honest values' range", () => {
  fc.assert(
    fc.property(
      honestValues,
      fc.array(adversarialValue, { minLength: 15, maxLength: 15 }),
      (honest, attack) => {
        // As many adversarial accounts as 20% of all accounts allows: a / (h + a) <= 0.2 <=> a <= h / 4.
        const usable = attack.slice(0, Math.floor(honest.length / 4));
        expect(usable.length / (honest.length + usable.length)).toBeLessThanOrEqual(0.2);
        const obs: Observation[] = [
          ...honest.map((usd, i) => ({ accountId: `h${i}`, usd })),
          ...usable.map((usd, i) => ({ accountId: `a${i}`, usd })),
        ];
        const result = robustAggregate(obs);
        expect(result.value).not.toBeNull();
        expect(result.value!).toBeGreaterThanOrEqual(Math.min(...honest));
        expect(result.value!).toBeLessThanOrEqual(Math.max(...honest));
        // The published figure stays between the prior and the honest range.
        const prior = 20;
        const published = publish(prior, 0.3, result).value;
        expect(published).toBeGreaterThanOrEqual(Math.min(prior, ...honest) * (1 - 1e-12));
        expect(published).toBeLessThanOrEqual(Math.max(prior, ...honest) * (1 + 1e-12));
      },
    ),
    { numRuns: 500 },
  );
});

test('C2: one account posting many values counts once (its weight is capped)', () => {
  const honest = ['a', 'b', 'c', 'd'].map((accountId) => ({ accountId, usd: 10 }));
  const spam = Array.from({ length: 500 }, () => ({ accountId: 'spammer', usd: 1000 }));
  const result = robustAggregate([...honest, ...spam]);
  expect(result.value).toBe(10);
  expect(result.quarantined).toEqual(['spammer']);
});

test('C2: a value with a modified z-score above 3.5 is quarantined for review', () => {
  const obs = [9, 10, 10.5, 11, 9.5, 10.2, 95].map((usd, i) => ({ accountId: `u${i}`, usd }));
  const result = robustAggregate(obs);
  expect(result.quarantined).toEqual(['u6']);
  expect(result.accounts).toBe(6);
});

test('ranges narrow as contributions grow', () => {
  fc.assert(
    fc.property(
      fc.double({ min: 1, max: 1000, noNaN: true }),
      fc.double({ min: 0.05, max: 2, noNaN: true }),
      fc.integer({ min: MIN_ACCOUNTS, max: 200 }),
      (prior, width, n) => {
        const agg = (k: number) => ({
          value: prior * 1.2,
          accounts: k,
          quarantined: [],
          spread: [prior, prior * 1.4] as [number, number],
        });
        const a = publish(prior, width, agg(n));
        const b = publish(prior, width, agg(n + 1));
        expect(b.high / b.low).toBeLessThan(a.high / a.low);
        expect(a.high / a.low).toBeLessThan((1 + width) ** 2);
      },
    ),
  );
});

test('fewer than three accounts leave the modelled figure untouched', () => {
  const agg = robustAggregate([
    { accountId: 'a', usd: 50 },
    { accountId: 'b', usd: 52 },
  ]);
  expect(publish(10, 0.3, agg)).toMatchObject({ value: 10, count: 0, fromContributions: false });
  const three = robustAggregate([50, 52, 51].map((usd, i) => ({ accountId: `x${i}`, usd })));
  expect(publish(10, 0.3, three)).toMatchObject({ count: 3, fromContributions: true });
});
