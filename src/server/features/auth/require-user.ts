// Exports: requireUser(request, deps, { verified }) and requireUserHook(deps, { verified }) — the
// helpers other features use to authenticate a bearer session token (docs/security.md T1, T2).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError, unauthorized } from '../../errors.ts';
import type { AuthenticatedUser } from '../../plugins/route-policy.ts';
import { findLiveSession, touchSession } from './session.repo.ts';
import {
  SESSION_IDLE_MS,
  SESSION_TOUCH_EVERY_MS,
  bearerToken,
  digestsEqual,
  sha256Hex,
} from './tokens.ts';
import { MESSAGES } from '#domain/messages.ts';

export type { AuthenticatedUser };

export interface RequireUserOptions {
  /** Refuse (403) accounts whose email is not verified (docs/security.md C1: only verified users contribute). */
  verified?: boolean;
}

/**
 * Authenticate the request's `Authorization: Bearer <token>`: 401 when missing, unknown, revoked,
 * past its 30-day absolute or 7-day idle lifetime; 403 when `verified` is asked for and the email
 * is not verified.
 *
 * @example
 * const user = await requireUser(request, deps, { verified: true });
 */
export async function requireUser(
  request: FastifyRequest,
  deps: Pick<AppDeps, 'database' | 'clock'>,
  options: RequireUserOptions = {},
): Promise<AuthenticatedUser> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized(MESSAGES.noToken);
  const now = deps.clock.now();
  const tokenHash = sha256Hex(token);
  const row = await findLiveSession(deps.database.db, tokenHash, now.toISOString());
  const idleDeadline = row ? new Date(row.last_used_at).getTime() + SESSION_IDLE_MS : 0;
  // The lookup is by digest; the explicit comparison keeps docs/security.md P3 visible and cheap.
  if (!row || !digestsEqual(row.token_hash, tokenHash) || idleDeadline <= now.getTime()) {
    throw unauthorized('Your session has expired. Please sign in again.');
  }
  if (now.getTime() - new Date(row.last_used_at).getTime() >= SESSION_TOUCH_EVERY_MS) {
    await touchSession(deps.database.db, row.session_id, now.toISOString());
  }
  if (options.verified && row.is_email_verified !== 1) {
    throw new AppError('FORBIDDEN', 'Please verify your email address first.');
  }
  return {
    id: row.user_id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    username: row.username,
    isEmailVerified: row.is_email_verified === 1,
    sessionId: row.session_id,
  };
}

/**
 * The signed-in user on a route open to everyone: undefined without an Authorization header, the
 * user with a live session, 401 with any other token (a stale session is not taken as anonymous).
 */
export async function optionalUser(
  request: FastifyRequest,
  deps: Pick<AppDeps, 'database' | 'clock'>,
): Promise<AuthenticatedUser | undefined> {
  if (request.headers.authorization === undefined) return undefined;
  return requireUser(request, deps);
}

/**
 * The same check as a Fastify preHandler: `{ preHandler: requireUserHook(deps, { verified: true }) }`;
 * the user is then on `request.authUser`.
 */
export function requireUserHook(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  options: RequireUserOptions = {},
) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    request.authUser = await requireUser(request, deps, options);
  };
}
