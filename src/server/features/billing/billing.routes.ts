// The billing feature, registered with one line in app.ts: plans, payments config and the test
// checkout, Paddle webhooks, subscriptions, API keys (and their auth hook).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { apiKeyRoutes, registerApiKeyAuth } from './api-keys.routes.ts';
import { subscriptionRoutes } from './subscriptions.routes.ts';
import type { PaymentsConfig } from './payments.config.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { planRoutes } from './plans.routes.ts';
import { webhookRoutes } from './webhook.routes.ts';

export function billingRoutes(app: FastifyInstance, deps: AppDeps, payments: PaymentsConfig): void {
  registerApiKeyAuth(app, deps);
  webhookRoutes(app, deps, payments);
  paymentsRoutes(app, deps, payments);
  subscriptionRoutes(app, deps, payments);
  apiKeyRoutes(app, deps);
  planRoutes(app);
}
