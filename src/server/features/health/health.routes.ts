import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { serviceUnavailable } from '../../errors.ts';

/** Liveness and readiness for load balancers (ARCHITECTURE.md §5). */
export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Liveness: no dependencies, the cheapest possible answer.
  app.get(
    '/api/health',
    { schema: { tags: ['ops'], summary: 'Liveness (no dependencies)' } },
    (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return reply.type('application/json; charset=utf-8').send(HEALTH_BODY);
    },
  );
  app.get(
    '/api/ready',
    { schema: { tags: ['ops'], summary: 'Readiness (database answers)' } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      try {
        await pingDatabase(deps.database.db);
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed');
        throw serviceUnavailable('Database unavailable');
      }
      if (deps.isDraining()) throw serviceUnavailable('Shutting down');
      return reply.send({
        status: 'success',
        data: { status: 'ready', database: deps.database.dialect },
      });
    },
  );
}

const HEALTH_BODY = JSON.stringify({ status: 'success', data: { status: 'ok' } });
