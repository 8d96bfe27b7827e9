/**
 * One route contract per API operation (ADR 144): method, path, inputs, success answer and policy,
 * as plain data. The server registers its route from the contract (src/server/plugins/serve.ts) and
 * the web calls it through a client typed by the same object (src/web/api/client.ts), so neither
 * side restates a path or an answer type.
 *
 * @example
 *   export const contactRoutes = {
 *     send: defineRoute({ method: 'POST', path: '/api/contact', tags: ['contact'],
 *       body: contactMessageSchema, response: contactResponse,
 *       policy: { auth: 'none', limit: { max: 5, timeWindow: '1 hour' } } }),
 *   };
 */
import type { z } from 'zod';
import type { Feature } from '../entitlements.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A per-IP bucket; `'public-rate'` is the deployment's public-data rate (RATE_LIMIT_PUBLIC_PER_MINUTE). */
export interface RouteLimit {
  max: number | 'public-rate';
  timeWindow: '1 minute' | '1 hour';
}

/** Who may call a route and how its answers are treated (applied by src/server/plugins/route-policy.ts). */
export interface RoutePolicy {
  /** Anyone, a signed-in user, or a signed-in user with a verified email. */
  auth: 'none' | 'user' | 'verified';
  /** A feature the caller's plan must include (implies a signed-in user): 403 PLAN_REQUIRED. */
  plan?: Feature;
  /** Public data: a per-IP bucket, and a per-API-key bucket for X-Api-Key callers. */
  publicData?: boolean;
  /**
   * An API key of a plan that includes `plan` may call it instead of a session (X-Api-Key or
   * `Authorization: Bearer <key>`), counted in the key's bucket (ADR 195).
   */
  apiKey?: boolean;
  /** A per-IP limit for a route that is not public data. */
  limit?: RouteLimit;
  /** `Cache-Control: no-store` on every answer (tokens, keys, account data); never compressed. */
  private?: boolean;
}

export interface RouteContract {
  method: HttpMethod;
  /** Express-style path; a `:name` segment is a path parameter. */
  path: string;
  /** OpenAPI grouping and one-line description. */
  tags: readonly string[];
  summary?: string;
  /** What the operation does, for the OpenAPI document (Markdown). */
  description?: string;
  /**
   * One working call: the document shows it, and the tests that call every public and premium
   * operation send it (src/server/api-surface.test.ts).
   */
  example?: {
    params?: Record<string, string>;
    query?: Record<string, string | number | boolean>;
    body?: unknown;
  };
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success envelope (200). */
  response: z.ZodType;
  /** Error statuses the route answers beyond its policy's (404, 409), in the error envelope. */
  errors?: readonly number[];
  policy: RoutePolicy;
}

/** Keeps the contract's exact types (its schemas) for the server and the web client to infer from. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** The success envelope a contract's route answers with. */
export type RouteAnswer<C extends RouteContract> = z.output<C['response']>;

/** A contract's input schema, or `never` when it takes none. */
type InputOf<
  C extends RouteContract,
  K extends 'params' | 'query' | 'body',
> = C[K] extends z.ZodType ? z.input<C[K]> : never;

/** What a caller sends: the path parameters, query and body the contract declares, and only those. */
export type RouteInput<C extends RouteContract> = ([InputOf<C, 'params'>] extends [never]
  ? { params?: never }
  : { params: InputOf<C, 'params'> }) &
  ([InputOf<C, 'query'>] extends [never] ? { query?: never } : { query: InputOf<C, 'query'> }) &
  ([InputOf<C, 'body'>] extends [never] ? { body?: never } : { body: InputOf<C, 'body'> });

/**
 * What the web bundles of a contract: its method and path only (no schema, so no zod in the page's
 * JavaScript), typed by the whole contract for the client to infer inputs and answer from.
 */
export interface RouteHead<C extends RouteContract> {
  readonly method: C['method'];
  readonly path: C['path'];
  /** Never set: carries the contract's type. */
  readonly contract?: C;
}

/** A contract's head; the arguments must equal the contract's method and path (a type error if not). */
export function routeHead<C extends RouteContract>(
  method: C['method'],
  path: C['path'],
): RouteHead<C> {
  return { method, path };
}

/** The path of one call: each `:name` segment replaced by its encoded parameter. */
export function routeUrl(
  path: string,
  params?: Record<string, string | number>,
  query?: Record<string, string | number | boolean | undefined>,
): string {
  const filled = path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const text = queryString(query ?? {});
  return text === '' ? filled : `${filled}?${text}`;
}

/** `a=1&b=2` from a query object, leaving out what is undefined (in the object's key order). */
export function queryString(query: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return search.toString();
}

/** Whether a request's method and path (no query) is this contract's route. */
export function matchesRoute(
  contract: Pick<RouteContract, 'method' | 'path'>,
  method: string,
  path: string,
): boolean {
  if (contract.method !== method.toUpperCase()) return false;
  const want = contract.path.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((s, i) => s.startsWith(':') || s === got[i]);
}
