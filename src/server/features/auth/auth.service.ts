import { randomUUID } from 'node:crypto';
import type { LoginRequest, SignupRequest, VerificationType } from '#domain/auth.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, conflict, rateLimited, unauthorized, validationFailed } from '../../errors.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { alreadyRegisteredMail, codeMail } from './auth.mail.ts';
import { createCode, reserveCodeSend } from './otp.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  burnPasswordVerification,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from './password.ts';
import { insertSession, revokeSession } from './session.repo.ts';
import type { CounterStore } from './throttle.ts';
import { SESSION_ABSOLUTE_MS, newOpaqueToken, sha256Hex } from './tokens.ts';
import {
  findSignupAttempt,
  findUserByEmail,
  findUserByUsername,
  insertUser,
  isUniqueViolation,
  replacePendingUser,
  saveSignupAttempt,
} from './users.repo.ts';
import { MESSAGES } from '#domain/messages.ts';

export interface AuthContext {
  deps: Pick<AppDeps, 'database' | 'clock' | 'mailer' | 'appSecret' | 'env'>;
  store: CounterStore;
}

/**
 * docs/security.md E2: per-account backoff. Every login attempt for an email counts in a 15-minute window
 * and at most 20 are evaluated, so an account sees at most 80 (< 100) wrong passwords an hour. A
 * success clears the count. Unknown emails are counted the same way (E1).
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_ATTEMPTS_PER_WINDOW = 20;

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';
export const SIGNUP_SUCCESS_MESSAGE = MESSAGES.signupCodeSent;
export const NOT_VERIFIED_MESSAGE =
  'Please verify your email address. A verification code has been sent to your email.';

/** P2: the blocklist runs on the server only, with a reason the form shows under the field. */
export function assertNotCommon(password: string, field: string): void {
  if (isCommonPassword(password))
    throw validationFailed({ [field]: COMMON_PASSWORD_MESSAGE }, COMMON_PASSWORD_MESSAGE);
}

/**
 * O4's cooldown and daily cap, then a fresh code stored for (email, purpose) whether or not anyone
 * will receive it: `mail` makes the message for an address that has someone to tell, and is left out
 * for an unknown address or a purpose that does not fit the account. The store and the codes table
 * then look the same for known and unknown emails, so no later request tells them apart (E1,
 * issue 33). The caller decides what a refused reservation answers.
 */
export async function issueCode(
  ctx: AuthContext,
  email: string,
  purpose: VerificationType,
  mail?: (code: string) => MailMessage,
): Promise<Awaited<ReturnType<typeof reserveCodeSend>>> {
  const now = ctx.deps.clock.now();
  const reserved = await reserveCodeSend(ctx.store, email, purpose, now.getTime());
  if (!reserved.ok) return reserved;
  const code = await createCode(ctx.deps.database.db, ctx.deps.appSecret, email, purpose, now);
  if (mail) await ctx.deps.mailer.send(mail(code));
  return reserved;
}

/** The code mail for an account, as `issueCode` takes it. */
export function codeMailFor(
  ctx: AuthContext,
  email: string,
  firstname: string,
  purpose: VerificationType,
) {
  return (code: string) =>
    codeMail({ to: email, firstname, purpose, code, publicUrl: ctx.deps.env.PUBLIC_URL });
}

/**
 * POST /api/auth/signup. E1: the answer is the same whether or not the email has an account; the
 * owner of a registered address is told by email instead. A still-unverified signup is replaced by
 * the newest one (ADR 061). User names are public (@username), so a taken one is said plainly.
 */
export async function signup(ctx: AuthContext, input: SignupRequest): Promise<void> {
  assertNotCommon(input.password, 'password');
  const { db } = ctx.deps.database;
  const passwordHash = await hashPassword(input.password);
  const nowIso = ctx.deps.clock.now().toISOString();
  const usernameOwner = await findUserByUsername(db, input.username);
  if (usernameOwner && usernameOwner.email !== input.email) {
    throw new AppError('CONFLICT', 'User Name is already taken.', {
      fields: { username: 'User Name is already taken.' },
    });
  }
  const existing = await findUserByEmail(db, input.email);
  if (existing?.is_email_verified === 1) {
    // E1 over sequences: what a pending signup leaves behind (a code, a cooldown, a password that
    // answers "verify first" at login) is left for a verified address too; only the mail differs.
    await saveSignupAttempt(db, input.email, passwordHash, nowIso);
    await issueCode(ctx, input.email, 'email_verification', () =>
      alreadyRegisteredMail({
        to: input.email,
        firstname: existing.firstname,
        publicUrl: ctx.deps.env.PUBLIC_URL,
      }),
    );
    return;
  }
  const details = {
    firstname: input.firstname,
    lastname: input.lastname,
    username: input.username,
    username_canonical: input.username.toLowerCase(),
    password_hash: passwordHash,
    updated_at: nowIso,
  };
  if (existing) {
    await replacePendingUser(db, existing.id, details);
  } else {
    try {
      await insertUser(db, {
        id: randomUUID(),
        email: input.email,
        is_email_verified: 0,
        created_at: nowIso,
        ...details,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent signup won the race for this email or user name.
      if (await findUserByUsername(db, input.username))
        throw conflict('User Name is already taken.');
      return;
    }
  }
  await issueCode(
    ctx,
    input.email,
    'email_verification',
    codeMailFor(ctx, input.email, input.firstname, 'email_verification'),
  );
}

export interface LoginResult {
  user: { id: string; email: string; name: string };
  token: string;
}

/** POST /api/auth/login (docs/security.md E1, E2, E3, T1). */
export async function login(ctx: AuthContext, input: LoginRequest): Promise<LoginResult> {
  const now = ctx.deps.clock.now();
  const key = `login:${input.email}`;
  const attempts = await ctx.store.hit(key, LOGIN_WINDOW_MS, now.getTime());
  if (attempts.count > LOGIN_ATTEMPTS_PER_WINDOW) {
    throw rateLimited(
      (attempts.resetAtMs - now.getTime()) / 1000,
      'Too many sign-in attempts for this account. Please try again later.',
    );
  }
  const { db } = ctx.deps.database;
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    await burnPasswordVerification(input.password);
    throw unauthorized(INVALID_LOGIN_MESSAGE);
  }
  const matches = await verifyPassword(user.password_hash, input.password);
  if (user.is_email_verified !== 1) {
    // The twin of the signup-attempt check below, so both cost two verifications (E1 timing).
    await burnPasswordVerification(input.password);
    if (!matches) throw unauthorized(INVALID_LOGIN_MESSAGE);
    await ctx.store.clear(key);
    // E3: the right password on an unverified account starts verification instead of a session.
    await issueCode(
      ctx,
      user.email,
      'email_verification',
      codeMailFor(ctx, user.email, user.firstname, 'email_verification'),
    );
    throw new AppError('EMAIL_NOT_VERIFIED', NOT_VERIFIED_MESSAGE);
  }
  if (!matches) {
    // A stranger's signup for this verified address answers as a pending account would (E1).
    const attempt = await findSignupAttempt(db, input.email);
    if (!attempt || !(await verifyPassword(attempt.password_hash, input.password)))
      throw unauthorized(INVALID_LOGIN_MESSAGE);
    await ctx.store.clear(key);
    await issueCode(ctx, user.email, 'email_verification');
    throw new AppError('EMAIL_NOT_VERIFIED', NOT_VERIFIED_MESSAGE);
  }
  await ctx.store.clear(key);
  return startSession(ctx, user);
}

/** A new session for a user who proved who they are (password, or the emailed signup code). */
export async function startSession(
  ctx: AuthContext,
  user: { id: string; email: string; firstname: string; lastname: string },
): Promise<LoginResult> {
  const now = ctx.deps.clock.now();
  const token = newOpaqueToken();
  await insertSession(ctx.deps.database.db, {
    id: randomUUID(),
    user_id: user.id,
    token_hash: sha256Hex(token),
    created_at: now.toISOString(),
    last_used_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  });
  return {
    user: { id: user.id, email: user.email, name: `${user.firstname} ${user.lastname}`.trim() },
    token,
  };
}

/** POST /api/auth/logout: revokes the session the request came with (docs/security.md T2). */
export async function logout(ctx: AuthContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.deps.database.db, sessionId, ctx.deps.clock.now().toISOString());
}
