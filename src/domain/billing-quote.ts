/**
 * What a purchase or a change of plan costs now (issue 34 item 7, ADR 161), shown before the customer
 * confirms and repeated in the emails. A change is prorated at once (Paddle's
 * `prorated_immediately`, paddle-client.ts): the unused part of the current period is credited, the
 * new plan starts a full period now, and the difference is charged, or kept as credit towards the
 * next payments when it is negative. Money is integer cents.
 */
import {
  minorToDecimal,
  parsePlanName,
  PLAN_CATALOGUE,
  type BillingPeriod,
} from './plan-catalogue.ts';

export interface Quote {
  /** The new plan's price for a full period starting now. */
  chargeMinor: number;
  /** The unused part of the current period, credited (0 for a new checkout). */
  creditMinor: number;
  /** What is charged now: charge less credit, never below 0. */
  dueNowMinor: number;
  /** Credit left over after the charge (a downgrade), kept for the next payments. */
  carriedMinor: number;
  currency: string;
  /**
   * When the new plan takes effect: at once for a checkout and an upgrade (prorated); at the end of
   * the paid period for a downgrade (ADR 189), which charges nothing now.
   */
  effective: 'now' | 'period_end';
  /** The day a deferred change takes effect (ISO time); null when it is now. */
  effectiveAt: string | null;
}

const DAY_MS = 86_400_000;

/** The start of the period that ends at `end`: one month or one year before it. */
export function periodStart(end: Date, period: BillingPeriod): Date {
  const start = new Date(end);
  if (period === 'month') start.setUTCMonth(start.getUTCMonth() - 1);
  else start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}

/**
 * The quote for buying `chargeMinor` now, holding `current` (null for a new checkout).
 *
 * @example
 * // Voyager monthly (499) half used, to Navigator monthly (999): 999 - 250 = 749 due now.
 * quote(999, 'USD', { priceMinor: 499, period: 'month', periodEnd, now });
 */
export function quote(
  chargeMinor: number,
  currency: string,
  current: { priceMinor: number; period: BillingPeriod; periodEnd: Date; now: Date } | null,
): Quote {
  let creditMinor = 0;
  if (current) {
    const start = periodStart(current.periodEnd, current.period).getTime();
    const length = Math.max(DAY_MS, current.periodEnd.getTime() - start);
    const left = Math.min(length, Math.max(0, current.periodEnd.getTime() - current.now.getTime()));
    creditMinor = Math.round((current.priceMinor * left) / length);
  }
  const net = chargeMinor - creditMinor;
  return {
    chargeMinor,
    creditMinor,
    dueNowMinor: Math.max(0, net),
    carriedMinor: Math.max(0, -net),
    currency,
    effective: 'now',
    effectiveAt: null,
  };
}

/**
 * A downgrade (ADR 189): nothing is charged or credited now; the customer keeps the plan paid for
 * until `periodEnd`, and the new plan's price is charged from then.
 */
export function deferredQuote(chargeMinor: number, currency: string, periodEnd: Date): Quote {
  return {
    chargeMinor,
    creditMinor: 0,
    dueNowMinor: 0,
    carriedMinor: 0,
    currency,
    effective: 'period_end',
    effectiveAt: periodEnd.toISOString(),
  };
}

/**
 * Whether a change of paid plan waits for the end of the paid period (ADR 189): a lower plan, or
 * the same plan from annual to monthly. The customer paid for what they hold until then.
 *
 * @example
 * isDowngrade({ planName: 'Navigator', billingInterval: 'month' }, { planName: 'Voyager', period: 'year' }); // true
 * isDowngrade({ planName: 'Voyager', billingInterval: 'year' }, { planName: 'Voyager', period: 'month' }); // true
 * isDowngrade({ planName: 'Voyager', billingInterval: 'year' }, { planName: 'Navigator', period: 'month' }); // false
 */
export function isDowngrade(
  from: { planName: string; billingInterval: string },
  to: { planName: string; period: BillingPeriod },
): boolean {
  const a = parsePlanName(from.planName);
  const b = parsePlanName(to.planName);
  if (!a || !b) return false;
  if (a !== b) return PLAN_CATALOGUE[b].rank < PLAN_CATALOGUE[a].rank;
  return from.billingInterval === 'year' && to.period === 'month';
}

/** '4.99 USD' — every amount a customer reads names its currency. */
export function moneyText(minor: number, currency: string): string {
  return `${minorToDecimal(minor)} ${currency}`;
}

/**
 * One sentence for the dialog and the email.
 *
 * @example
 * quoteText(q); // 'Due now: 7.49 USD (9.99 USD for Navigator less 2.50 USD credit for the unused part of Voyager).'
 */
export function quoteText(q: Quote, planName: string, fromPlan: string | null): string {
  if (q.effective === 'period_end' && q.effectiveAt) {
    const day = q.effectiveAt.slice(0, 10);
    return `Nothing is due now. You keep ${fromPlan ?? 'your plan'} until ${day}; ${planName} starts then, at ${moneyText(q.chargeMinor, q.currency)} for each period.`;
  }
  const due = `Due now: ${moneyText(q.dueNowMinor, q.currency)}`;
  if (q.creditMinor === 0) return `${due} for ${planName}.`;
  const parts = `${moneyText(q.chargeMinor, q.currency)} for ${planName} less ${moneyText(q.creditMinor, q.currency)} credit for the unused part of ${fromPlan ?? 'your plan'}`;
  const carried =
    q.carriedMinor > 0
      ? ` The remaining ${moneyText(q.carriedMinor, q.currency)} is kept as credit towards your next payments.`
      : '';
  return `${due} (${parts}). ${planName} starts now.${carried}`;
}
