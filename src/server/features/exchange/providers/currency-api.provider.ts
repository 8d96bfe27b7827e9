import { z } from 'zod';
import type { Clock } from '../../../clock.ts';
import { normaliseRates } from '../rate-codes.ts';
import { RateProviderError, type RateProvider, type RateSnapshot } from '../rate.types.ts';
import { getJson } from './http-json.ts';

/**
 * The free daily currency API by Fawaz Ahmed (CC0; github.com/fawazahmed0/exchange-api): a file per
 * base currency, `{ date: 'YYYY-MM-DD', usd: { eur: 0.88, ... } }`, lower-case codes. The same files
 * ship in the npm package (the embedded snapshot) and on two hosts: jsDelivr (primary) and
 * Cloudflare Pages (the fallback the project documents for when jsDelivr fails).
 */
export const CURRENCY_API_PRIMARY_URL =
  'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/usd.json';
export const CURRENCY_API_FALLBACK_URL =
  'https://latest.currency-api.pages.dev/v1/currencies/usd.json';

const currencyApiFileSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  usd: z.record(z.string(), z.unknown()),
});

/** Parse one usd.json document into a snapshot of our 162 codes (FOK and KID derived from their pegs). */
export function parseCurrencyApiFile(body: unknown, source: string, fetchedAt: Date): RateSnapshot {
  const parsed = currencyApiFileSchema.safeParse(body);
  if (!parsed.success) throw new RateProviderError('unexpected response shape');
  return {
    base: 'USD',
    asOf: parsed.data.date,
    fetchedAt: fetchedAt.toISOString(),
    source,
    rates: normaliseRates(parsed.data.usd),
  };
}

export interface CurrencyApiOptions {
  primaryUrl: string;
  fallbackUrl: string;
  clock: Clock;
  /** Called when the primary host fails and the fallback is tried, so the service can log it. */
  onPrimaryFailed?: (error: unknown) => void;
}

/** The free daily API over HTTP: the primary host, then the fallback host within one fetch. */
export function currencyApiProvider(options: CurrencyApiOptions): RateProvider {
  const name = 'currency-api';
  return {
    name,
    async fetchLatest(signal) {
      try {
        return parseCurrencyApiFile(
          await getJson(options.primaryUrl, signal),
          name,
          options.clock.now(),
        );
      } catch (error) {
        if (signal.aborted) throw error;
        options.onPrimaryFailed?.(error);
        return parseCurrencyApiFile(
          await getJson(options.fallbackUrl, signal),
          name,
          options.clock.now(),
        );
      }
    },
  };
}
