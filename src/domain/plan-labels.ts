/**
 * The pricing buttons' labels (docs/product.md §4 Subscription), now read from the real active subscription
 * (issue 7 §2; docs/product.md's always-false flag is gone).
 */
import { PLAN_CATALOGUE, type BillingInterval, type PlanName } from './plan-catalogue.ts';

export type PlanButtonLabel =
  | 'Subscribe'
  | 'Current Plan'
  | 'Upgrade'
  | 'Downgrade'
  | 'Resume to change'
  | 'Yours when it ends'
  | 'Resume subscription'
  | 'Keep this plan'
  | 'Scheduled';

export interface PlanChoice {
  planName: PlanName;
  billingInterval: BillingInterval;
}

export interface CurrentSubscription extends PlanChoice {
  status: string;
  /** A scheduled cancellation's effective time (access until then). */
  cancelAt?: string | null;
  /** A downgrade waiting for the end of the paid period (ADR 189). */
  scheduledChange?: PlanChoice | null;
}

/** Statuses that count as "an active subscription exists" for labels (docs/product.md §4). */
const ACTIVE = new Set(['active', 'trialing']);

/** Same billing interval, a lifetime plan matching any (docs/product.md §4). */
function sameInterval(a: PlanChoice, b: PlanChoice): boolean {
  return (
    a.billingInterval === b.billingInterval ||
    a.billingInterval === 'lifetime' ||
    b.billingInterval === 'lifetime'
  );
}

/**
 * The label of a plan card's button.
 * - no active subscription: 'Subscribe';
 * - same plan: same interval 'Current Plan' (lifetime matches any interval), monthly to annual
 *   'Upgrade', annual to monthly 'Downgrade';
 * - other plans: tier rank decides (Explorer 1, Voyager 2, Navigator 3, docs/product.md §9);
 * - after a cancellation (access until period end): 'Resume subscription' on the plan held,
 *   'Resume to change' on other paid plans, and 'Yours when it ends' on Explorer, the plan the
 *   account falls back to (issue 34 item 7);
 * - with a downgrade scheduled (ADR 189): 'Scheduled' on the plan that follows, 'Keep this plan' on
 *   the plan held (choosing it calls the downgrade off).
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
  const held = target.planName === current.planName && sameInterval(target, current);
  // After cancelling, the plan held offers what the customer can do: resume it (ADR 189).
  if (current.cancelAt && held && target.planName !== 'Explorer') return 'Resume subscription';
  const scheduled = current.scheduledChange;
  if (scheduled && !current.cancelAt) {
    if (
      target.planName === scheduled.planName &&
      target.billingInterval === scheduled.billingInterval
    )
      return 'Scheduled';
    if (held) return 'Keep this plan';
  }
  if (current.cancelAt && !held) {
    // Issue 34 item 7: after cancelling, a paid plan cannot be bought until the subscription is
    // resumed (CANCELLATION_PENDING), and the free plan is what the account falls back to when it ends.
    return target.planName === 'Explorer' ? 'Yours when it ends' : 'Resume to change';
  }
  if (target.planName === current.planName) {
    if (sameInterval(target, current)) return 'Current Plan';
    return target.billingInterval === 'year' ? 'Upgrade' : 'Downgrade';
  }
  return PLAN_CATALOGUE[target.planName].rank > PLAN_CATALOGUE[current.planName].rank
    ? 'Upgrade'
    : 'Downgrade';
}
