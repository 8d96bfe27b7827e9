/**
 * Network stubs for web tests, checked against the route contracts (ADR 144): a stubbed answer that
 * drifts from what the server's schema says fails the test that wrote it, instead of testing the UI
 * against a shape the server never sends.
 *
 *   if (url === '/api/subscription') return answer(subscriptionResponse, { status: 'success', data });
 *   return contractResponse(init.method ?? 'GET', url, 200, body); // the route found by its contract
 */
import type { z } from 'zod';
import { matchesRoute } from '#domain/api/contract.ts';
import { type ErrorEnvelope, errorEnvelopeSchema } from '#domain/api/error-codes.ts';
import type { Subscription } from '#domain/api/billing.ts';
import { ALL_ROUTES } from '#domain/api/routes.ts';

/** A fetch answer whose body is parsed by the route's response schema first. */
export function answer<S extends z.ZodType>(
  schema: S,
  body: z.input<S>,
  status = 200,
): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(schema.parse(body)), { status }));
}

/** An error answer in the one envelope, with a code from the closed list. */
export function errorAnswer(
  status: number,
  body: Omit<ErrorEnvelope, 'status'>,
): Promise<Response> {
  return answer(errorEnvelopeSchema, { status: 'error', ...body }, status);
}

/** A complete subscription as the server sends it; tests override what they are about. */
export function subscriptionFixture(overrides: Partial<Subscription> = {}): Subscription {
  return {
    planName: 'Voyager',
    billingInterval: 'month',
    status: 'active',
    price: '4.99',
    currency: 'USD',
    firstBilledAt: '2026-11-01T00:00:00.000Z',
    nextBilledAt: '2026-12-01T00:00:00.000Z',
    cancelAt: null,
    isEntitled: true,
    provider: 'paddle',
    ...overrides,
  };
}

/**
 * The JSON text of a stubbed answer after its route's contract has read it: a status below 400 is
 * parsed by the route's success schema, any other by the error envelope. Throws (failing the test)
 * for a request no contract matches or a body its schema rejects.
 */
export function contractJson(method: string, url: string, status: number, body: unknown): string {
  if (status >= 400) return JSON.stringify(errorEnvelopeSchema.parse(body));
  const path = new URL(url, 'http://parity.test').pathname.replace(/(.)\/+$/, '$1');
  const route = ALL_ROUTES.find((c) => matchesRoute(c, method, path));
  if (!route) throw new Error(`No API contract for ${method.toUpperCase()} ${path}`);
  const parsed = route.response.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `Stubbed answer for ${route.method} ${route.path} breaks its contract: ${parsed.error.message}`,
    );
  }
  return JSON.stringify(parsed.data);
}

/** A fetch Response carrying `body` as the route would send it (checked by its contract first). */
export function contractResponse(
  method: string,
  url: string,
  status: number,
  body: unknown,
): Response {
  return new Response(contractJson(method, url, status, body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
