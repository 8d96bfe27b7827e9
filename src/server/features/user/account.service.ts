// Exports: the account self-service actions of /profile (issue 18 §4): updateProfile,
// requestEmailChange, confirmEmailChange, changePassword, signOutEverywhere, exportAccount,
// deleteAccount. docs/security.md applies as for sign-in: current password for sensitive actions (with a
// per-account backoff), codes only as HMAC with the O2-O4 limits, no enumeration of addresses.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badRequest, rateLimited, validationFailed } from '../../errors.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../auth/index.ts';
import { assertNotCommon } from '../auth/index.ts';
import { consumeCode, createCode, reserveCodeSend } from '../auth/index.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { revokeAllSessions } from '../auth/index.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  isUniqueViolation,
} from '../auth/index.ts';
import type { PaymentsConfig } from '../billing/index.ts';
import { billingDeps } from '../billing/index.ts';
import { cancelSubscription } from '../billing/index.ts';
import { cancellableRow } from '../billing/index.ts';
import {
  accountDeletedMail,
  emailChangeCodeMail,
  emailChangedMail,
  emailInUseMail,
  passwordChangedByUserMail,
} from './account.mail.ts';
import {
  deleteAccountRows,
  exportRows,
  revokeOtherSessions,
  updateEmail,
  updatePasswordHash,
  updateProfile as updateProfileRow,
} from './account.repo.ts';

/** docs/security.md E2 for the profile: at most 10 current-password checks per account per 15 minutes. */
export const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;
export const PASSWORD_CHECKS_PER_WINDOW = 10;
export const WRONG_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const EMAIL_CHANGE_SENT_MESSAGE =
  'If that address can be used, a code is on its way to it. Enter it here to confirm.';
export const DELETE_CONFIRMATION = 'DELETE';

/** The code key binds a code to the account that asked for it and the new address. */
const changeKey = (userId: string, newEmail: string) => `${userId}|${newEmail}`;

async function assertCurrentPassword(
  ctx: AuthContext,
  userId: string,
  password: string,
  field: string,
): Promise<void> {
  const now = ctx.deps.clock.now().getTime();
  const hit = await ctx.store.hit(`profile-password:${userId}`, PASSWORD_CHECK_WINDOW_MS, now);
  if (hit.count > PASSWORD_CHECKS_PER_WINDOW) throw rateLimited((hit.resetAtMs - now) / 1000);
  const row = await findUserById(ctx.deps.database.db, userId);
  if (!row || !(await verifyPassword(row.password_hash, password))) {
    throw validationFailed({ [field]: WRONG_PASSWORD_MESSAGE }, WRONG_PASSWORD_MESSAGE);
  }
}

export async function updateProfile(
  ctx: AuthContext,
  user: AuthenticatedUser,
  input: { firstname: string; lastname: string; username: string },
): Promise<void> {
  const db = ctx.deps.database.db;
  const owner = await findUserByUsername(db, input.username);
  const taken = () =>
    new AppError('CONFLICT', 'User Name is already taken.', {
      fields: { username: 'User Name is already taken.' },
    });
  // User names are public (@username), so a taken one is said plainly, as at sign-up.
  if (owner && owner.id !== user.id) throw taken();
  try {
    await updateProfileRow(db, user.id, {
      ...input,
      username_canonical: input.username.toLowerCase(),
      updated_at: ctx.deps.clock.now().toISOString(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * Step 1 of an email change: current password, then a code to the new address. The answer is the
 * same whether or not the address has an account (docs/security.md E1); a taken address gets a notice.
 */
export async function requestEmailChange(
  ctx: AuthContext,
  user: AuthenticatedUser,
  input: { newEmail: string; password: string },
): Promise<void> {
  if (input.newEmail === user.email) {
    throw validationFailed({ newEmail: 'This is already your email address.' });
  }
  await assertCurrentPassword(ctx, user.id, input.password, 'password');
  const now = ctx.deps.clock.now();
  const reserved = await reserveCodeSend(ctx.store, input.newEmail, 'email_change', now.getTime());
  if (!reserved.ok) return;
  const db = ctx.deps.database.db;
  if (await findUserByEmail(db, input.newEmail)) {
    await ctx.deps.mailer.send(emailInUseMail({ to: input.newEmail }));
    return;
  }
  const code = await createCode(
    db,
    ctx.deps.appSecret,
    changeKey(user.id, input.newEmail),
    'email_change',
    now,
  );
  await ctx.deps.mailer.send(
    emailChangeCodeMail({ to: input.newEmail, firstname: user.firstname, code }),
  );
}

/**
 * Step 2: the code from the new mailbox moves the account to it; every other session is signed out
 * and the old address is told.
 */
export async function confirmEmailChange(
  ctx: AuthContext,
  user: AuthenticatedUser,
  input: { newEmail: string; code: string },
): Promise<void> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock.now();
  const result = await consumeCode(
    db,
    ctx.deps.appSecret,
    changeKey(user.id, input.newEmail),
    'email_change',
    input.code,
    now,
  );
  if (result !== 'ok') {
    throw validationFailed(
      { code: 'Invalid or expired code. Ask for a new one.' },
      'Invalid or expired code. Ask for a new one.',
    );
  }
  try {
    await updateEmail(db, user.id, input.newEmail, now.toISOString());
  } catch (error) {
    // Taken between the request and the confirmation: same answer as any other unusable address.
    if (isUniqueViolation(error)) throw badRequest('This address cannot be used.');
    throw error;
  }
  // The address is how the account is recovered: whoever else is signed in is signed out (issue 33).
  await revokeOtherSessions(db, user.id, user.sessionId, now.toISOString());
  await ctx.deps.mailer.send(
    emailChangedMail({
      to: user.email,
      firstname: user.firstname,
      newEmail: input.newEmail,
      supportEmail: ctx.deps.env.SUPPORT_EMAIL,
    }),
  );
}

/** Current password required; every other session is signed out (docs/security.md T2). */
export async function changePassword(
  ctx: AuthContext,
  user: AuthenticatedUser,
  input: { currentPassword: string; newPassword: string },
): Promise<{ signedOut: number }> {
  await assertCurrentPassword(ctx, user.id, input.currentPassword, 'currentPassword');
  if (input.newPassword === input.currentPassword) {
    throw validationFailed({ newPassword: 'Choose a password different from the current one.' });
  }
  assertNotCommon(input.newPassword, 'newPassword');
  const db = ctx.deps.database.db;
  const nowIso = ctx.deps.clock.now().toISOString();
  await updatePasswordHash(db, user.id, await hashPassword(input.newPassword), nowIso);
  const signedOut = await revokeOtherSessions(db, user.id, user.sessionId, nowIso);
  await ctx.deps.mailer.send(
    passwordChangedByUserMail({
      to: user.email,
      firstname: user.firstname,
      supportEmail: ctx.deps.env.SUPPORT_EMAIL,
      publicUrl: ctx.deps.env.PUBLIC_URL,
    }),
  );
  return { signedOut };
}

/** Every session, this one included. */
export async function signOutEverywhere(
  ctx: AuthContext,
  user: AuthenticatedUser,
): Promise<number> {
  return revokeAllSessions(ctx.deps.database.db, user.id, ctx.deps.clock.now().toISOString());
}

/** Everything stored about the user, as one JSON document (never secrets: no hashes, no tokens). */
export async function exportAccount(ctx: AuthContext, user: AuthenticatedUser) {
  const rows = await exportRows(ctx.deps.database.db, user.id, user.email);
  return {
    format: 'parity-account-export/1',
    exportedAt: ctx.deps.clock.now().toISOString(),
    profile: rows.user
      ? { ...rows.user, is_email_verified: rows.user.is_email_verified === 1 }
      : null,
    subscriptions: rows.subscriptions,
    payments: rows.payments,
    contributions: rows.contributions,
    apiKeys: rows.apiKeys,
    sessions: rows.sessions,
    mailLog: rows.mail,
    contactMessages: rows.contact,
  };
}

/**
 * Delete the account (issue 18 §4, ADR 064): password and the typed word DELETE; a running paid
 * subscription is cancelled first (if that fails, nothing is deleted); then one transaction
 * anonymises contributions and removes every row that identifies the user; then a goodbye email
 * whose stored copy keeps no address.
 */
export async function deleteAccount(
  deps: AppDeps,
  ctx: AuthContext,
  payments: PaymentsConfig,
  log: FastifyBaseLogger,
  user: AuthenticatedUser,
  input: { password: string; confirmation: string },
): Promise<void> {
  if (input.confirmation !== DELETE_CONFIRMATION) {
    throw validationFailed({ confirmation: `Type ${DELETE_CONFIRMATION} to confirm.` });
  }
  await assertCurrentPassword(ctx, user.id, input.password, 'password');
  const db = deps.database.db;
  if (await cancellableRow(db, user.id, deps.clock.now())) {
    await cancelSubscription(billingDeps(deps, payments, log), user.id);
  }
  await db.transaction().execute((trx) =>
    deleteAccountRows(trx, {
      userId: user.id,
      email: user.email,
      placeholderId: randomUUID(),
      nowIso: deps.clock.now().toISOString(),
    }),
  );
  await deps.mailer.send(accountDeletedMail({ to: user.email, firstname: user.firstname }));
}
