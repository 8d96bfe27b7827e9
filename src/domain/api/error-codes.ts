/**
 * The closed union of stable error codes every API error carries (ARCHITECTURE.md §5, ADR 105), with
 * the HTTP status each answers by default. Shared: the server throws them (src/server/errors.ts), the
 * web client types `ApiError.code` with them, and the UI switches on them — never on message text.
 * Add a code here before using it anywhere.
 */
import { z } from 'zod';

export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** Login with the right password on an account whose email is not verified yet (SECURITY.md E3). */
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

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const errorCodeSchema = z.enum(ERROR_CODES);

/** A place offered instead of a name that found nothing (issue 13; ADR 032). */
export const suggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  region: z.string().optional(),
  country: z.string(),
  countryCode: z.string(),
});

/** `{ status: 'error', code, message, fields? }` — the one error envelope. */
export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  code: errorCodeSchema,
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  suggestions: z.array(suggestionSchema).readonly().optional(),
  requestId: z.string().optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * True when `value` is one of the codes (the web client uses it on bodies it did not make).
 * @example isErrorCode('PLAN_REQUIRED') // true
 */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
