import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewContactRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  created_at: string;
  delivery: 'stored';
  mail_id: string;
  user_id: string | null;
}

export async function insertContactMessage(
  db: Kysely<Database>,
  row: NewContactRow,
): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

export async function findContactMessage(db: Kysely<Database>, id: string) {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The message's delivery follows the mail that carries it ('sent' or 'failed'). */
export async function updateContactDelivery(
  db: Kysely<Database>,
  mailId: string,
  delivery: 'sent' | 'failed',
): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({ delivery })
    .where('mail_id', '=', mailId)
    .execute();
}
