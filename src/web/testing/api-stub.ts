/**
 * Network stubs for web tests, checked against the shared contracts (ADR 105): a stubbed answer that
 * drifts from what the server's schema says fails the test that wrote it, instead of testing the UI
 * against a shape the server never sends.
 *
 *   if (url === '/api/subscription') return answer(subscriptionResponse, { status: 'success', data });
 */
import type { z } from 'zod';
import { type ErrorEnvelope, errorEnvelopeSchema } from '#domain/api/error-codes.ts';
import type { Subscription } from '#domain/api/billing.ts';

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
