import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { limit } from '../../plugins/rate-limit.ts';
import { noStore } from '../auth/auth.routes.ts';
import { requireUser } from '../auth/require-user.ts';

/**
 * GET /api/user/me (spec §7): data.user {firstname, lastname, username, email, isEmailVerified} and
 * data.userSubscription, a list that stays empty until the plans issue adds subscriptions.
 */
export function userRoutes(app: FastifyInstance, deps: AppDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
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
            userSubscription: [] as unknown[],
          },
        };
      },
    );
}
