import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** docs/security.md T2: 30-day absolute and 7-day idle lifetime for sessions. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so every request is not a write. */
export const SESSION_TOUCH_EVERY_MS = 60 * 1000;

/** docs/security.md T1: an opaque bearer token of 32 random bytes (base64url, 43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored (docs/security.md T1). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time equality of two hex digests of equal length (docs/security.md P3). */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * The bearer token from the Authorization header. Tokens are never read from the URL (docs/security.md
 * T1): a query string ends up in logs, history and Referer headers. The scheme name is
 * case-insensitive (RFC 9110 §11.1): 'bearer' and 'BEARER' are 'Bearer'.
 */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer +([A-Za-z0-9_-]{20,200})$/i.exec(authorization.trim());
  return match?.[1] ?? null;
}
