/**
 * The accounts calls of docs/product.md §7 and the temporary state of docs/product.md §3/§4 (temporary email and
 * verification type between signup/forgot and the OTP screens; the reset grant between the reset
 * OTP screen and the reset screen).
 */
import type { RouteInput } from '#domain/api/contract.ts';
import type { api as contracts } from '#domain/api/routes.ts';
import type { ProfileUser } from '#domain/api/user.ts';
import type { VerificationType } from '#domain/auth.ts';
import { safeReturnPath } from '#domain/return-path.ts';
import { ApiError, callApi } from '../../api/client.ts';
import { api } from '../../api/routes.ts';

export const TEMP_EMAIL_KEY = 'tempEmail';
export const VERIFICATION_TYPE_KEY = 'verificationType';
/** Kept in sessionStorage (this tab only) and apart from `token`, so guards never mistake it for a session. */
export const RESET_GRANT_KEY = 'resetGrant';

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function setPendingVerification(email: string, type: VerificationType): void {
  storage('local')?.setItem(TEMP_EMAIL_KEY, email);
  storage('local')?.setItem(VERIFICATION_TYPE_KEY, type);
}

export function getPendingVerification(): { email: string | null; type: VerificationType | null } {
  const email = storage('local')?.getItem(TEMP_EMAIL_KEY) ?? null;
  const raw = storage('local')?.getItem(VERIFICATION_TYPE_KEY) ?? null;
  const type = raw === 'email_verification' || raw === 'reset_password' ? raw : null;
  return { email: email === '' ? null : email, type };
}

export function clearPendingVerification(): void {
  storage('local')?.removeItem(TEMP_EMAIL_KEY);
  storage('local')?.removeItem(VERIFICATION_TYPE_KEY);
}

/**
 * Issue 18: the address just verified, so the sign-in form that follows has it filled in. This tab
 * only (sessionStorage); read without side effects (renders may run twice) and cleared on sign-in.
 */
export const VERIFIED_EMAIL_KEY = 'verifiedEmail';

export function rememberVerifiedEmail(email: string): void {
  storage('session')?.setItem(VERIFIED_EMAIL_KEY, email);
}

export function verifiedEmail(): string {
  return storage('session')?.getItem(VERIFIED_EMAIL_KEY) ?? '';
}

export function forgetVerifiedEmail(): void {
  storage('session')?.removeItem(VERIFIED_EMAIL_KEY);
}

/**
 * Issue 19 §1: the page a visitor signing up came for, kept from the sign-up form to the sign-in that
 * follows verification. In localStorage, like the temporary email, because the emailed link may open
 * the verification screen in another tab. Only a safe same-site path is kept or given back.
 */
export const RETURN_PATH_KEY = 'returnPath';

export function rememberReturnPath(path: string | null): void {
  const safe = safeReturnPath(path);
  if (safe === null) storage('local')?.removeItem(RETURN_PATH_KEY);
  else storage('local')?.setItem(RETURN_PATH_KEY, safe);
}

/** The remembered path (null when none), forgotten as it is read. */
export function takeReturnPath(): string | null {
  const path = safeReturnPath(storage('local')?.getItem(RETURN_PATH_KEY));
  storage('local')?.removeItem(RETURN_PATH_KEY);
  return path;
}

export function setResetGrant(token: string): void {
  storage('session')?.setItem(RESET_GRANT_KEY, token);
}

export function getResetGrant(): string | null {
  return storage('session')?.getItem(RESET_GRANT_KEY) ?? null;
}

export function clearResetGrant(): void {
  storage('session')?.removeItem(RESET_GRANT_KEY);
}

/** docs/product.md §8 auth layer: the server's message, or the call's own fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message !== '') return error.message;
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}

type Auth = typeof contracts.auth;
type BodyOf<K extends keyof Auth> = RouteInput<Auth[K]>['body'];
const auth = api.auth;

export type SignupBody = BodyOf<'signup'>;

export const signupCall = (body: SignupBody) => callApi(auth.signup, { body });

export const loginCall = (body: BodyOf<'login'>) => callApi(auth.login, { body });

export const forgotPasswordCall = (email: string) =>
  callApi(auth.forgotPassword, { body: { email } });

export const verifyOtpCall = (body: BodyOf<'verifyOtp'>) => callApi(auth.verifyOtp, { body });

export const resendOtpCall = (body: BodyOf<'resendOtp'>) => callApi(auth.resendOtp, { body });

/** The reset grant goes in the bearer header (docs/product.md §7). */
export const resetPasswordCall = (body: BodyOf<'resetPassword'>, grant: string) =>
  callApi(auth.resetPassword, { body, token: grant });

export const logoutCall = (token: string) => callApi(auth.logout, { token });

/** GET /api/user/me's data.user (shared contract, src/domain/api/user.ts). */
export type { ProfileUser };
