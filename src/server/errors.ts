import { ERROR_STATUS, type ErrorCode } from '#domain/api/error-codes.ts';

/**
 * The closed union of stable error codes and their default statuses lives in the shared contracts
 * (src/domain/api/error-codes.ts, ADR 105), so the web client types `ApiError.code` with the very
 * same union. Add a code there before using it anywhere.
 */
export const errorCodes = ERROR_STATUS;
export type { ErrorCode };

/** The error envelope every API error uses (docs/design.md §5). */
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
