// SQL only (docs/style.md): subscriptions and processed webhook events. Functions take db or trx first.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PaymentsTable, SubscriptionsTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;

export async function listSubscriptionRows(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .execute();
}

export async function findSubscriptionByProviderId(
  db: Db,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .executeTakeFirst();
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/**
 * W2: claim an event id inside the caller's transaction. false when another delivery already
 * claimed it (the unique key decides, so concurrent deliveries on PostgreSQL wait on each other and
 * exactly one sees true).
 */
export async function claimEvent(
  trx: Db,
  event: { eventId: string; eventType: string; occurredAt: string; processedAt: string },
): Promise<boolean> {
  const result = await trx
    .insertInto('processed_events')
    .values({
      event_id: event.eventId,
      event_type: event.eventType,
      occurred_at: event.occurredAt,
      outcome: 'pending',
      processed_at: event.processedAt,
    })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function recordOutcome(trx: Db, eventId: string, outcome: string): Promise<void> {
  await trx
    .updateTable('processed_events')
    .set({ outcome })
    .where('event_id', '=', eventId)
    .execute();
}

/** What an event writes; the held plan (ADR 189) is written only by setHeldPlan and clearHeldPlan. */
export type SubscriptionWrite = Omit<
  SubscriptionRow,
  | 'id'
  | 'created_at'
  | 'held_plan_name'
  | 'held_billing_interval'
  | 'held_price_minor'
  | 'held_until'
>;

/**
 * Insert, or update only when this event is newer than the stored one (W2 ordering). One atomic
 * statement on both databases, so two events racing for one subscription cannot interleave.
 * `keep` names columns an update must not overwrite when the stored value is set (e.g. a
 * transaction does not know a scheduled cancellation). Returns whether a row changed.
 */
export async function upsertSubscriptionIfNewer(
  trx: Db,
  row: SubscriptionWrite & { id: string; created_at: string },
  options: { preserve?: ('status' | 'cancel_at' | 'first_billed_at')[] } = {},
): Promise<boolean> {
  const preserve = new Set(options.preserve ?? []);
  const result = await trx
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('provider_subscription_id')
        .doUpdateSet((eb) => ({
          plan_name: row.plan_name,
          billing_interval: row.billing_interval,
          price_minor: row.price_minor,
          currency: row.currency,
          status: preserve.has('status') ? eb.ref('subscriptions.status') : row.status,
          first_billed_at: eb.fn.coalesce(
            'subscriptions.first_billed_at',
            eb.val(row.first_billed_at),
          ),
          next_billed_at: row.next_billed_at,
          cancel_at: preserve.has('cancel_at') ? eb.ref('subscriptions.cancel_at') : row.cancel_at,
          occurred_at: row.occurred_at,
          updated_at: row.updated_at,
        }))
        .where('subscriptions.occurred_at', '<', row.occurred_at),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** The free plan row (Explorer, lifetime): one per user, keyed `free:<userId>`. */
export async function upsertFreeSubscription(
  db: Db,
  row: SubscriptionWrite & { id: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('provider_subscription_id').doUpdateSet({
        status: row.status,
        updated_at: row.updated_at,
        occurred_at: row.occurred_at,
      }),
    )
    .execute();
}

/** A downgrade (ADR 189): keep the plan paid for until `until`; the row's plan follows then. */
export async function setHeldPlan(
  db: Db,
  providerSubscriptionId: string,
  held: { planName: string; billingInterval: string; priceMinor: number; until: string },
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({
      held_plan_name: held.planName,
      held_billing_interval: held.billingInterval,
      held_price_minor: held.priceMinor,
      held_until: held.until,
    })
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .execute();
}

/**
 * Drop the held plan: when an upgrade replaces the downgrade, or when an event brings the row back
 * to the held plan (the customer kept it). `onlyIfRestored` clears only in the second case.
 */
export async function clearHeldPlan(
  db: Db,
  providerSubscriptionId: string,
  options: { onlyIfRestored?: boolean } = {},
): Promise<void> {
  let query = db
    .updateTable('subscriptions')
    .set({
      held_plan_name: null,
      held_billing_interval: null,
      held_price_minor: null,
      held_until: null,
    })
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .where('held_plan_name', 'is not', null);
  if (options.onlyIfRestored) {
    query = query
      .whereRef('held_plan_name', '=', 'plan_name')
      .whereRef('held_billing_interval', '=', 'billing_interval');
  }
  await query.execute();
}

export type PaymentRow = Selectable<PaymentsTable>;

/** Record a payment once (the transaction id is unique; a redelivery changes nothing). */
export async function insertPayment(db: Db, row: PaymentRow): Promise<void> {
  await db
    .insertInto('payments')
    .values(row)
    .onConflict((oc) => oc.column('provider_transaction_id').doNothing())
    .execute();
}

/** A user's payments, newest first. */
export async function listPayments(db: Db, userId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('billed_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}
