/**
 * One closed union of stable error codes (ARCHITECTURE.md §5). The web app switches on `code`, never
 * on message text. Add a code here before using it anywhere.
 */
export const errorCodes = {
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

export type ErrorCode = keyof typeof errorCodes;

/** The error envelope every API error uses (ARCHITECTURE.md §5). */
export interface ErrorBody {
  status: 'error';
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  /** Places the client may have meant, on a 404 for a city (issue 13; ADR 032). */
  suggestions?: readonly Suggestion[];
  requestId?: string;
}

/** A place offered instead of a name that found nothing. */
export interface Suggestion {
  id: string;
  name: string;
  region?: string;
  country: string;
  countryCode: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  readonly suggestions: readonly Suggestion[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      fields?: Record<string, string>;
      suggestions?: readonly Suggestion[];
      headers?: Record<string, string>;
      status?: number;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = options.status ?? errorCodes[code];
    this.fields = options.fields;
    this.suggestions = options.suggestions;
    this.headers = options.headers;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('BAD_REQUEST', message, fields ? { fields } : {});

export const validationFailed = (fields: Record<string, string>, message = 'Validation failed.') =>
  new AppError('VALIDATION_FAILED', message, { fields });

export const notFound = (item: string) =>
  new AppError('NOT_FOUND', `The requested ${item} could not be found.`);

export const unauthorized = (message = 'Authentication required') =>
  new AppError('UNAUTHORIZED', message);

export const forbidden = (message = 'Forbidden') => new AppError('FORBIDDEN', message);

export const conflict = (message: string) => new AppError('CONFLICT', message);

export const rateLimited = (
  retryAfterSeconds: number,
  message = 'Too many requests. Please try again later.',
) =>
  new AppError('RATE_LIMITED', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

export const serviceUnavailable = (message = 'Service unavailable', retryAfterSeconds = 5) =>
  new AppError('SERVICE_UNAVAILABLE', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
