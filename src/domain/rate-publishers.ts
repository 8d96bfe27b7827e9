/**
 * Who published each rate Parity serves, and whether Parity may resell it (ADR 162). A snapshot's
 * `source` id names its provider; this table turns the id into the publisher shown in API answers and
 * exports, the licence, and whether the rate is only indicative (no licence a paying customer can rely
 * on: shown in the web app, kept out of the paid API and exports). docs/methods/exchange-rates.md.
 */
import { ECB_PUBLISHER, ECB_SOURCE } from './reference-rates.ts';

export interface RatePublisher {
  /** The publisher as shown to users and API customers. */
  name: string;
  licence: string;
  /** True when the rate may be shown but not resold (the paid API and exports leave it out). */
  indicative: boolean;
  /** The anchor of its entry on the Sources page (/sources#id). */
  sourceId: string;
}

const CURRENCY_API: RatePublisher = {
  name: 'fawazahmed0/exchange-api (indicative)',
  licence: 'No licence in the npm package; upstream states CC0, provenance undisclosed',
  indicative: true,
  sourceId: 'fawazahmed0-currency-api',
};

export const RATE_PUBLISHERS: Readonly<Record<string, RatePublisher>> = {
  [ECB_SOURCE]: {
    name: ECB_PUBLISHER,
    licence: 'ECB: reuse permitted with the source acknowledged',
    indicative: false,
    sourceId: 'ecb-reference-rates',
  },
  embedded: CURRENCY_API,
  'currency-api': CURRENCY_API,
  'exchangerate-api': {
    name: 'ExchangeRate-API (under a redistribution licence)',
    licence: 'ExchangeRate-API commercial agreement',
    indicative: true,
    sourceId: 'exchangerate-api',
  },
};

/** The publisher of a source id; an unknown id is treated as indicative, never as resellable. */
export function ratePublisher(source: string): RatePublisher {
  return (
    RATE_PUBLISHERS[source] ?? {
      name: source,
      licence: 'unknown',
      indicative: true,
      sourceId: 'fawazahmed0-currency-api',
    }
  );
}
