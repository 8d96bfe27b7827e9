import type { Mailer } from '../mail/mailer.ts';
import type { JobDefinition } from './job-runner.ts';

/** How often the outbox is drained when nothing else wakes it. */
export const MAIL_OUTBOX_INTERVAL_MS = 60_000;

/**
 * The outbox drainer (ADR 099): at start and every minute, one attempt at every queued row that is
 * due and every row abandoned mid-delivery. Rows are claimed one by one, so two instances draining
 * at once (a lease lost to a long pause) still deliver each message once.
 */
export function mailOutboxJob(mailer: Mailer): JobDefinition {
  return {
    name: 'mail-outbox',
    intervalMs: MAIL_OUTBOX_INTERVAL_MS,
    runAtStart: true,
    retry: { baseMs: 30_000, maxMs: 5 * 60_000 },
    leaseMs: 2 * 60_000,
    async run(signal) {
      const { sent, failed, retrying } = await mailer.drain(signal);
      return `sent ${sent}, failed ${failed}, retrying ${retrying}`;
    },
  };
}
