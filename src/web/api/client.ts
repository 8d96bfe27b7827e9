/**
 * Typed JSON client for our own API (docs/design.md §5 envelopes; ADR 144): every call names its
 * route from api/routes.ts (written from the contracts in src/domain/api/routes.ts), which gives its
 * method and path, checks the parameters, query and body it takes, and types the success envelope
 * it answers with — the types come from the schemas the server answers with, never from a type
 * written at the call.
 *
 * API (stable):
 *   callApi(route, { params?, query?, body?, token?, signal? }): Promise<answer envelope>
 *     - sends `body` as JSON and `Authorization: Bearer <token>` when `token` is given (pass
 *       getToken() from lib/session.ts for authenticated calls);
 *     - resolves with the success envelope `{ status: 'success', message?, data }`;
 *     - rejects with ApiError { status, code, message, fields } built from
 *       `{ status: 'error', code, message, fields? }`. Switch on `code`, never on message text
 *       (docs/style.md). No response at all -> status 0, code 'NETWORK',
 *       message 'Network error occurred. Please check your connection.' (docs/product.md §8).
 *     - a 401 on a request that carried a token clears the session and sends the user to /login.
 *
 * @example
 *   const res = await callApi(api.auth.login, { body });
 *   setSession(res.data.token, res.data.user); toast.success(res.message);
 *   const { data: me } = await callApi(api.user.me, { token: getToken() });
 */
import {
  type RouteAnswer,
  type RouteContract,
  type RouteHead,
  type RouteInput,
  routeUrl,
} from '#domain/api/contract.ts';
import { type ErrorCode, isErrorCode } from '#domain/api/error-status.ts';
import { withReturnPath } from '#domain/return-path.ts';
import { clearSession } from '../lib/session.ts';
import { MESSAGES } from '#domain/messages.ts';

export const NETWORK_ERROR_MESSAGE = 'Network error occurred. Please check your connection.';

/**
 * What `ApiError.code` can be: one of the server's closed list of codes (src/domain/api/error-codes.ts),
 * or one the client makes itself: NETWORK (no answer), HTTP_ERROR (an answer without our envelope),
 * INVALID_RESPONSE (a 2xx that is not a success envelope).
 */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'HTTP_ERROR' | 'INVALID_RESPONSE';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** How a call is sent, beside the route's own inputs. */
export interface CallOptions {
  token?: string | null;
  signal?: AbortSignal;
}

export type CallInput<C extends RouteContract> = RouteInput<C> & CallOptions;

/** Called on a 401 for a request that carried a token. Replaceable in tests via setOnUnauthorized. */
let onUnauthorized: () => void = () => {
  clearSession();
  // Back to this page once signed in again (issue 19 §1).
  const { pathname, search, hash } = window.location;
  if (pathname !== '/login')
    window.location.assign(withReturnPath('/login', pathname + search + hash));
};

export function setOnUnauthorized(handler: () => void): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = previous;
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    fields[key] = Array.isArray(message) ? message.map(String).join(' ') : String(message);
  }
  return fields;
}

function errorFromResponse(status: number, statusText: string, payload: unknown): ApiError {
  if (isRecord(payload) && payload.status === 'error') {
    const code = isErrorCode(payload.code) ? payload.code : 'HTTP_ERROR';
    const message =
      typeof payload.message === 'string' ? payload.message : statusText || 'Request failed';
    return new ApiError(status, code, message, toFields(payload.fields));
  }
  // docs/product.md §8: a 404 without our envelope reads as "not found"; otherwise keep the status.
  if (status === 404) return new ApiError(404, 'NOT_FOUND', MESSAGES.notFound);
  return new ApiError(
    status,
    'HTTP_ERROR',
    statusText !== '' ? statusText : `Request failed (${status})`,
  );
}

/** Call one route: its inputs as its contract declares them, and how to send the call. */
export async function callApi<C extends RouteContract>(
  route: RouteHead<C>,
  input: CallInput<C>,
): Promise<RouteAnswer<C>> {
  const { params, query, body, token, signal } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  } & CallOptions;
  const method = route.method;
  const path = routeUrl(route.path, params, query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const hasToken = token !== undefined && token !== null && token !== '';
  if (hasToken) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }

  let payload: unknown = undefined;
  const text = await response.text().catch(() => '');
  if (text !== '') {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }

  if (!response.ok) {
    if (response.status === 401 && hasToken) onUnauthorized();
    throw errorFromResponse(response.status, response.statusText, payload);
  }
  if (!isRecord(payload) || payload.status !== 'success') {
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'Invalid response from the server.');
  }
  // The server checked this answer against the same contract's schema before sending it.
  return payload as RouteAnswer<C>;
}
