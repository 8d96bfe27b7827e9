import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createRequire } from 'node:module';
import type nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../clock.ts';
import { claimMail, findDueMail, insertMail, renewMailClaim, settleMail } from './outbox.repo.ts';
import { sealMail, unsealMail } from './seal.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Values the stored copy must not keep (one-time codes, docs/security.md O1): when SMTP delivers the
   * real message, mail_outbox keeps '[redacted]' in their place. The development outbox keeps them,
   * since there the stored and printed copy is the only way to read the message.
   */
  secrets?: string[];
  /**
   * Keep no trace of the recipient (issue 18: the goodbye email of a deleted account). The stored
   * row says '[deleted account]' and keeps no body; the message itself is delivered as usual.
   */
  forgetRecipient?: boolean;
  /** The outbox row's id, when the caller records it before the mail can settle (contact). */
  id?: string;
}

/** Anything that can hand a message to a mail server (nodemailer SMTP, or a test's transport). */
export interface MailTransport {
  deliver(message: MailMessage & { from: string }): Promise<void>;
  close?(): void;
}

export interface MailSettled {
  id: string;
  status: 'sent' | 'failed';
}

export interface Mailer {
  /**
   * Record the message and send it in the background; resolves with the outbox row's id once
   * recorded, never waits on SMTP.
   */
  send(message: MailMessage): Promise<string>;
  /**
   * One attempt at every row any instance may deliver now (queued and due, or abandoned mid-send):
   * the outbox drainer job. Each row is claimed atomically, so it is delivered by one instance only.
   */
  drain(signal?: AbortSignal): Promise<{ sent: number; failed: number; retrying: number }>;
  /** Called when a row this instance delivered is sent or given up on; returns the unsubscribe. */
  onSettled(listener: (event: MailSettled) => Promise<void> | void): () => void;
  /** Resolves when every message sent from this instance has been delivered or given up on (tests). */
  idle(): Promise<void>;
  /** Stop retrying (queued rows wait for the drainer of the next start), finish attempts in flight. */
  close(): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

const HEADER_UNSAFE = /[\r\n\0]/;

/** docs/security.md I4: CR, LF or NUL must never reach an email header. */
export function assertHeaderSafe(...values: string[]): void {
  for (const value of values) {
    if (HEADER_UNSAFE.test(value))
      throw new Error('Refusing to send mail: header contains CR, LF or NUL');
  }
}

// nodemailer is loaded only when SMTP is configured (start-up time of the zero-configuration default).
const requireOptional = createRequire(import.meta.url);

export function smtpTransport(url: string): MailTransport {
  const { createTransport } = requireOptional('nodemailer') as typeof nodemailer;
  // Bounded waits (nodemailer's own defaults reach 10 minutes): an attempt ends well within the
  // outbox claim it renews, so a live instance never loses a message to another mid-delivery.
  const transporter = createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

export interface MailerOptions {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  from: string;
  /** null: development outbox (printed to the log and kept in mail_outbox). */
  transport: MailTransport | null;
  /** Seals the deliverable copy of a message whose stored copy is redacted (seal.ts). */
  appSecret: string;
  /** Delays between delivery attempts; the number of entries + 1 is the number of attempts. */
  retryDelaysMs?: number[];
  /** How long a delivery claim lasts unless renewed (renewed every third of it while sending). */
  claimMs?: number;
  instanceId?: string;
}

const DRAIN_BATCH = 100;

type Attempt = { done: true } | { done: false; retryInMs: number } | null;

/**
 * The one mailer. Every message is stored in mail_outbox first (an audit trail, the development
 * outbox without SMTP, and the queue with it), then delivered in the background. This instance
 * tries at once and retries with the delays given; whatever it leaves queued (a restart, a crash,
 * another instance's message) the outbox drainer job delivers (drain()). A row is delivered by
 * whoever claims it, once (ADR 099).
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, clock, log, from, transport, appSecret } = options;
  // Issue 17 (SMTP drill): retries span about 8.5 minutes, so a mail server that is down for a few
  // minutes still gets every one-time code while it is valid (10 minutes, docs/security.md O2); what is
  // left queued after that, or by a restart, the outbox drainer job delivers (ADR 099).
  const retryDelays = options.retryDelaysMs ?? [1_000, 5_000, 30_000, 60_000, 120_000, 300_000];
  const claimMs = options.claimMs ?? 60_000;
  const holder = options.instanceId ?? randomUUID();
  const pending = new Set<Promise<void>>();
  const listeners = new Set<(event: MailSettled) => Promise<void> | void>();
  const closing = new AbortController();
  const iso = (ms: number) => new Date(ms).toISOString();

  async function notify(event: MailSettled) {
    for (const listener of listeners) {
      try {
        await listener(event);
      } catch (error) {
        log.error({ mailId: event.id, err: error }, 'mail settled listener failed');
      }
    }
  }

  /** One claimed attempt at one row; null when another instance has it or it is settled. */
  async function attempt(id: string, ignoreSchedule: boolean): Promise<Attempt> {
    if (!transport) return null;
    const now = clock.now().getTime();
    const row = await claimMail(db, {
      id,
      holder,
      now: iso(now),
      until: iso(now + claimMs),
      ignoreSchedule,
    });
    if (!row) return null;
    const sealed = row.sealed ? unsealMail(appSecret, row.sealed) : null;
    const renewal = setInterval(() => {
      void renewMailClaim(db, { id, holder, until: iso(clock.now().getTime() + claimMs) }).catch(
        (error: unknown) => log.warn({ mailId: id, err: error }, 'mail claim renewal failed'),
      );
    }, claimMs / 3);
    renewal.unref();
    let error: string | null = null;
    try {
      if (row.sealed && !sealed) throw new Error('sealed copy unreadable (APP_SECRET changed?)');
      const html = sealed ? sealed.html : (row.html_body ?? undefined);
      await transport.deliver({
        from,
        to: sealed?.to ?? row.to_address,
        subject: row.subject,
        text: sealed?.text ?? row.text_body,
        ...(html === undefined ? {} : { html }),
      });
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    } finally {
      clearInterval(renewal);
    }
    if (error === null) {
      if (
        await settleMail(db, { id, holder, status: 'sent', lastError: null, nextAttemptAt: null })
      )
        await notify({ id, status: 'sent' });
      return { done: true };
    }
    log.warn({ mailId: id, attempt: row.attempts }, 'mail delivery failed: %s', error);
    const delay = retryDelays[row.attempts - 1];
    if (delay === undefined) {
      await settleMail(db, { id, holder, status: 'failed', lastError: error, nextAttemptAt: null });
      log.error({ mailId: id }, 'mail delivery gave up after %d attempts', row.attempts);
      await notify({ id, status: 'failed' });
      return { done: true };
    }
    const next = iso(clock.now().getTime() + delay);
    await settleMail(db, { id, holder, status: 'queued', lastError: error, nextAttemptAt: next });
    return { done: false, retryInMs: delay };
  }

  /** Deliver a message this instance just stored: at once, then after each retry delay. */
  async function deliverNow(id: string): Promise<void> {
    const leftQueued = () =>
      log.warn({ mailId: id }, 'mail not delivered before shutdown; left queued for the drainer');
    for (;;) {
      const result = await attempt(id, true);
      if (!result || result.done) return;
      if (closing.signal.aborted) return leftQueued();
      await sleep(result.retryInMs, closing.signal);
      if (closing.signal.aborted) return leftQueued();
    }
  }

  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(message) {
      assertHeaderSafe(message.to, message.subject);
      const id = message.id ?? randomUUID();
      const { secrets, forgetRecipient, id: _id, ...mail } = message;
      const keep = (body: string) =>
        transport && secrets
          ? secrets.reduce(
              (text, secret) => (secret ? text.replaceAll(secret, '[redacted]') : text),
              body,
            )
          : body;
      // The stored copy differs from the message: keep what must be delivered, sealed.
      const differs = Boolean(transport && (forgetRecipient || secrets?.some(Boolean)));
      await insertMail(db, {
        id,
        to_address: forgetRecipient ? '[deleted account]' : mail.to,
        subject: mail.subject,
        text_body: forgetRecipient ? '' : keep(mail.text),
        html_body: forgetRecipient || mail.html === undefined ? null : keep(mail.html),
        created_at: clock.now().toISOString(),
        status: transport ? 'queued' : 'logged',
        attempts: 0,
        last_error: null,
        sealed: differs
          ? sealMail(appSecret, { to: mail.to, text: mail.text, html: mail.html })
          : null,
      });
      if (!transport) {
        // Development outbox: the message body is printed so a developer can read it without a mail
        // server. This is the one place mail content reaches the log, and only when SMTP is not set.
        log.info(
          {
            mailId: id,
            to: forgetRecipient ? '[deleted account]' : mail.to,
            subject: mail.subject,
          },
          'development outbox:\n%s',
          mail.text,
        );
        return id;
      }
      if (closing.signal.aborted) return id; // shutting down: the next start's drainer sends it
      const job = deliverNow(id).catch((error: unknown) => {
        log.error({ mailId: id, err: error }, 'mail job crashed');
      });
      pending.add(job);
      void job.finally(() => pending.delete(job));
      return id;
    },
    async drain(signal) {
      const counts = { sent: 0, failed: 0, retrying: 0 };
      if (!transport) return counts;
      const due = await findDueMail(db, clock.now().toISOString(), DRAIN_BATCH);
      for (const id of due) {
        if (signal?.aborted || closing.signal.aborted) break;
        const result = await attempt(id, false);
        if (!result) continue;
        const row = result.done
          ? await db
              .selectFrom('mail_outbox')
              .select('status')
              .where('id', '=', id)
              .executeTakeFirst()
          : null;
        if (!result.done) counts.retrying++;
        else if (row?.status === 'sent') counts.sent++;
        else counts.failed++;
      }
      return counts;
    },
    onSettled(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      closing.abort();
      await this.idle();
      transport?.close?.();
    },
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
