import { z } from 'zod';

/**
 * Every environment variable Parity reads, parsed once at start-up (STYLE.md: env parsed once by zod).
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
  /** Trust X-Forwarded-For only from this proxy setting (SECURITY.md E2): 'false', 'true', a hop count or CIDR list. */
  TRUST_PROXY: z.string().default('false'),
  /** Exact origins allowed to call authenticated routes cross-origin (SECURITY.md H1). */
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
  SUPPORT_EMAIL: z.email().default('support@parity.local'),
  /** Serve the built SPA from dist/web (production layout). */
  SERVE_WEB: booleanish.default(true),
  WEB_DIST_DIR: z.string().default('./dist/web'),
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
