import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createRequire } from 'node:module';
import type nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../clock.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Values the stored copy must not keep (one-time codes, SECURITY.md O1): when SMTP delivers the
   * real message, mail_outbox keeps '[redacted]' in their place. The development outbox keeps them,
   * since there the stored and printed copy is the only way to read the message.
   */
  secrets?: string[];
  /**
   * Keep no trace of the recipient (issue 18: the goodbye email of a deleted account). The stored
   * row says '[deleted account]' and keeps no body; the message itself is delivered as usual.
   */
  forgetRecipient?: boolean;
}

/** Anything that can hand a message to a mail server (nodemailer SMTP, or a test's transport). */
export interface MailTransport {
  deliver(message: MailMessage & { from: string }): Promise<void>;
  close?(): void;
}

export interface Mailer {
  /** Record the message and send it in the background; resolves once recorded, never waits on SMTP. */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every queued message has been delivered or given up on (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

const HEADER_UNSAFE = /[\r\n\0]/;

/** SECURITY.md I4: CR, LF or NUL must never reach an email header. */
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
  const transporter = createTransport(url);
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
  /** Delays between delivery attempts; the number of entries + 1 is the number of attempts. */
  retryDelaysMs?: number[];
}

/**
 * The one mailer. Every message is stored in mail_outbox first (an audit trail and, without SMTP,
 * the development outbox), then delivered in the background with retries so a slow or failing mail
 * server never holds up a response.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, clock, log, from, transport } = options;
  // Issue 17 (SMTP drill): retries span about 8.5 minutes, so a mail server that is down for a few
  // minutes still gets every one-time code while it is valid (10 minutes, SECURITY.md O2). The
  // message lives only in memory: the stored copy has its codes redacted and cannot be re-sent.
  const retryDelays = options.retryDelaysMs ?? [1_000, 5_000, 30_000, 60_000, 120_000, 300_000];
  const pending = new Set<Promise<void>>();
  // Shutdown stops the waiting between attempts; a message still undelivered then stays 'queued'.
  const closing = new AbortController();

  async function deliverWithRetry(id: string, message: MailMessage): Promise<void> {
    if (!transport) return;
    let lastError = '';
    for (let attempt = 0; attempt <= retryDelays.length; attempt++) {
      try {
        await transport.deliver({ ...message, from });
        await db
          .updateTable('mail_outbox')
          .set({ status: 'sent', attempts: attempt + 1, last_error: null })
          .where('id', '=', id)
          .execute();
        return;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        log.warn({ mailId: id, attempt: attempt + 1 }, 'mail delivery failed: %s', lastError);
        const delay = retryDelays[attempt];
        if (delay === undefined) break;
        if (!(await pause(delay, closing.signal))) {
          log.warn({ mailId: id }, 'mail not delivered before shutdown; left queued');
          return;
        }
      }
    }
    await db
      .updateTable('mail_outbox')
      .set({
        status: 'failed',
        attempts: retryDelays.length + 1,
        last_error: lastError.slice(0, 500),
      })
      .where('id', '=', id)
      .execute();
    log.error({ mailId: id }, 'mail delivery gave up after %d attempts', retryDelays.length + 1);
  }

  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(message) {
      assertHeaderSafe(message.to, message.subject);
      const id = randomUUID();
      const { secrets, forgetRecipient, ...mail } = message;
      const keep = (body: string) =>
        transport && secrets
          ? secrets.reduce(
              (text, secret) => (secret ? text.replaceAll(secret, '[redacted]') : text),
              body,
            )
          : body;
      message = mail;
      await db
        .insertInto('mail_outbox')
        .values({
          id,
          to_address: forgetRecipient ? '[deleted account]' : message.to,
          subject: message.subject,
          text_body: forgetRecipient ? '' : keep(message.text),
          html_body: forgetRecipient || message.html === undefined ? null : keep(message.html),
          created_at: clock.now().toISOString(),
          status: transport ? 'queued' : 'logged',
          attempts: 0,
          last_error: null,
        })
        .execute();
      if (!transport) {
        // Development outbox: the message body is printed so a developer can read it without a mail
        // server. This is the one place mail content reaches the log, and only when SMTP is not set.
        log.info(
          {
            mailId: id,
            to: forgetRecipient ? '[deleted account]' : message.to,
            subject: message.subject,
          },
          'development outbox:\n%s',
          message.text,
        );
        return;
      }
      const job = deliverWithRetry(id, message).catch((error: unknown) => {
        log.error({ mailId: id, err: error }, 'mail job crashed');
      });
      pending.add(job);
      void job.finally(() => pending.delete(job));
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

/** Wait `ms`; false when `signal` aborted first. */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
