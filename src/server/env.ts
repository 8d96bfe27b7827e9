import { z } from 'zod';

/**
 * Every environment variable Parity reads, parsed once at start-up (docs/style.md: env parsed once by zod).
 * Defaults make `npm start` work with no configuration at all: embedded SQLite under ./var, an
 * in-memory rate-limit store and a development mail outbox.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0),
);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the web app; used in links inside emails. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().min(1).default('./var'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-For only from this proxy setting (docs/security.md E2): 'false', 'true', a hop count or CIDR list. */
  TRUST_PROXY: z.string().default('false'),
  /** Exact origins allowed to call authenticated routes cross-origin (docs/security.md H1). */
  CORS_ORIGINS: commaList.default([]),
  /** Requests per minute per IP for public data routes. */
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Secret for HMACs (one-time codes, signed links). Generated and kept in DATA_DIR when unset. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Parity <no-reply@parity.local>'),
  SUPPORT_EMAIL: z.email().default('support@parity.example'),
  /**
   * How long an instance's claim on a message it is delivering lasts unless renewed (it is renewed
   * every third of it while sending); after it, another instance may take the message over (ADR 099).
   */
  MAIL_CLAIM_SECONDS: z.coerce.number().int().min(3).default(60),
  /** Serve the built SPA from dist/web (production layout). */
  SERVE_WEB: booleanish.default(true),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  // Payments (issue 7 §4; features/billing/payments.config.ts resolves and checks them).
  /** local (test checkout, the default outside production) or paddle; local is refused in production. */
  PAYMENTS_MODE: z.enum(['local', 'paddle']).optional(),
  /** Paddle Billing environment. */
  PADDLE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  /** Paddle client-side token (public by design: Paddle.js runs in the browser with it). */
  PADDLE_CLIENT_TOKEN: z.string().min(1).optional(),
  /** Paddle API base URL; defaults by PADDLE_ENV (tests point it at a loopback server). */
  PADDLE_API_URL: z.url().optional(),
  /** Paddle server API key, used to schedule cancellations. */
  PADDLE_API_KEY: z.string().min(1).optional(),
  /** Secret of the Paddle notification destination (docs/security.md W1). */
  PADDLE_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** W1 replay window: signatures older (or newer) than this many seconds are refused. */
  PADDLE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Paddle price ids per plan and period (never hard-coded, issue 7 §4). */
  PADDLE_PRICE_VOYAGER_MONTH: z
    .string()
    .regex(/^pri_[a-z0-9]+$/, 'must be a Paddle price id (pri_...)')
    .optional(),
  PADDLE_PRICE_VOYAGER_YEAR: z
    .string()
    .regex(/^pri_[a-z0-9]+$/, 'must be a Paddle price id (pri_...)')
    .optional(),
  PADDLE_PRICE_NAVIGATOR_MONTH: z
    .string()
    .regex(/^pri_[a-z0-9]+$/, 'must be a Paddle price id (pri_...)')
    .optional(),
  PADDLE_PRICE_NAVIGATOR_YEAR: z
    .string()
    .regex(/^pri_[a-z0-9]+$/, 'must be a Paddle price id (pri_...)')
    .optional(),
  /** Requests per minute per personal API key on public data routes (Navigator API access). */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  // Exchange rates (issue 3 §2; docs/methods/exchange-rates.md). Every default works offline.
  /**
   * Provider order after the embedded snapshot: currency-api (free daily API), exchangerate-api (needs
   * a key and EXCHANGE_RATE_API_TERMS=redistribution-licensed: its standard terms forbid the paid API's
   * use, ADR 162).
   */
  RATE_PROVIDERS: commaList.default(['currency-api']),
  /** Background refresh: auto (off under NODE_ENV=test), on, off. */
  RATE_REFRESH: z.enum(['auto', 'on', 'off']).default('auto'),
  RATE_REFRESH_HOURS: z.coerce.number().positive().default(24),
  /** Delay of the first refresh after start when the served snapshot is due (never blocks start). */
  RATE_FIRST_REFRESH_SECONDS: z.coerce.number().min(0).default(5),
  /** After a refresh in which every provider failed, try again this much later. */
  RATE_RETRY_AFTER_FAILURE_MINUTES: z.coerce.number().positive().default(60),
  RATE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  RATE_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  RATE_BACKOFF_MS: z.coerce.number().int().min(0).default(2_000),
  RATE_BREAKER_THRESHOLD: z.coerce.number().int().min(1).default(5),
  RATE_BREAKER_COOLDOWN_MINUTES: z.coerce.number().positive().default(60),
  /** A snapshot obtained longer ago than this is served with stale: true. */
  RATE_STALE_HOURS: z.coerce.number().positive().default(36),
  CURRENCY_API_URL: z
    .url()
    .default(
      'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/usd.json',
    ),
  CURRENCY_API_FALLBACK_URL: z
    .url()
    .default('https://latest.currency-api.pages.dev/v1/currencies/usd.json'),
  /** The ECB's daily reference rates (ADR 162): extends the official history the paid API serves. */
  ECB_DAILY_URL: z.url().default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
  EXCHANGE_RATE_API_KEY: z.string().min(1).optional(),
  /**
   * ExchangeRate-API's terms forbid redistributing its data and using it in a product that offers
   * programmatic access to rates; set only when a written agreement allows both (ADR 162).
   */
  EXCHANGE_RATE_API_TERMS: z.enum(['standard', 'redistribution-licensed']).default('standard'),
  EXCHANGE_RATE_API_URL: z.url().default('https://v6.exchangerate-api.com/v6'),
});

export type Env = z.infer<typeof envSchema>;

/** Parse the environment, failing fast with every offending variable named. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Fastify's trustProxy option from TRUST_PROXY. */
export function trustProxySetting(
  value: string,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}
