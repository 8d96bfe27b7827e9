/**
 * The tables Parity uses, as Kysely sees them. Column types are portable between SQLite and
 * PostgreSQL (ARCHITECTURE.md §3): text ids, ISO-8601 text timestamps, integer flags.
 * Each feature adds its tables here together with a migration.
 */
export interface Database {
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  rate_snapshots: RateSnapshotsTable;
  rate_values: RateValuesTable;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  created_at: string;
  /** 'stored' (no SMTP configured), 'sent' or 'failed'. */
  delivery: string;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
  /** 'logged' (development outbox), 'sent', 'failed'. */
  status: string;
  attempts: number;
  last_error: string | null;
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
