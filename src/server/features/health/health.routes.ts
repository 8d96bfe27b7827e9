import type { FastifyInstance, FastifyReply } from 'fastify';
import { healthApi } from '#domain/api/health.ts';
import { serve } from '../../plugins/serve.ts';
import { pingDatabase } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { serviceUnavailable } from '../../errors.ts';
import { pingRedis } from '../../redis.ts';

/**
 * Liveness and readiness for load balancers (docs/design.md §5). Readiness needs the database;
 * Redis only degrades it (ADR 091): every instance shares one Redis, so answering 503 for it would
 * take the whole pool out of rotation while each instance can still serve everything.
 */
export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Liveness: no dependencies, the cheapest possible answer.
  serve(
    app,
    healthApi.health,
    // The answer is HEALTH_BODY's bytes, written once (the typed reply would take the object).
    (_request, reply: FastifyReply) => {
      void reply.type('application/json; charset=utf-8').send(HEALTH_BODY);
    },
  );
  serve(app, healthApi.ready, async (request, reply) => {
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
  });
}

const RETRY_AFTER_SECONDS = 5;
const HEALTH_BODY = JSON.stringify({ status: 'success', data: { status: 'ok' } });
