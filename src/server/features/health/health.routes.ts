import type { FastifyInstance } from 'fastify';
import { healthResponse, readyResponse } from '#domain/api/health.ts';
import { pingDatabase } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { serviceUnavailable } from '../../errors.ts';
import { pingRedis } from '../../redis.ts';

/**
 * Liveness and readiness for load balancers (ARCHITECTURE.md §5). Readiness needs the database;
 * Redis only degrades it (ADR 091): every instance shares one Redis, so answering 503 for it would
 * take the whole pool out of rotation while each instance can still serve everything.
 */
export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Probes must see this instance's state now, never a cached answer: no-store (and no limiter).
  const config = { policy: { auth: 'none', private: true } } as const;
  // Liveness: no dependencies, the cheapest possible answer.
  app.get(
    '/api/health',
    {
      config,
      schema: {
        tags: ['ops'],
        summary: 'Liveness (no dependencies)',
        response: { 200: healthResponse },
      },
    },
    (_request, reply) => {
      return reply.type('application/json; charset=utf-8').send(HEALTH_BODY);
    },
  );
  app.get(
    '/api/ready',
    {
      config,
      schema: {
        tags: ['ops'],
        summary: 'Readiness: 503 when the database does not answer; "degraded" when Redis does not',
        response: { 200: readyResponse },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(deps.database.db);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed: database');
        throw serviceUnavailable('Database unavailable', RETRY_AFTER_SECONDS);
      }
      if (deps.isDraining()) throw serviceUnavailable('Shutting down', RETRY_AFTER_SECONDS);
      const redis = deps.redis
        ? (await pingRedis(deps.redis, deps.redisHealth))
          ? 'ok'
          : 'unavailable'
        : 'not_configured';
      const degraded = redis === 'unavailable' ? ['redis'] : [];
      if (degraded.length > 0) void reply.header('x-parity-degraded', degraded.join(','));
      return reply.send({
        status: 'success',
        data: {
          status: degraded.length > 0 ? 'degraded' : 'ready',
          database: deps.database.dialect,
          dependencies: { database: 'ok', redis },
          degraded,
        },
      });
    },
  );
}

const RETRY_AFTER_SECONDS = 5;
const HEALTH_BODY = JSON.stringify({ status: 'success', data: { status: 'ok' } });
