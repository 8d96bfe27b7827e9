import { z } from 'zod';
import type { Clock } from '../../../clock.ts';
import { normaliseRates } from '../rate-codes.ts';
import { RateProviderError, type RateProvider } from '../rate.types.ts';
import { getJson } from './http-json.ts';

/**
 * ExchangeRate-API v6 (https://www.exchangerate-api.com/docs/standard-requests), used when
 * EXCHANGE_RATE_API_KEY is set: `GET {base}/{key}/latest/USD` answers
 * `{ result: 'success', base_code: 'USD', time_last_update_unix, conversion_rates: { AED: 3.67, ... } }`.
 * Its list of 161 currencies is the list our 162 codes come from (issue 3 §1).
 */
export const EXCHANGE_RATE_API_URL = 'https://v6.exchangerate-api.com/v6';

const responseSchema = z.object({
  result: z.literal('success'),
  base_code: z.literal('USD'),
  time_last_update_unix: z.number().int().positive(),
  conversion_rates: z.record(z.string(), z.unknown()),
});

export function exchangeRateApiProvider(options: {
  baseUrl: string;
  apiKey: string;
  clock: Clock;
}): RateProvider {
  const name = 'exchangerate-api';
  const url = `${options.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.apiKey)}/latest/USD`;
  return {
    name,
    async fetchLatest(signal) {
      const parsed = responseSchema.safeParse(await getJson(url, signal));
      // Error answers ({ result: 'error', 'error-type': 'invalid-key' }) fail here too; the key is never logged.
      if (!parsed.success) throw new RateProviderError('unexpected response shape');
      const asOf = new Date(parsed.data.time_last_update_unix * 1000).toISOString().slice(0, 10);
      return {
        base: 'USD',
        asOf,
        fetchedAt: options.clock.now().toISOString(),
        source: name,
        rates: normaliseRates(parsed.data.conversion_rates),
      };
    },
  };
}
