/**
 * The stable error codes (docs/design.md §5, ADR 105) and the HTTP status each answers by default,
 * without zod: the web client's main bundle reads them on every error, and zod's schema compiler must
 * stay out of /home's first load (it probes `new Function`, which the CSP refuses and Chrome reports).
 * The schemas built from them are in error-codes.ts.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** Login with the right password on an account whose email is not verified yet (docs/security.md E3). */
  EMAIL_NOT_VERIFIED: 403,
  PLAN_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** Checkout for the plan and period already held, also while a cancellation is pending (issue 18). */
  ALREADY_SUBSCRIBED: 409,
  /** Another plan while a cancellation is pending: resume first (issue 18, ADR 063). */
  CANCELLATION_PENDING: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * True when `value` is one of the codes (the web client uses it on bodies it did not make).
 * @example isErrorCode('PLAN_REQUIRED') // true
 */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
