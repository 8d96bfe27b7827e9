import type { FastifyInstance } from 'fastify';
import { userApi } from '#domain/api/user.ts';
import { serve } from '../../plugins/serve.ts';
import type { AppDeps } from '../../deps.ts';
import type { PaymentsConfig } from '../billing/index.ts';
import { listUserSubscriptions } from '../billing/index.ts';
import { accountRoutes } from './account.routes.ts';

/**
 * GET /api/user/me (docs/product.md §7): data.user {firstname, lastname, username, email, isEmailVerified} and
 * data.userSubscription (features/billing: planName, price, billingInterval, status, dates).
 * Account self-service (issue 18) is in account.routes.ts.
 */
export function userRoutes(app: FastifyInstance, deps: AppDeps, payments: PaymentsConfig): void {
  accountRoutes(app, deps, payments);
  serve(app, userApi.me, async (request) => {
    const user = request.user;
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
        // Issue 7: every subscription, the one that gives access first (docs/product.md §3 profile reads the first).
        userSubscription: await listUserSubscriptions(deps.database.db, user.id, deps.clock.now()),
      },
    };
  });
}
