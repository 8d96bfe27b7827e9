import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  FEATURES,
  effectivePlan,
  featuresAddedBy,
  grantsAccess,
  historyFeatureFor,
  planIncludes,
  requiredPlan,
  type Feature,
} from './entitlements.ts';
import {
  BILLING_INTERVALS,
  PLAN_CATALOGUE,
  annualSaving,
  minorToDecimal,
  parseBillingInterval,
  parsePlanName,
  planPriceMinor,
  type BillingInterval,
  type PlanName,
} from './plan-catalogue.ts';
import { isAvailable } from './feature-availability.ts';
import { planButtonLabel } from './plan-labels.ts';

const subscribable = fc.constantFrom<PlanName>('Explorer', 'Voyager', 'Navigator');
const interval = fc.constantFrom<BillingInterval>(...BILLING_INTERVALS);
const choice = fc.record({ planName: subscribable, billingInterval: interval });

test('the catalogue carries the spec §9 prices and tier ranks', () => {
  expect(planPriceMinor('Explorer', 'lifetime')).toBe(0);
  expect(planPriceMinor('Voyager', 'month')).toBe(499);
  expect(planPriceMinor('Voyager', 'year')).toBe(4999);
  expect(planPriceMinor('Navigator', 'month')).toBe(999);
  expect(planPriceMinor('Navigator', 'year')).toBe(9999);
  expect(planPriceMinor('Voyager', 'lifetime')).toBeNull();
  expect(PLAN_CATALOGUE.Enterprise.contactSales).toBe(true);
  expect([
    PLAN_CATALOGUE.Explorer.rank,
    PLAN_CATALOGUE.Voyager.rank,
    PLAN_CATALOGUE.Navigator.rank,
  ]).toEqual([1, 2, 3]);
});

test('plan names and intervals are parsed exactly', () => {
  expect(parsePlanName('Navigator')).toBe('Navigator');
  expect(parsePlanName('navigator')).toBeNull();
  expect(parsePlanName('__proto__')).toBeNull();
  expect(parseBillingInterval('lifetime')).toBe('lifetime');
  expect(parseBillingInterval('week')).toBeNull();
});

test('the annual saving is computed from the catalogue, not copied from the banner', () => {
  expect(annualSaving('Voyager')).toEqual({ minor: 989, percent: 16 });
  expect(annualSaving('Navigator')).toEqual({ minor: 1989, percent: 16 });
  expect(annualSaving('Explorer')).toBeNull();
  expect(minorToDecimal(4999)).toBe('49.99');
  expect(minorToDecimal(5)).toBe('0.05');
});

test('labels follow spec §4 for the acceptance journey (Voyager monthly held)', () => {
  const held = { planName: 'Voyager', billingInterval: 'month', status: 'active' } as const;
  expect(planButtonLabel({ planName: 'Voyager', billingInterval: 'month' }, held)).toBe(
    'Current Plan',
  );
  expect(planButtonLabel({ planName: 'Voyager', billingInterval: 'year' }, held)).toBe('Upgrade');
  expect(planButtonLabel({ planName: 'Navigator', billingInterval: 'month' }, held)).toBe(
    'Upgrade',
  );
  expect(planButtonLabel({ planName: 'Explorer', billingInterval: 'lifetime' }, held)).toBe(
    'Downgrade',
  );
  const annual = { ...held, billingInterval: 'year' } as const;
  expect(planButtonLabel({ planName: 'Voyager', billingInterval: 'month' }, annual)).toBe(
    'Downgrade',
  );
});

test('lifetime matches any interval of the same plan', () => {
  const free = { planName: 'Explorer', billingInterval: 'lifetime', status: 'active' } as const;
  expect(planButtonLabel({ planName: 'Explorer', billingInterval: 'month' }, free)).toBe(
    'Current Plan',
  );
  expect(planButtonLabel({ planName: 'Voyager', billingInterval: 'month' }, free)).toBe('Upgrade');
});

test('property: without an active subscription every label is Subscribe', () => {
  fc.assert(
    fc.property(
      choice,
      fc.option(
        fc.record({
          planName: subscribable,
          billingInterval: interval,
          status: fc.constantFrom('canceled', 'past_due', 'paused'),
        }),
        { nil: null },
      ),
      (target, current) => planButtonLabel(target, current) === 'Subscribe',
    ),
  );
});

test('property: across plans Upgrade and Downgrade are mirror images, same choice is Current Plan', () => {
  fc.assert(
    fc.property(choice, choice, (a, b) => {
      const fromA = planButtonLabel(b, { ...a, status: 'active' });
      const fromB = planButtonLabel(a, { ...b, status: 'active' });
      if (fromA === 'Current Plan') return fromB === 'Current Plan';
      return (
        (fromA === 'Upgrade' && fromB === 'Downgrade') ||
        (fromA === 'Downgrade' && fromB === 'Upgrade')
      );
    }),
  );
  fc.assert(
    fc.property(choice, (a) => planButtonLabel(a, { ...a, status: 'active' }) === 'Current Plan'),
  );
});

test('entitlements follow spec §6 and higher tiers include lower ones', () => {
  expect(requiredPlan('history_30d')).toBe('Explorer');
  expect(requiredPlan('export_pdf_csv')).toBe('Explorer');
  expect(requiredPlan('api_access')).toBe('Navigator');
  expect(requiredPlan('white_label')).toBe('Enterprise');
  expect(planIncludes('Voyager', 'api_access')).toBe(false);
  expect(featuresAddedBy('Voyager')).toContain('salary_insights');
  const features = Object.keys(FEATURES) as Feature[];
  fc.assert(
    fc.property(fc.constantFrom(...features), subscribable, subscribable, (f, lo, hi) => {
      if (PLAN_CATALOGUE[lo].rank > PLAN_CATALOGUE[hi].rank) return true;
      return !planIncludes(lo, f) || planIncludes(hi, f);
    }),
  );
});

test('history windows: 30 days free, a year Voyager, longer Navigator', () => {
  expect(historyFeatureFor(30)).toBe('history_30d');
  expect(historyFeatureFor(31)).toBe('history_1y');
  expect(historyFeatureFor(365)).toBe('history_1y');
  expect(requiredPlan(historyFeatureFor(366))).toBe('Navigator');
});

test('a scheduled cancellation keeps access until its date, then Explorer', () => {
  const sub = {
    planName: 'Voyager',
    billingInterval: 'month',
    status: 'active',
    cancelAt: '2026-12-22T00:00:00.000Z',
  } as const;
  expect(effectivePlan([sub], new Date('2026-12-21T23:59:59Z'))).toBe('Voyager');
  expect(effectivePlan([sub], new Date('2026-12-22T00:00:00Z'))).toBe('Explorer');
  expect(grantsAccess({ ...sub, status: 'past_due', cancelAt: null }, new Date())).toBe(false);
  expect(
    effectivePlan(
      [
        { ...sub, cancelAt: null },
        { planName: 'Navigator', billingInterval: 'year', status: 'paused' },
      ],
      new Date(),
    ),
  ).toBe('Voyager');
});

test('the cards (plans.ts) read the same prices, ranks and feature lines as the server', async () => {
  const { PLANS } = await import('./plans.ts');
  for (const plan of PLANS) {
    const catalogue = PLAN_CATALOGUE[plan.name];
    if (plan.tierRank !== null) expect(plan.tierRank).toBe(catalogue.rank);
    if (plan.priceCents && plan.name !== 'Explorer') {
      expect(plan.priceCents).toEqual({
        month: catalogue.priceMinor.month,
        year: catalogue.priceMinor.year,
      });
    }
    for (const feature of featuresAddedBy(plan.name)) {
      // Built features are listed as included; the rest only as planned (ADR 068).
      expect(isAvailable(feature) ? plan.features : plan.planned).toContain(
        FEATURES[feature].label,
      );
      expect(isAvailable(feature) ? plan.planned : plan.features).not.toContain(
        FEATURES[feature].label,
      );
    }
  }
});

test('after a cancellation the pricing buttons say what happens (issue 34)', () => {
  const cancelled = {
    planName: 'Navigator',
    billingInterval: 'month',
    status: 'active',
    cancelAt: '2026-12-29T00:00:00.000Z',
  } as const;
  expect(planButtonLabel({ planName: 'Navigator', billingInterval: 'month' }, cancelled)).toBe(
    'Resume subscription',
  );
  expect(planButtonLabel({ planName: 'Voyager', billingInterval: 'month' }, cancelled)).toBe(
    'Resume to change',
  );
  expect(planButtonLabel({ planName: 'Navigator', billingInterval: 'year' }, cancelled)).toBe(
    'Resume to change',
  );
  expect(planButtonLabel({ planName: 'Explorer', billingInterval: 'lifetime' }, cancelled)).toBe(
    'Yours when it ends',
  );
  expect(
    planButtonLabel(
      { planName: 'Voyager', billingInterval: 'month' },
      { ...cancelled, cancelAt: null },
    ),
  ).toBe('Downgrade');
});

test('with a downgrade scheduled, the plan that follows says so and the plan held can be kept', () => {
  const held = {
    planName: 'Navigator',
    billingInterval: 'month',
    status: 'active',
    scheduledChange: { planName: 'Voyager', billingInterval: 'month' },
  } as const;
  const label = (planName: 'Voyager' | 'Navigator', billingInterval: 'month' | 'year') =>
    planButtonLabel({ planName, billingInterval }, held);
  expect(label('Voyager', 'month')).toBe('Scheduled');
  expect(label('Navigator', 'month')).toBe('Keep this plan');
  expect(label('Voyager', 'year')).toBe('Downgrade');
  expect(label('Navigator', 'year')).toBe('Upgrade');
});
