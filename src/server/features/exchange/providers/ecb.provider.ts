import { ECB_SOURCE } from '#domain/reference-rates.ts';
import type { Clock } from '../../../clock.ts';
import { RateProviderError, type RateProvider, type RateSnapshot } from '../rate.types.ts';
import { getText } from './http-json.ts';

/**
 * The ECB's daily euro reference rates (ADR 162): `eurofxref-daily.xml`, one `<Cube time='YYYY-MM-DD'>`
 * holding `<Cube currency='USD' rate='1.1684'/>` per currency (units per 1 EUR), rebased here to units
 * per 1 USD like the shipped history. It extends the official history the paid API serves.
 */
export function parseEcbDailyXml(text: string, fetchedAt: Date): RateSnapshot {
  const date = /time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(text)?.[1];
  if (!date) throw new RateProviderError('ECB file has no date');
  const perEur: Record<string, number> = {};
  for (const m of text.matchAll(/currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]/g)) {
    const value = Number(m[2]);
    if (!(Number.isFinite(value) && value > 0))
      throw new RateProviderError(`ECB rate of ${m[1]} is not a positive number`);
    perEur[m[1]!] = value;
  }
  const usd = perEur['USD'];
  if (usd === undefined) throw new RateProviderError('ECB file has no USD rate');
  const rates: Record<string, number> = { USD: 1, EUR: Number((1 / usd).toPrecision(6)) };
  for (const [code, value] of Object.entries(perEur))
    if (code !== 'USD') rates[code] = Number((value / usd).toPrecision(6));
  return { base: 'USD', asOf: date, fetchedAt: fetchedAt.toISOString(), source: ECB_SOURCE, rates };
}

export function ecbProvider(options: { url: string; clock: Clock }): RateProvider {
  return {
    name: ECB_SOURCE,
    async fetchLatest(signal) {
      const text = await getText(options.url, signal, 'application/xml, text/xml');
      return parseEcbDailyXml(text, options.clock.now());
    },
  };
}
