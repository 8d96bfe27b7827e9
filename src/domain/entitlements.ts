/**
 * One entitlement table the server and the web app both read (issue 7 §1, §6): every feature of
 * docs/product.md §6 "Plans" with the lowest plan that includes it. A plan includes everything of the plans
 * ranked below it ("Voyager adds ...", "Navigator adds ...", "Enterprise adds ...").
 */
import { PLAN_CATALOGUE, type BillingInterval, type PlanName } from './plan-catalogue.ts';

export const FEATURES = {
  // Explorer (docs/product.md §6, as delivered: docs/decisions/160-*): every currency and city for everyone (docs/product.md
  // §6's "5 major cities per country" was never enforced, and an account would lose Cusco or Tartu),
  // exports for everyone (made in the browser, so no server could refuse them, ADR 074), and no ads
  // anywhere, so neither "ads" nor "ad-free" is a line.
  basic_conversion: { plan: 'Explorer', label: 'Basic currency conversion' },
  all_currencies_cities: { plan: 'Explorer', label: 'Every currency and city' },
  food_basket: { plan: 'Explorer', label: 'Food basket comparison' },
  basic_visualizations: { plan: 'Explorer', label: 'Basic visualizations' },
  history_30d: { plan: 'Explorer', label: '30-day rate history' },
  export_pdf_csv: { plan: 'Explorer', label: 'PDF, CSV and JSON export' },
  // Voyager adds (docs/product.md §6).
  salary_insights: { plan: 'Voyager', label: 'Salary Insights Hub' },
  lifestyle_tools: { plan: 'Voyager', label: 'Lifestyle optimization tools' },
  history_1y: { plan: 'Voyager', label: '1-year rate history' },
  // Navigator adds (docs/product.md §6).
  // docs/product.md §6 lists the Relocation Intelligence Suite under Voyager, but docs/product.md §2 labels it a 'Business
  // Feature' and issue 15 sells it to Navigator subscribers: Navigator it is (ADR 117).
  relocation_intelligence: { plan: 'Navigator', label: 'Relocation Intelligence Suite' },
  business_intelligence: { plan: 'Navigator', label: 'Business Intelligence Suite' },
  investment_analyzer: { plan: 'Navigator', label: 'Investment Opportunity Analyzer' },
  api_access: { plan: 'Navigator', label: 'API access' },
  team_sharing: { plan: 'Navigator', label: 'Team sharing' },
  advanced_analytics: { plan: 'Navigator', label: 'Advanced analytics' },
  quarterly_reports: { plan: 'Navigator', label: 'Quarterly trend reports' },
  priority_support: { plan: 'Navigator', label: 'Priority support' },
  // Enterprise adds (docs/product.md §6).
  custom_integration: { plan: 'Enterprise', label: 'Custom integration' },
  white_label: { plan: 'Enterprise', label: 'White-label options' },
  account_manager: { plan: 'Enterprise', label: 'Dedicated account manager' },
  custom_reports: { plan: 'Enterprise', label: 'Custom reports' },
  on_demand_analysis: { plan: 'Enterprise', label: 'On-demand analysis' },
} as const satisfies Record<string, { plan: PlanName; label: string }>;

export type Feature = keyof typeof FEATURES;

/**
 * The lowest plan that includes a feature.
 *
 * @example
 * requiredPlan('history_1y'); // 'Voyager'
 * requiredPlan('api_access'); // 'Navigator'
 */
export function requiredPlan(feature: Feature): PlanName {
  return FEATURES[feature].plan;
}

/**
 * Whether a plan includes a feature (higher tiers include everything below them).
 *
 * @example
 * planIncludes('Navigator', 'salary_insights'); // true
 * planIncludes('Voyager', 'api_access'); // false
 */
export function planIncludes(plan: PlanName, feature: Feature): boolean {
  return PLAN_CATALOGUE[plan].rank >= PLAN_CATALOGUE[requiredPlan(feature)].rank;
}

/**
 * The features a plan adds over the plan below it, in table order (the pricing cards' lists).
 *
 * @example
 * featuresAddedBy('Explorer')[0]; // 'basic_conversion'
 */
export function featuresAddedBy(plan: PlanName): Feature[] {
  return (Object.keys(FEATURES) as Feature[]).filter((f) => FEATURES[f].plan === plan);
}

/** docs/product.md §6: Explorer 30-day history, Voyager 1-year history; longer history is advanced analytics. */
export const HISTORY_DAYS_FREE = 30;
export const HISTORY_DAYS_VOYAGER = 365;

/**
 * The feature a rate-history request of `days` needs (docs/product.md §6, issue 7 §6).
 *
 * @example
 * historyFeatureFor(30); // 'history_30d'
 * historyFeatureFor(90); // 'history_1y'
 * historyFeatureFor(1000); // 'advanced_analytics'
 */
export function historyFeatureFor(days: number): Feature {
  if (days <= HISTORY_DAYS_FREE) return 'history_30d';
  if (days <= HISTORY_DAYS_VOYAGER) return 'history_1y';
  return 'advanced_analytics';
}

/** A subscription as entitlement rules see it (the API's shape, docs/product.md §3 Subscription). */
export interface SubscriptionState {
  planName: PlanName;
  billingInterval: BillingInterval;
  /** active | trialing | past_due | paused | canceled (Paddle Billing statuses). */
  status: string;
  /** ISO time a scheduled cancellation takes effect; access lasts until then (docs/product.md §9 FAQ). */
  cancelAt?: string | null;
}

/** Statuses that give access. past_due and paused do not (payment failed or the holder paused). */
const GRANTING = new Set(['active', 'trialing']);

/**
 * Whether a subscription gives access now: an active or trialing status, and no cancellation that
 * has already taken effect (a scheduled cancellation keeps access until its date).
 *
 * @example
 * grantsAccess({ planName: 'Voyager', billingInterval: 'month', status: 'active' }, new Date()); // true
 */
export function grantsAccess(sub: SubscriptionState, now: Date): boolean {
  if (!GRANTING.has(sub.status)) return false;
  return !sub.cancelAt || new Date(sub.cancelAt).getTime() > now.getTime();
}

/**
 * The plan a person effectively holds: the highest-ranked subscription that grants access now,
 * else Explorer (the free plan everyone signed in has, docs/product.md §6).
 *
 * @example
 * effectivePlan([], new Date()); // 'Explorer'
 */
export function effectivePlan(subs: readonly SubscriptionState[], now: Date): PlanName {
  let best: PlanName = 'Explorer';
  for (const sub of subs) {
    if (grantsAccess(sub, now) && PLAN_CATALOGUE[sub.planName].rank > PLAN_CATALOGUE[best].rank) {
      best = sub.planName;
    }
  }
  return best;
}

/** What a caller whose plan lacks `feature` is told: the 403 PLAN_REQUIRED message and the web's prompt. */
export function planRequiredMessage(feature: Feature): string {
  return `${FEATURES[feature].label} needs the ${requiredPlan(feature)} plan. Upgrade to use it.`;
}
