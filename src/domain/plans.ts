/**
 * The subscription plans (docs/product.md §1, §6 "Plans", §9 "Prices"). Prices are kept in US cents (exact
 * money, docs/design.md) and formatted only for display. Used by the landing page, the pricing page and
 * the premium page; the payment integration adds its provider price ids elsewhere.
 * Prices and ranks come from plan-catalogue.ts and the feature lines from the entitlement table
 * (entitlements.ts), so what the cards promise is exactly what the server enforces (issue 7 §1).
 */
import { FEATURES, featuresAddedBy } from './entitlements.ts';
import { isAvailable } from './feature-availability.ts';
import { PLAN_CATALOGUE, type PlanName as CataloguePlanName } from './plan-catalogue.ts';

/** The catalogue's month/year prices in cents (Explorer's lifetime 0 serves both periods). */
function cataloguePrices(name: CataloguePlanName): Record<'month' | 'year', number> {
  const { month, year, lifetime } = PLAN_CATALOGUE[name].priceMinor;
  return { month: month ?? lifetime ?? 0, year: year ?? lifetime ?? 0 };
}

/** The entitlement table's lines for what a plan adds and the product delivers today. */
function addedFeatureLines(name: CataloguePlanName): string[] {
  return featuresAddedBy(name)
    .filter(isAvailable)
    .map((feature) => FEATURES[feature].label);
}

/** What a plan will add once built (ADR 068): listed apart on the cards, never as included. */
function plannedFeatureLines(name: CataloguePlanName): string[] {
  return featuresAddedBy(name)
    .filter((feature) => !isAvailable(feature))
    .map((feature) => FEATURES[feature].label);
}

export type PlanId = 'explorer' | 'voyager' | 'navigator' | 'enterprise';
/** Billing period as docs/product.md's subscription entity names it (§3: month, year, lifetime). */
export type BillingPeriod = 'month' | 'year';
export type PlanName = 'Explorer' | 'Voyager' | 'Navigator' | 'Enterprise';

export interface Plan {
  id: PlanId;
  name: PlanName;
  /** docs/product.md §4: tier ranks Explorer 1, Voyager 2, Navigator 3 decide Upgrade/Downgrade. Enterprise is outside the ladder. */
  tierRank: 1 | 2 | 3 | null;
  tagline: string;
  /** Price in US cents per period; 0 for the free plan; null for Enterprise (custom, via contact). */
  priceCents: Record<BillingPeriod, number> | null;
  /** docs/product.md §6: what the plan includes, each line shown as a bullet. "Everything in X" lines first. */
  features: readonly string[];
  /** Features of the plan table not built yet (ADR 068), shown apart as "Planned". */
  planned: readonly string[];
  /** The plan the pricing cards draw attention to. */
  recommended: boolean;
}

/** docs/product.md §9: Explorer free; Voyager 4.99/month or 49.99/year; Navigator 9.99/month or 99.99/year (the pricing data's figure). */
export const PLANS: readonly Plan[] = [
  {
    id: 'explorer',
    name: 'Explorer',
    tierRank: 1,
    tagline: 'For occasional comparisons',
    priceCents: cataloguePrices('Explorer'),
    features: addedFeatureLines('Explorer'),
    planned: plannedFeatureLines('Explorer'),
    recommended: false,
  },
  {
    id: 'voyager',
    name: 'Voyager',
    tierRank: 2,
    tagline: 'For travellers, nomads and expats',
    priceCents: cataloguePrices('Voyager'),
    features: ['Everything in Explorer', ...addedFeatureLines('Voyager')],
    planned: plannedFeatureLines('Voyager'),
    recommended: true,
  },
  {
    id: 'navigator',
    name: 'Navigator',
    tierRank: 3,
    tagline: 'For founders and international teams',
    priceCents: cataloguePrices('Navigator'),
    features: ['Everything in Voyager', ...addedFeatureLines('Navigator')],
    planned: plannedFeatureLines('Navigator'),
    recommended: false,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    tierRank: null,
    tagline: 'For organisations with custom needs',
    priceCents: null,
    features: ['Everything in Navigator', ...addedFeatureLines('Enterprise')],
    planned: plannedFeatureLines('Enterprise'),
    recommended: false,
  },
];

/**
 * Looks a plan up by id or by its display name (the premium page receives `productName`).
 *
 * @example
 * findPlan('Navigator')?.id; // 'navigator'
 */
export function findPlan(idOrName: string): Plan | null {
  const key = idOrName.trim().toLowerCase();
  return PLANS.find((plan) => plan.id === key) ?? null;
}

/**
 * The plan's price for a billing period in cents, or null when the price is custom.
 *
 * @example
 * planPriceCents(findPlan('voyager')!, 'year'); // 4999
 */
export function planPriceCents(plan: Plan, period: BillingPeriod): number | null {
  return plan.priceCents === null ? null : plan.priceCents[period];
}

/**
 * Whole percent saved by paying yearly instead of 12 monthly payments, rounded DOWN so the claim
 * is never larger than the truth; null for free or custom plans.
 * docs/product.md (§9) prints 'Save 20%', but 49.99 against 12 x 4.99 = 59.88 saves 16.5 % and 99.99
 * against 119.88 saves 16.6 %, so we show the real figure (ADR 012).
 *
 * @example
 * annualSavingPercent(findPlan('voyager')!); // 16
 */
export function annualSavingPercent(plan: Plan): number | null {
  if (plan.priceCents === null || plan.priceCents.month === 0) return null;
  const twelveMonths = plan.priceCents.month * 12;
  return Math.floor(((twelveMonths - plan.priceCents.year) / twelveMonths) * 100);
}

/**
 * The largest whole-percent annual saving across the plans, for the billing toggle's badge.
 *
 * @example
 * bestAnnualSavingPercent(); // 16
 */
export function bestAnnualSavingPercent(plans: readonly Plan[] = PLANS): number | null {
  const savings = plans.map(annualSavingPercent).filter((value): value is number => value !== null);
  return savings.length === 0 ? null : Math.max(...savings);
}

/**
 * Formats cents as US dollars with exactly 2 decimals (docs/design.md §4 money formatting).
 *
 * @example
 * formatUsdCents(4999); // '$49.99'
 */
export function formatUsdCents(cents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/**
 * docs/product.md §9 FAQ: trial, payment methods, cancellation, data freshness. Parity sells no trial
 * (TRIAL_DAYS, ADR 065), so the trial question answers No; offer-copy.test.ts reads every answer
 * against the catalogue.
 */
export const PLAN_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Is there a free trial?',
    answer:
      'No. Explorer is free with no time limit, so you can try Parity without paying. Voyager and Navigator are billed from the day you subscribe.',
  },
  {
    question: 'How can I pay?',
    answer:
      'Through Paddle, our payment provider: by card, or another method Paddle offers in your country, such as PayPal or Apple Pay.',
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Cancel from your profile whenever you like; you keep access until the end of the period you paid for, and you can resume before then.',
  },
  {
    question: 'How fresh is the data?',
    answer:
      'Exchange rates are refreshed daily. Cost-of-living figures change as new price contributions and reference tables arrive, and every figure shows its source and date.',
  },
];
