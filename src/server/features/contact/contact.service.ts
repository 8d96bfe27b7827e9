import { randomUUID } from 'node:crypto';
import type { ContactMessage } from '#domain/contact.ts';
import type { AppDeps } from '../../deps.ts';
import { insertContactMessage } from './contact.repo.ts';

export interface ContactResult {
  id: string | null;
}

/**
 * Store a contact message and mail it to support. A filled honeypot gets the same answer as a real
 * message but nothing is stored or sent, so bots learn nothing (SECURITY.md C3).
 */
export async function submitContactMessage(
  deps: Pick<AppDeps, 'database' | 'mailer' | 'clock' | 'env'>,
  input: ContactMessage,
  ip: string | null,
): Promise<ContactResult> {
  if (input.website && input.website.trim() !== '') return { id: null };
  const id = randomUUID();
  await insertContactMessage(deps.database.db, {
    id,
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    ip,
    created_at: deps.clock.now().toISOString(),
    delivery: deps.mailer.mode === 'smtp' ? 'queued' : 'stored',
  });
  await deps.mailer.send({
    to: deps.env.SUPPORT_EMAIL,
    subject: `[Contact] ${input.subject}`,
    text: `From: ${input.name} <${input.email}>\nMessage id: ${id}\n\n${input.message}\n`,
  });
  return { id };
}
