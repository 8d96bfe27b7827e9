/**
 * The pricing buttons' labels (spec §4 Subscription), now read from the real active subscription
 * (issue 7 §2; the spec's always-false flag is gone).
 */
import { PLAN_CATALOGUE, type BillingInterval, type PlanName } from './plan-catalogue.ts';

export type PlanButtonLabel = 'Subscribe' | 'Current Plan' | 'Upgrade' | 'Downgrade';

export interface PlanChoice {
  planName: PlanName;
  billingInterval: BillingInterval;
}

export interface CurrentSubscription extends PlanChoice {
  status: string;
}

/** Statuses that count as "an active subscription exists" for labels (spec §4). */
const ACTIVE = new Set(['active', 'trialing']);

/**
 * The label of a plan card's button.
 * - no active subscription: 'Subscribe';
 * - same plan: same interval 'Current Plan' (lifetime matches any interval), monthly to annual
 *   'Upgrade', annual to monthly 'Downgrade';
 * - other plans: tier rank decides (Explorer 1, Voyager 2, Navigator 3, spec §9).
 *
 * @example
 * planButtonLabel({ planName: 'Voyager', billingInterval: 'year' }, null); // 'Subscribe'
 * planButtonLabel(
 *   { planName: 'Voyager', billingInterval: 'year' },
 *   { planName: 'Voyager', billingInterval: 'month', status: 'active' },
 * ); // 'Upgrade'
 */
export function planButtonLabel(
  target: PlanChoice,
  current: CurrentSubscription | null | undefined,
): PlanButtonLabel {
  if (!current || !ACTIVE.has(current.status)) return 'Subscribe';
  if (target.planName === current.planName) {
    if (
      target.billingInterval === current.billingInterval ||
      target.billingInterval === 'lifetime' ||
      current.billingInterval === 'lifetime'
    ) {
      return 'Current Plan';
    }
    return target.billingInterval === 'year' ? 'Upgrade' : 'Downgrade';
  }
  return PLAN_CATALOGUE[target.planName].rank > PLAN_CATALOGUE[current.planName].rank
    ? 'Upgrade'
    : 'Downgrade';
}
