import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../testing/test-app.testkit.ts';
import { newOpaqueToken, sha256Hex, SESSION_ABSOLUTE_MS } from '../auth/index.ts';

/** A user with a live bearer session, inserted directly (the sign-up flow has its own tests). */
export async function createTestUser(
  t: TestApp,
  options: { verified?: boolean } = {},
): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const now = t.clock.now();
  const name = `user${id.slice(0, 8)}`;
  await t.deps.database.db
    .insertInto('users')
    .values({
      id,
      firstname: 'Test',
      lastname: 'User',
      username: name,
      username_canonical: name,
      email: `${name}@example.test`,
      password_hash: '$argon2id$v=19$m=19456,t=2,p=1$unused$unused',
      is_email_verified: options.verified === false ? 0 : 1,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  const token = newOpaqueToken();
  await t.deps.database.db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      user_id: id,
      token_hash: sha256Hex(token),
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return { id, token };
}
