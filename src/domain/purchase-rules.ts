/**
 * What a person may buy (issue 18 §1): the one rule the server enforces on every checkout, plan
 * change and test checkout, and the web app reads to label its buttons. A second checkout while a
 * paid subscription runs would bill the same person twice, so:
 * - no paid subscription running: a new checkout;
 * - the plan and period already held (also while a cancellation is pending): refused,
 *   ALREADY_SUBSCRIBED — "Current plan" (and "Resume subscription" when cancelling);
 * - another plan or period while a cancellation is pending: refused, CANCELLATION_PENDING — resume
 *   first, then change (Paddle refuses item changes while a scheduled cancel exists);
 * - another plan or period otherwise: change the running subscription in place (Paddle prorates).
 */
import { isDowngrade } from './billing-quote.ts';
import { grantsAccess, type SubscriptionState } from './entitlements.ts';
import type { BillingPeriod, PaidPlanName } from './plan-catalogue.ts';

export interface HeldSubscription extends SubscriptionState {
  provider: 'paddle' | 'free';
  /** A downgrade waiting for the end of the paid period (ADR 189). */
  scheduledChange?: { planName: string; billingInterval: string; effectiveAt: string } | null;
}

/**
 * When a change takes effect (ADR 189): 'now' (an upgrade, prorated), 'period_end' (a downgrade,
 * nothing charged now), or 'keep' (the plan held now is chosen again: the scheduled downgrade is
 * called off).
 */
export type ChangeTiming = 'now' | 'period_end' | 'keep';

export type PurchaseDecision =
  | { kind: 'checkout' }
  | {
      kind: 'change';
      from: { planName: string; billingInterval: string };
      timing: ChangeTiming;
    }
  | { kind: 'refuse'; code: 'ALREADY_SUBSCRIBED' | 'CANCELLATION_PENDING'; message: string };

function periodWord(period: string): string {
  return period === 'month' ? 'monthly' : period === 'year' ? 'annual' : period;
}

/** The paid subscription that gives access now, if any (the one a purchase must not double). */
export function runningPaid(
  held: readonly HeldSubscription[],
  now: Date,
): HeldSubscription | undefined {
  return held.find((s) => s.provider === 'paddle' && grantsAccess(s, now));
}

/**
 * Decide what buying `target` means for someone holding `held`.
 *
 * @example
 * const navigator = { provider: 'paddle', planName: 'Navigator', billingInterval: 'year', status: 'active' } as const;
 * decidePurchase([navigator], { planName: 'Navigator', period: 'year' }, new Date()).kind; // 'refuse'
 * decidePurchase([navigator], { planName: 'Voyager', period: 'year' }, new Date()).kind; // 'change'
 * decidePurchase([], { planName: 'Voyager', period: 'month' }, new Date()).kind; // 'checkout'
 */
export function decidePurchase(
  held: readonly HeldSubscription[],
  target: { planName: PaidPlanName; period: BillingPeriod },
  now: Date,
): PurchaseDecision {
  const running = runningPaid(held, now);
  if (!running) return { kind: 'checkout' };
  const same = running.planName === target.planName && running.billingInterval === target.period;
  const pending = Boolean(running.cancelAt);
  const from = { planName: running.planName, billingInterval: running.billingInterval };
  const scheduled = running.scheduledChange;
  if (scheduled && !pending) {
    if (scheduled.planName === target.planName && scheduled.billingInterval === target.period) {
      return {
        kind: 'refuse',
        code: 'ALREADY_SUBSCRIBED',
        message: `Your change to ${target.planName} (${periodWord(target.period)}) is already scheduled for ${scheduled.effectiveAt.slice(0, 10)}.`,
      };
    }
    if (same) return { kind: 'change', from, timing: 'keep' };
  }
  if (same) {
    return {
      kind: 'refuse',
      code: 'ALREADY_SUBSCRIBED',
      message: pending
        ? `You already have ${running.planName} (${periodWord(running.billingInterval)}) until it ends. Resume it from your profile instead of buying it again.`
        : `You already have ${running.planName} (${periodWord(running.billingInterval)}).`,
    };
  }
  if (pending) {
    return {
      kind: 'refuse',
      code: 'CANCELLATION_PENDING',
      message: `Your ${running.planName} subscription is set to end. Resume it first, then change plan, so you are never billed twice.`,
    };
  }
  return { kind: 'change', from, timing: isDowngrade(from, target) ? 'period_end' : 'now' };
}
