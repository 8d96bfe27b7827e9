import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

/**
 * Per-IP limits (SECURITY.md E2, C3, C4). Counters live in memory for one instance, or in Redis
 * when REDIS_URL is set so every instance behind a load balancer shares them. Routes opt in with
 * `config: { rateLimit: limit(10, '1 minute') }`.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { redis?: Redis | undefined; namespace?: string },
) {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis
      ? { redis: options.redis, nameSpace: options.namespace ?? 'parity-rl:' }
      : {}),
    // Redis unreachable: let the request through rather than take the product down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 'Too many requests. Please try again later.', {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  });
}

export function limit(max: number, timeWindow: string | number) {
  return { max, timeWindow };
}
