/**
 * The one provider interface of the rate service (issue 3 §2, docs/design.md §4). Every source of
 * rates (the embedded package snapshot, the free daily currency API, ExchangeRate-API v6) implements
 * it; the service owns timeouts, retries, the circuit breaker and the sanity checks.
 */
export interface RateSnapshot {
  /** Every rate is units of the currency per 1 USD. */
  base: 'USD';
  /** YYYY-MM-DD: the date the provider says the rates are for. */
  asOf: string;
  /** ISO-8601 instant Parity obtained the snapshot. */
  fetchedAt: string;
  /** Provider name, e.g. 'embedded', 'currency-api', 'exchangerate-api'. */
  source: string;
  /** Upper-case ISO 4217 code -> units per 1 USD. */
  rates: Record<string, number>;
}

export interface RateProvider {
  readonly name: string;
  /** Fetch the provider's newest snapshot. Must honour `signal` (timeouts and shutdown abort it). */
  fetchLatest(signal: AbortSignal): Promise<RateSnapshot>;
}

/** A provider answered but the answer is unusable (malformed, missing codes, implausible). */
export class RateProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RateProviderError';
  }
}
