// How payments run (issue 7 §4, ADR 070): 'paddle' (Paddle Billing), 'local' (test checkout whose
// events go through the webhook's event processor, ADR 100; the default outside production) or 'off' (production
// with nothing configured: nothing can be bought, nothing breaks).
import { createHmac } from 'node:crypto';
import {
  BILLING_PERIODS,
  type BillingInterval,
  type BillingPeriod,
  PAID_PLANS,
  type PaidPlanName,
} from '#domain/plan-catalogue.ts';
import type { Env } from '../../env.ts';

export type PaymentsMode = 'local' | 'paddle' | 'off';

export type PriceTable = Record<PaidPlanName, Record<BillingPeriod, string | null>>;

export interface PaymentsConfig {
  mode: PaymentsMode;
  environment: 'sandbox' | 'production';
  /** Paddle client-side token (public, for Paddle.js); null outside paddle mode. */
  clientToken: string | null;
  /** Paddle server API key (cancellations); null when not configured. */
  apiKey: string | null;
  /** The notification secret webhooks are signed with (W1); null when mode is 'off'. */
  webhookSecret: string | null;
  toleranceSeconds: number;
  prices: PriceTable;
  apiBaseUrl: string;
}

function fail(lines: string[]): never {
  throw new Error(`Invalid environment:\n${lines.map((l) => `  ${l}`).join('\n')}`);
}

/** Resolve the payments configuration once at start-up, failing fast with the variables named. */
export function resolvePaymentsConfig(env: Env, appSecret: string): PaymentsConfig {
  const production = env.NODE_ENV === 'production';
  const mode: PaymentsMode =
    env.PAYMENTS_MODE ?? (env.PADDLE_CLIENT_TOKEN ? 'paddle' : production ? 'off' : 'local');
  if (mode === 'local' && production) {
    fail(['PAYMENTS_MODE: local payments mode is refused when NODE_ENV=production']);
  }
  if (mode === 'paddle') {
    const missing = (['PADDLE_CLIENT_TOKEN', 'PADDLE_WEBHOOK_SECRET'] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0)
      fail(missing.map((name) => `${name}: required when PAYMENTS_MODE=paddle`));
  }
  const local = mode === 'local';
  // Local mode signs its own test webhooks: a per-installation secret derived from APP_SECRET, so
  // nothing needs configuring and the key never appears anywhere else.
  const webhookSecret =
    mode === 'off'
      ? null
      : (env.PADDLE_WEBHOOK_SECRET ??
        createHmac('sha256', appSecret).update('parity-local-payments-webhook').digest('hex'));
  const price = (configured: string | undefined, fallback: string) =>
    configured ?? (local ? fallback : null);
  return {
    mode,
    environment: env.PADDLE_ENV,
    clientToken: mode === 'paddle' ? (env.PADDLE_CLIENT_TOKEN ?? null) : null,
    apiKey: env.PADDLE_API_KEY ?? null,
    webhookSecret,
    toleranceSeconds: env.PADDLE_WEBHOOK_TOLERANCE_SECONDS,
    prices: {
      Voyager: {
        month: price(env.PADDLE_PRICE_VOYAGER_MONTH, 'pri_local_voyager_month'),
        year: price(env.PADDLE_PRICE_VOYAGER_YEAR, 'pri_local_voyager_year'),
      },
      Navigator: {
        month: price(env.PADDLE_PRICE_NAVIGATOR_MONTH, 'pri_local_navigator_month'),
        year: price(env.PADDLE_PRICE_NAVIGATOR_YEAR, 'pri_local_navigator_year'),
      },
    },
    apiBaseUrl:
      env.PADDLE_API_URL ??
      (env.PADDLE_ENV === 'production'
        ? 'https://api.paddle.com'
        : 'https://sandbox-api.paddle.com'),
  };
}

/** The plan and period a configured price id sells; null for any other id (W2: grants nothing). */
export function planForPriceId(
  config: PaymentsConfig,
  priceId: string,
): { planName: PaidPlanName; billingInterval: BillingInterval } | null {
  for (const planName of PAID_PLANS) {
    for (const period of BILLING_PERIODS) {
      if (config.prices[planName][period] === priceId) return { planName, billingInterval: period };
    }
  }
  return null;
}

export function priceIdFor(
  config: PaymentsConfig,
  planName: PaidPlanName,
  period: BillingPeriod,
): string | null {
  return config.prices[planName][period];
}

/**
 * docs/security.md H1: the provider's script and frame origins, and only in paddle mode. Paddle.js must
 * be loaded from cdn.paddle.com (Paddle's instruction); its overlay checkout is an iframe on
 * buy.paddle.com (sandbox-buy.paddle.com in the sandbox).
 */
export function paymentsCsp(config: PaymentsConfig): {
  extraScriptSrc: string[];
  extraFrameSrc: string[];
} {
  if (config.mode !== 'paddle') return { extraScriptSrc: [], extraFrameSrc: [] };
  return {
    extraScriptSrc: ['https://cdn.paddle.com'],
    extraFrameSrc: [
      config.environment === 'production'
        ? 'https://buy.paddle.com'
        : 'https://sandbox-buy.paddle.com',
    ],
  };
}
