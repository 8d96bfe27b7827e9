import { randomUUID } from 'node:crypto';
import type { ContactMessage } from '#domain/contact.ts';
import type { AppDeps } from '../../deps.ts';
import type { MailSettled } from '../../mail/mailer.ts';
import { insertContactMessage, updateContactDelivery } from './contact.repo.ts';

export interface ContactResult {
  id: string | null;
}

/**
 * Store a contact message and mail it to support. A filled honeypot gets the same answer as a real
 * message but nothing is stored or sent, so bots learn nothing (docs/security.md C3).
 *
 * The message is 'stored' first; with SMTP it becomes 'sent' or 'failed' when the mail carrying it
 * settles (followContactDelivery), on whichever instance delivers it. Without SMTP it stays
 * 'stored': the mail is only in the development outbox.
 *
 * `userId` is the signed-in sender (null when anonymous): the message is theirs in the data
 * download and goes with their account. The typed email is only where support replies (issue 33).
 */
export async function submitContactMessage(
  deps: Pick<AppDeps, 'database' | 'mailer' | 'clock' | 'env'>,
  input: ContactMessage,
  ip: string | null,
  userId: string | null,
): Promise<ContactResult> {
  if (input.website && input.website.trim() !== '') return { id: null };
  const id = randomUUID();
  const mailId = randomUUID();
  // The row is written before the mail exists, so the mail can never settle before the row does.
  await insertContactMessage(deps.database.db, {
    id,
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    ip,
    created_at: deps.clock.now().toISOString(),
    delivery: 'stored',
    mail_id: mailId,
    user_id: userId,
  });
  await deps.mailer.send({
    id: mailId,
    to: deps.env.SUPPORT_EMAIL,
    subject: `[Contact] ${input.subject}`,
    text: `From: ${input.name} <${input.email}>\nMessage id: ${id}\n\n${input.message}\n`,
  });
  return { id };
}

/** Keep contact_messages.delivery true to the mail: returns the mailer's settled listener. */
export function followContactDelivery(deps: Pick<AppDeps, 'database'>) {
  return (event: MailSettled) => updateContactDelivery(deps.database.db, event.id, event.status);
}
