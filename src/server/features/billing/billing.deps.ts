// What the billing services are given: the app's dependencies they use, the resolved payments
// config and the logger of the request they serve. Services take it first (deps-first); none of
// them needs the Fastify instance.
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { PaymentsConfig } from './payments.config.ts';

export interface BillingDeps extends Pick<AppDeps, 'database' | 'clock' | 'mailer' | 'env'> {
  payments: PaymentsConfig;
  /** The request's logger: the webhook outcome line and the double-charge alert go there. */
  log: FastifyBaseLogger;
}

export function billingDeps(
  deps: AppDeps,
  payments: PaymentsConfig,
  log: FastifyBaseLogger,
): BillingDeps {
  const { database, clock, mailer, env } = deps;
  return { database, clock, mailer, env, payments, log };
}
