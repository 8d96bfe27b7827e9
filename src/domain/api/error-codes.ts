/**
 * The closed union of stable error codes every API error carries (docs/design.md §5, ADR 105), with
 * the HTTP status each answers by default. Shared: the server throws them (src/server/errors.ts), the
 * web client types `ApiError.code` with them, and the UI switches on them — never on message text.
 * Add a code here before using it anywhere.
 */
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './error-status.ts';

export { ERROR_STATUS, isErrorCode, type ErrorCode } from './error-status.ts';

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
