import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyHttpOptions,
  type FastifyInstance,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type DestinationStream, pino } from 'pino';
import { trustProxySetting } from './env.ts';
import type { AppDeps, ServerDeps } from './deps.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { exchangeRoutes } from './features/exchange/exchange.routes.ts';
import { pricesRoutes } from './features/prices/prices.routes.ts';
import { lifestyleRoutes } from './features/lifestyle/lifestyle.routes.ts';
import { relocationRoutes } from './features/relocation/relocation.routes.ts';
import { salaryRoutes } from './features/salary/index.ts';
import { investmentRoutes } from './features/investment/index.ts';
import { businessRoutes } from './features/business/index.ts';
import { createRateServiceFromEnv, rateRefreshSettings } from './features/exchange/rate.config.ts';
import { rateJobs } from './features/exchange/rate.jobs.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { mailOutboxJob } from './jobs/mail-outbox.job.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { billingRoutes } from './features/billing/billing.routes.ts';
import { paymentsCsp, resolvePaymentsConfig } from './features/billing/payments.config.ts';
import { userRoutes } from './features/user/user.routes.ts';
import {
  createRouteIndex,
  registerErrorHandler,
  sendApiNotFound,
} from './plugins/error-handler.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerEtag } from './plugins/etag.ts';
import { registerCors } from './plugins/cors.ts';
import { contractSerializerCompiler } from './plugins/contract-serializer.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { type PolicyGuards, registerRoutePolicy } from './plugins/route-policy.ts';
import { requireUser } from './features/auth/require-user.ts';
import { requireEntitlement } from './features/billing/entitlements.guard.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';
import { watchRedis } from './redis.ts';

export type { AppDeps } from './deps.ts';

export interface BuildOptions {
  /** A pino logger (main.ts builds one with redaction); none in most tests. */
  logger?: FastifyBaseLogger;
  /** Serve the built SPA (false in most tests). */
  serveWeb?: boolean;
}

/** Log redaction: secrets never reach the log (docs/security.md I7). */
export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

const SECRET_KEYS = [
  'password',
  'newPassword',
  'otp',
  'code',
  'token',
  'secret',
  'signature',
  'apiKey',
];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["paddle-signature"]',
  'req.headers["x-api-key"]',
  // Secret-looking keys at the top level and up to two objects deep.
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** The route policy's guards (plugins/route-policy.ts), from the auth and billing features. */
export function policyGuards(deps: Pick<AppDeps, 'database' | 'clock'>): PolicyGuards {
  return {
    user: (verified) => async (request) => {
      request.authUser = await requireUser(request, deps, { verified });
    },
    plan: (feature, options) => requireEntitlement(deps, feature, options),
  };
}

/** Build the whole API (and, optionally, the static web host). Never listens: main.ts does. */
export async function buildApp(
  deps: AppDeps,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const serverOptions: FastifyHttpOptions<Server> = {
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: trustProxySetting(deps.env.TRUST_PROXY),
    // docs/security.md I1: 16 KiB unless a route says otherwise.
    bodyLimit: 16 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  };
  const app = Fastify(serverOptions);
  // Before anything can talk to Redis: error handlers on the client, one log line per outage.
  if (deps.redis) deps.redisHealth ??= watchRedis(deps.redis, app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  // JSON only (docs/design.md §5): without a text/plain parser any other body type answers 415.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  const routeIndex = createRouteIndex(app);
  // Payments config resolves first: the CSP admits Paddle's origins only when Paddle is configured.
  const payments = resolvePaymentsConfig(deps.env, deps.appSecret);
  registerSecurity(app, paymentsCsp(payments));
  await registerCors(app, deps.env.CORS_ORIGINS);
  // Before the limiter and every route: its onRoute hook turns each route's declared policy into a
  // guard, a limiter bucket and the no-store rule (ADR 106); a route without one fails start-up.
  registerRoutePolicy(app, { env: deps.env, guards: policyGuards(deps) });
  await registerRateLimit(app, {
    redis: deps.redis,
    health: deps.redisHealth,
    namespace: deps.redisNamespace ?? 'parity-rl:',
  });
  await registerOpenApi(app, deps.env.PUBLIC_URL);
  registerEtag(app);
  registerCompression(app);

  // The services made from the inputs, on the deps object itself so a test can reach them.
  const rates = (deps.rates ??= createRateServiceFromEnv(deps.env, {
    db: deps.database.db,
    clock: deps.clock,
    log: app.log,
  }));
  // Each app has its own runner (a second app on the same deps is a second instance).
  const jobs = (deps.jobs = createJobRunner({
    db: deps.database.db,
    clock: deps.clock,
    log: app.log,
  }));
  const server: ServerDeps = Object.assign(deps, { rates, jobs });
  healthRoutes(app, server);
  contactRoutes(app, server);
  billingRoutes(app, server, payments);
  authRoutes(app, server);
  userRoutes(app, server, payments);
  exchangeRoutes(app, server);
  pricesRoutes(app, server);
  lifestyleRoutes(app, server);
  relocationRoutes(app, server);
  investmentRoutes(app, server);
  businessRoutes(app, server);
  salaryRoutes(app, server);

  // Background work (ADR 099). Added after the routes, so it starts once the rate service has
  // loaded its stored snapshot (onReady hooks run in order) and stops, waiting for runs in
  // progress, when the app closes.
  // Without SMTP, mail is only kept in the development outbox: there is nothing to drain.
  if (deps.mailer.mode === 'smtp') jobs.add(mailOutboxJob(deps.mailer));
  for (const job of rateJobs(rates, rateRefreshSettings(deps.env), deps.clock)) jobs.add(job);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  const webServed = options.serveWeb ? await registerWeb(app, deps.env.WEB_DIST_DIR) : false;
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    if (!isApi && webServed && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendApiNotFound(routeIndex, request, reply);
  });
  return app;
}
