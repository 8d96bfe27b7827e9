import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { noStore } from '../auth/auth.routes.ts';
import { requireUser } from '../auth/require-user.ts';
import { listUserSubscriptions } from '../subscriptions/subscriptions.service.ts';

/**
 * GET /api/user/me (spec §7): data.user {firstname, lastname, username, email, isEmailVerified} and
 * data.userSubscription (features/subscriptions: planName, price, billingInterval, status, dates).
 */
export function userRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/user/me',
    {
      config: { rateLimit: limit(120, '1 minute') },
      onRequest: noStore,
      schema: { tags: ['user'] },
    },
    async (request) => {
      const user = await requireUser(request, deps);
      return {
        status: 'success' as const,
        data: {
          user: {
            firstname: user.firstname,
            lastname: user.lastname,
            username: user.username,
            email: user.email,
            isEmailVerified: user.isEmailVerified,
          },
          // Issue 7: every subscription, the one that gives access first (spec §3 profile reads the first).
          userSubscription: await listUserSubscriptions(
            deps.database.db,
            user.id,
            deps.clock.now(),
          ),
        },
      };
    },
  );
}
