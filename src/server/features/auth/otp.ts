import { createHmac, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { OTP_LENGTH, OTP_RESEND_SECONDS, type VerificationType } from '#domain/auth.ts';
import type { Database } from '../../db/schema.ts';
import type { CounterStore } from './throttle.ts';
import { digestsEqual } from './tokens.ts';

/** docs/security.md O2: a code is valid 10 minutes. */
export const OTP_TTL_MS = 10 * 60 * 1000;
/** docs/security.md O3: at most 5 guesses per code. */
export const OTP_MAX_ATTEMPTS = 5;
/** docs/security.md O4 and docs/product.md §9: 120 s between codes per (email, purpose); at most 10 codes per email a day. */
export const OTP_COOLDOWN_MS = OTP_RESEND_SECONDS * 1000;
export const OTP_DAILY_CAP = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a code is for: the two public flows, plus the signed-in email change (issue 18), which is
 * never accepted by POST /api/auth/verify-otp (its schema lists only VerificationType).
 */
export type CodePurpose = VerificationType | 'email_change';

/** docs/security.md O1: six digits from the CSPRNG. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** docs/security.md O1: only HMAC-SHA256(server secret, purpose|email|code) is stored; O5 binds the purpose. */
export function codeHmac(
  secret: string,
  purpose: CodePurpose,
  email: string,
  code: string,
): string {
  return createHmac('sha256', secret).update(`${purpose}|${email}|${code}`).digest('hex');
}

/**
 * docs/security.md O4: may a code be sent now? Counts atomically in the shared store, so concurrent
 * requests cannot both pass. Unknown emails are counted too, so the answer reveals nothing.
 */
export async function reserveCodeSend(
  store: CounterStore,
  email: string,
  purpose: CodePurpose,
  nowMs: number,
): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
  const cooldown = await store.hit(`otp-cooldown:${purpose}:${email}`, OTP_COOLDOWN_MS, nowMs);
  if (cooldown.count > 1) return { ok: false, retryAfterMs: cooldown.resetAtMs - nowMs };
  const daily = await store.hit(`otp-daily:${email}`, DAY_MS, nowMs);
  if (daily.count > OTP_DAILY_CAP) return { ok: false, retryAfterMs: daily.resetAtMs - nowMs };
  return { ok: true };
}

/** Store a new code for (email, purpose); any earlier live code is voided (docs/security.md O4). */
export async function createCode(
  db: Kysely<Database>,
  secret: string,
  email: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string> {
  const code = generateCode();
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('one_time_codes')
      .set({ voided_at: nowIso })
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('voided_at', 'is', null)
      .execute();
    await trx
      .insertInto('one_time_codes')
      .values({
        id: randomUUID(),
        email,
        purpose,
        code_hmac: codeHmac(secret, purpose, email, code),
        attempts: 0,
        created_at: nowIso,
        expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
        used_at: null,
        voided_at: null,
      })
      .execute();
  });
  return code;
}

export type ConsumeResult = 'ok' | 'invalid' | 'dead';

/**
 * Check a guess and use the code up (docs/security.md O2, O3, P3). Each guess first reserves one of the
 * code's five attempts with a conditional UPDATE … RETURNING, so 50 concurrent wrong guesses get at
 * most 5 evaluations; a right guess then claims the code with `used_at IS NULL`, so of 8 concurrent
 * right guesses exactly one wins. Neither step reads and then writes.
 */
export async function consumeCode(
  db: Kysely<Database>,
  secret: string,
  email: string,
  purpose: CodePurpose,
  guess: string,
  now: Date,
): Promise<ConsumeResult> {
  const nowIso = now.toISOString();
  const live = await db
    .selectFrom('one_time_codes')
    .select(['id', 'code_hmac'])
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!live) return 'dead';
  const reserved = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!reserved) return 'dead';
  if (!digestsEqual(live.code_hmac, codeHmac(secret, purpose, email, guess))) return 'invalid';
  const claimed = await db
    .updateTable('one_time_codes')
    .set({ used_at: nowIso })
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return claimed ? 'ok' : 'dead';
}

/** After a reset, no older reset code may be used again. */
export async function voidCodes(
  db: Kysely<Database>,
  email: string,
  purpose: CodePurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ voided_at: now.toISOString() })
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
}
