// The billing history and receipts in the profile (issue 34 item 2, ADR 190): the payments stored
// from Paddle's transaction.completed (or the local checkout's), on SQLite and PostgreSQL alike.
import type { Kysely } from 'kysely';
import type { Payment } from '#domain/api/billing.ts';
import { minorToDecimal, parseBillingInterval, parsePlanName } from '#domain/plan-catalogue.ts';
import type { Database } from '../../db/schema.ts';
import { listPayments, type PaymentRow } from './subscriptions.repo.ts';

/**
 * A stored payment as the profile shows it. Its kind follows from the credit: none is a plain
 * charge; a credit up to the plan's price is a prorated change; more than the price leaves credit
 * for later payments.
 */
export function toPaymentView(row: PaymentRow): Payment {
  const carried = Math.max(0, row.credit_minor - row.plan_minor);
  return {
    id: row.id,
    transactionId: row.provider_transaction_id,
    billedAt: row.billed_at,
    planName: parsePlanName(row.plan_name) ?? 'Explorer',
    billingInterval: parseBillingInterval(row.billing_interval) ?? 'lifetime',
    kind: row.credit_minor === 0 ? 'charge' : carried > 0 ? 'credit' : 'proration',
    amount: minorToDecimal(row.amount_minor),
    planPrice: minorToDecimal(row.plan_minor),
    credit: minorToDecimal(row.credit_minor),
    carried: minorToDecimal(carried),
    currency: row.currency,
    periodEnd: row.period_end,
  };
}

export async function paymentHistory(db: Kysely<Database>, userId: string): Promise<Payment[]> {
  return (await listPayments(db, userId)).map(toPaymentView);
}
