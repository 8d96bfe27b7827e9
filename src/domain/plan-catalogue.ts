/**
 * The plan catalogue (docs/product.md §1 tiers, §9 prices and tier ranks, issue 7 §1). One source for the
 * server (webhooks, free-plan endpoint, entitlement checks) and the web app (pricing cards, labels).
 * Prices are exact integer minor units (US cents) so nothing is ever rounded twice (docs/design.md: exact
 * money). Provider price ids are NOT here: they come from configuration (issue 7 §4, never hard-coded).
 */

export const PLAN_NAMES = ['Explorer', 'Voyager', 'Navigator', 'Enterprise'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** Plans a person can hold through this product (Enterprise is sold by contact, docs/product.md §2 Pricing). */
export const SUBSCRIBABLE_PLANS = ['Explorer', 'Voyager', 'Navigator'] as const;
export type SubscribablePlanName = (typeof SUBSCRIBABLE_PLANS)[number];

/** Paid plans, the ones checkout sells (docs/product.md §3 Plan catalogue: Navigator and Voyager). */
export const PAID_PLANS = ['Voyager', 'Navigator'] as const;
export type PaidPlanName = (typeof PAID_PLANS)[number];

/** docs/product.md §3 Subscription: billingInterval is month, year or lifetime (the free plan). */
export const BILLING_INTERVALS = ['month', 'year', 'lifetime'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/**
 * Free-trial days on paid plans. null: Parity sells no trial (issue 18 §2, ADR 065); paid plans
 * bill from the day of purchase, and no copy may promise a trial (offer-copy.test.ts).
 */
export const TRIAL_DAYS: number | null = null;

/** The periods a paid plan is sold by (docs/product.md §2 Pricing: the Monthly/Annual toggle). */
export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** What a purchase of anything but a paid plan and period is told, on the server and the web (docs/product.md §4). */
export const INVALID_PLAN_MESSAGE = 'Invalid product or billing period.';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * A paid plan and period from untrusted text, or null (INVALID_PLAN_MESSAGE).
 *
 * @example
 * parsePaidChoice({ planName: 'Voyager', billingPeriod: 'year' }); // { planName: 'Voyager', period: 'year' }
 * parsePaidChoice({ planName: 'Explorer', billingPeriod: 'month' }); // null
 */
export function parsePaidChoice(body: {
  planName: string;
  billingPeriod: string;
}): { planName: PaidPlanName; period: BillingPeriod } | null {
  const { planName, billingPeriod: period } = body;
  return isOneOf(PAID_PLANS, planName) && isOneOf(BILLING_PERIODS, period)
    ? { planName, period }
    : null;
}

export interface CataloguePlan {
  name: PlanName;
  /** docs/product.md §9: Explorer 1, Voyager 2, Navigator 3. Enterprise sits above them for entitlements only. */
  rank: number;
  /** Minor units (US cents) per period; null where the plan has no price at that period. */
  priceMinor: { month: number | null; year: number | null; lifetime: number | null };
  /** true when the plan is sold by talking to sales (Enterprise), not by checkout. */
  contactSales: boolean;
  tagline: string;
}

/** docs/product.md §9 Prices. Navigator annual is 99.99 (the pricing data; one passage reads 49.99, §9 notes it). */
export const PLAN_CATALOGUE: Readonly<Record<PlanName, CataloguePlan>> = {
  Explorer: {
    name: 'Explorer',
    rank: 1,
    priceMinor: { month: null, year: null, lifetime: 0 },
    contactSales: false,
    tagline: 'Compare currencies and cities for free.',
  },
  Voyager: {
    name: 'Voyager',
    rank: 2,
    priceMinor: { month: 499, year: 4999, lifetime: null },
    contactSales: false,
    tagline: 'For travellers and people planning a move.',
  },
  Navigator: {
    name: 'Navigator',
    rank: 3,
    priceMinor: { month: 999, year: 9999, lifetime: null },
    contactSales: false,
    tagline: 'For founders, analysts and remote teams.',
  },
  Enterprise: {
    name: 'Enterprise',
    rank: 4,
    priceMinor: { month: null, year: null, lifetime: null },
    contactSales: true,
    tagline: 'Custom integration and reports for organisations.',
  },
};

/**
 * Narrow an untrusted string to a plan name.
 *
 * @example
 * parsePlanName('Voyager'); // 'Voyager'
 * parsePlanName('voyager'); // null (names are exact, docs/product.md §3)
 */
export function parsePlanName(value: string): PlanName | null {
  return isOneOf(PLAN_NAMES, value) ? value : null;
}

/**
 * Narrow an untrusted string to a billing interval.
 *
 * @example
 * parseBillingInterval('year'); // 'year'
 * parseBillingInterval('weekly'); // null
 */
export function parseBillingInterval(value: string): BillingInterval | null {
  return isOneOf(BILLING_INTERVALS, value) ? value : null;
}

/**
 * The price of a plan at an interval in minor units, or null when the plan is not sold that way.
 *
 * @example
 * planPriceMinor('Voyager', 'month'); // 499
 * planPriceMinor('Explorer', 'lifetime'); // 0
 * planPriceMinor('Voyager', 'lifetime'); // null
 */
export function planPriceMinor(plan: PlanName, interval: BillingInterval): number | null {
  return PLAN_CATALOGUE[plan].priceMinor[interval];
}

/**
 * How much a year costs less when paid annually, against twelve monthly payments.
 * docs/product.md's toggle says 'Save 20%'; the catalogue's real saving is about 16.5%, and the cards
 * show this exact figure so no number on the page is untrue (ADR 071).
 *
 * @example
 * annualSaving('Voyager'); // { minor: 989, percent: 16 }
 * annualSaving('Explorer'); // null
 */
export function annualSaving(plan: PlanName): { minor: number; percent: number } | null {
  const { month, year } = PLAN_CATALOGUE[plan].priceMinor;
  if (month === null || year === null) return null;
  const twelve = month * 12;
  return { minor: twelve - year, percent: Math.floor(((twelve - year) * 100) / twelve) };
}

/**
 * Minor units as a plain decimal string with two places (for APIs and labels, no currency symbol).
 *
 * @example
 * minorToDecimal(499); // '4.99'
 * minorToDecimal(0); // '0.00'
 */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
