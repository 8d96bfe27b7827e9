import { randomUUID } from 'node:crypto';
import type { VerificationType } from '#domain/auth.ts';
import { badRequest, rateLimited, unauthorized } from '../../errors.ts';
import { passwordChangedMail } from './auth.mail.ts';
import {
  type AuthContext,
  type LoginResult,
  assertNotCommon,
  codeMailFor,
  issueCode,
  startSession,
} from './auth.service.ts';
import { consumeCode, voidCodes } from './otp.ts';
import { hashPassword } from './password.ts';
import { revokeAllApiKeys, revokeAllSessions } from './session.repo.ts';
import { bearerToken, digestsEqual, newOpaqueToken, sha256Hex } from './tokens.ts';
import { findUserByEmail, markEmailVerified } from './users.repo.ts';
import { MESSAGES } from '#domain/messages.ts';

/** docs/security.md O6: a reset grant lives 15 minutes. */
export const RESET_GRANT_TTL_MS = 15 * 60 * 1000;

export const FORGOT_MESSAGE =
  'If an account exists for this email, a password reset code has been sent.';
export const RESEND_MESSAGE = MESSAGES.codeResent;
export const OTP_VERIFIED_MESSAGE = MESSAGES.codeVerified;
export const INVALID_OTP_MESSAGE = 'Invalid OTP. Please check the code and try again.';
export const DEAD_OTP_MESSAGE =
  'This code has expired or was tried too many times. Please request a new one.';
export const RESET_DONE_MESSAGE =
  'Password reset successfully. Please sign in with your new password.';

/**
 * POST /api/auth/forget-password: the same answer for every email (docs/security.md E1). The cooldown
 * and a code start for unknown emails too, so a resend that follows answers alike (issue 33).
 */
export async function forgotPassword(ctx: AuthContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.deps.database.db, email);
  await issueCode(
    ctx,
    email,
    'reset_password',
    user ? codeMailFor(ctx, email, user.firstname, 'reset_password') : undefined,
  );
}

/** POST /api/auth/resend-otp: 429 + Retry-After inside the cooldown (O4), for known and unknown emails alike. */
export async function resendCode(
  ctx: AuthContext,
  email: string,
  purpose: VerificationType,
): Promise<void> {
  const user = await findUserByEmail(ctx.deps.database.db, email);
  const wanted = purpose === 'reset_password' ? Boolean(user) : user?.is_email_verified === 0;
  const reserved = await issueCode(
    ctx,
    email,
    purpose,
    user && wanted ? codeMailFor(ctx, email, user.firstname, purpose) : undefined,
  );
  if (!reserved.ok)
    throw rateLimited(reserved.retryAfterMs / 1000, 'Please wait before requesting another code.');
}

/**
 * POST /api/auth/verify-otp. A signup code verifies the email and starts a session, so the new account
 * is signed in without typing its password again (issue 34 item 6, ADR 161); a reset code yields a
 * reset grant (O6). O5: the purpose is inside the HMAC, so a code of one
 * purpose never matches the other.
 */
export async function verifyCode(
  ctx: AuthContext,
  email: string,
  purpose: VerificationType,
  otp: string,
): Promise<{ token?: string; user?: LoginResult['user'] }> {
  const { db } = ctx.deps.database;
  const now = ctx.deps.clock.now();
  const result = await consumeCode(db, ctx.deps.appSecret, email, purpose, otp, now);
  if (result === 'invalid') throw badRequest(INVALID_OTP_MESSAGE, { otp: INVALID_OTP_MESSAGE });
  if (result === 'dead') throw badRequest(DEAD_OTP_MESSAGE, { otp: DEAD_OTP_MESSAGE });
  const user = await findUserByEmail(db, email);
  if (!user) throw badRequest(DEAD_OTP_MESSAGE, { otp: DEAD_OTP_MESSAGE });
  if (purpose === 'email_verification') {
    await markEmailVerified(db, email, now.toISOString());
    return startSession(ctx, user);
  }
  const token = newOpaqueToken();
  await db
    .insertInto('reset_grants')
    .values({
      id: randomUUID(),
      user_id: user.id,
      token_hash: sha256Hex(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_GRANT_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return { token };
}

/**
 * POST /api/auth/reset-password with the reset grant as bearer token. The grant is claimed with a
 * conditional UPDATE (single use, O6); the password, the revocation of every session and personal
 * API key and the verified flag change in one transaction (T2, ADR 158); a notice email follows.
 */
export async function resetPassword(
  ctx: AuthContext,
  authorization: string | undefined,
  email: string,
  newPassword: string,
): Promise<void> {
  const grant = bearerToken(authorization);
  if (!grant) throw unauthorized('Reset session not found. Please request a new code.');
  assertNotCommon(newPassword, 'newPassword');
  const { db } = ctx.deps.database;
  const now = ctx.deps.clock.now();
  const nowIso = now.toISOString();
  const grantHash = sha256Hex(grant);
  const row = await db
    .selectFrom('reset_grants')
    .innerJoin('users', 'users.id', 'reset_grants.user_id')
    .select([
      'reset_grants.id',
      'reset_grants.token_hash',
      'users.id as user_id',
      'users.email',
      'users.firstname',
    ])
    .where('reset_grants.token_hash', '=', grantHash)
    .where('reset_grants.used_at', 'is', null)
    .where('reset_grants.expires_at', '>', nowIso)
    .executeTakeFirst();
  if (!row || !digestsEqual(row.token_hash, grantHash) || row.email !== email) {
    throw unauthorized('Reset session expired. Please request a new code.');
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('reset_grants')
      .set({ used_at: nowIso })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) throw unauthorized('Reset session expired. Please request a new code.');
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, is_email_verified: 1, updated_at: nowIso })
      .where('id', '=', row.user_id)
      .execute();
    await revokeAllSessions(trx, row.user_id, nowIso);
    await revokeAllApiKeys(trx, row.user_id, nowIso);
  });
  await voidCodes(db, email, 'reset_password', now);
  await ctx.deps.mailer.send(
    passwordChangedMail({
      to: email,
      firstname: row.firstname,
      publicUrl: ctx.deps.env.PUBLIC_URL,
      supportEmail: ctx.deps.env.SUPPORT_EMAIL,
    }),
  );
}
