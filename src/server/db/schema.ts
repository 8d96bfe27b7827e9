/**
 * The tables Parity uses, as Kysely sees them. Column types are portable between SQLite and
 * PostgreSQL (docs/design.md §3): text ids, ISO-8601 text timestamps, integer flags.
 * Each feature adds its tables here together with a migration.
 */
export interface Database {
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  rate_snapshots: RateSnapshotsTable;
  rate_values: RateValuesTable;
  users: UsersTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  reset_grants: ResetGrantsTable;
  subscriptions: SubscriptionsTable;
  processed_events: ProcessedEventsTable;
  api_keys: ApiKeysTable;
  price_contributions: PriceContributionsTable;
  imported_prices: ImportedPricesTable;
  job_leases: JobLeasesTable;
  signup_attempts: SignupAttemptsTable;
  payments: PaymentsTable;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  created_at: string;
  /**
   * 'stored' (recorded; without SMTP it stays so, kept in the development outbox), then 'sent' or
   * 'failed' as the mail carrying it settles.
   */
  delivery: string;
  /** The mail_outbox row that carries the message to SUPPORT_EMAIL (null for rows made before). */
  mail_id: string | null;
  /** The signed-in account that sent it; null when sent anonymously (issue 33). */
  user_id: string | null;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
  /**
   * 'logged' (development outbox), 'queued' (waiting for delivery), 'sending' (claimed by one
   * instance until claim_until), 'sent', 'failed' (every attempt used).
   */
  status: string;
  attempts: number;
  last_error: string | null;
  /** A queued row is not tried again before this time (back-off); null means now. */
  next_attempt_at: string | null;
  /** The instance delivering a 'sending' row, and until when its claim holds. */
  claimed_by: string | null;
  claim_until: string | null;
  /** The message as it must be delivered when the stored copy differs; erased once settled. */
  sealed: string | null;
}

/** One accepted exchange-rate snapshot (issue 3 §2); its rates are rows of rate_values. */
export interface RateSnapshotsTable {
  id: string;
  /** Always 'USD'. */
  base: string;
  /** YYYY-MM-DD: the date the provider says the rates are for. Unique. */
  as_of: string;
  fetched_at: string;
  /** Provider name: 'embedded', 'currency-api', 'exchangerate-api'. */
  source: string;
  created_at: string;
}

export interface RateValuesTable {
  snapshot_id: string;
  code: string;
  /** Units of `code` per 1 USD. */
  rate: number;
}

/** Accounts (issue 5, docs/product.md §3 User). `email` is canonical: trimmed and lower-cased. */
export interface UsersTable {
  id: string;
  firstname: string;
  lastname: string;
  username: string;
  /** Lower-cased username; the unique key. */
  username_canonical: string;
  email: string;
  /** Argon2id PHC string (docs/security.md P1). */
  password_hash: string;
  /** 0/1. */
  is_email_verified: number;
  created_at: string;
  updated_at: string;
}

/** Bearer sessions: only SHA-256 of the token is stored (docs/security.md T1, T2). */
export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  /** Absolute expiry (30 days after creation). */
  expires_at: string;
  revoked_at: string | null;
}

/** One-time codes, stored only as HMAC-SHA256 (docs/security.md O1-O5). */
export interface OneTimeCodesTable {
  id: string;
  email: string;
  /** 'email_verification' | 'reset_password' */
  purpose: string;
  code_hmac: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  voided_at: string | null;
}

/** Single-use password reset grants (docs/security.md O6). */
export interface ResetGrantsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Subscriptions (issue 7 §5): one row per provider subscription, plus at most one free row per user. */
export interface SubscriptionsTable {
  id: string;
  user_id: string;
  /** 'paddle' | 'free' */
  provider: string;
  /** Paddle sub_... id, or `free:<userId>`. Unique. */
  provider_subscription_id: string;
  /** Explorer | Voyager | Navigator */
  plan_name: string;
  /** month | year | lifetime */
  billing_interval: string;
  /** Integer minor units (cents). */
  price_minor: number;
  currency: string;
  /** active | trialing | past_due | paused | canceled */
  status: string;
  first_billed_at: string | null;
  next_billed_at: string | null;
  /** Effective time of a scheduled cancellation. */
  cancel_at: string | null;
  /** occurred_at of the newest applied event (docs/security.md W2 ordering). */
  occurred_at: string;
  created_at: string;
  updated_at: string;
  /**
   * After a downgrade (ADR 189): the plan paid for, kept until held_until; plan_name and price are
   * the plan that follows. Null when nothing is held. Webhook upserts never write these columns.
   */
  held_plan_name: string | null;
  held_billing_interval: string | null;
  held_price_minor: number | null;
  held_until: string | null;
}

/** One payment (Paddle's transaction.completed), for the billing history and receipts (ADR 190). */
export interface PaymentsTable {
  id: string;
  user_id: string;
  provider_transaction_id: string;
  provider_subscription_id: string;
  plan_name: string;
  billing_interval: string;
  /** What was charged (Paddle's grand_total), integer minor units. */
  amount_minor: number;
  /** The plan's price for the period, and the proration credit taken off it. */
  plan_minor: number;
  credit_minor: number;
  currency: string;
  billed_at: string;
  /** The end of the period paid for; null when Paddle did not send one. */
  period_end: string | null;
  created_at: string;
}

/** Webhook events already handled, keyed by the provider's event id (docs/security.md W2). */
export interface ProcessedEventsTable {
  event_id: string;
  event_type: string;
  occurred_at: string;
  outcome: string;
  processed_at: string;
}

/** Navigator personal API keys: only SHA-256 of the key is stored (issue 7 §6). */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A crowd-sourced price (issue 4 §3; docs/security.md C1, C2). */
export interface PriceContributionsTable {
  id: string;
  user_id: string;
  city_id: string;
  item_id: string;
  price: number;
  currency: string;
  usd: number;
  note: string | null;
  ip: string | null;
  created_at: string;
  quarantined: number;
}

/** An operator-imported price (issue 4 §4): one per city and item, newest import wins. */
export interface ImportedPricesTable {
  id: string;
  city_id: string;
  item_id: string;
  price: number;
  currency: string;
  usd: number;
  observed_on: string;
  source_file: string;
  imported_at: string;
}

/** One named background job shared by every instance (src/server/jobs, ADR 099). */
export interface JobLeasesTable {
  name: string;
  /** The instance running the job now, until lease_until; null when nobody is. */
  holder: string | null;
  lease_until: string | null;
  /** When the job is next due anywhere (interval after a success, back-off after a failure). */
  next_run_at: string;
  /** Failures in a row (back-off grows with it; 0 after a success). */
  failures: number;
  last_started_at: string | null;
  last_finished_at: string | null;
  /** 'ok' or 'failed: <reason>'. */
  last_outcome: string | null;
}

/** A signup for an address that already has a verified account (E1; issue 33). */
export interface SignupAttemptsTable {
  email: string;
  /** The stranger's password, hashed like any password (P1). */
  password_hash: string;
  created_at: string;
}
