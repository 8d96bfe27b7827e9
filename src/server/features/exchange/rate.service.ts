/**
 * The rate service (issue 3 §2, docs/design.md §4). Other features use only this interface:
 *
 *   const view = deps.rates.current();   // synchronous, never waits on a provider
 *   view.rates['THB'] / view.rates['SAR']  // pair rate through the USD base
 *   deps.rates.convert(1000, 'SAR', 'THB') // number, or null when either currency is unknown
 *
 * `current()` returns { base: 'USD', asOf: 'YYYY-MM-DD', stale, source, fetchedAt, rates } where
 * `rates` maps each of the 162 codes to units per 1 USD. `stale` is true for the embedded snapshot,
 * when the snapshot was obtained more than RATE_STALE_HOURS (36) ago, or when its own date is more
 * than twice that old. The object is frozen and replaced whole on each accepted refresh, so callers
 * may keep a reference for the length of a request.
 *
 * Behind it: providers tried in order (RATE_PROVIDERS), each call with a timeout, retries with
 * exponential backoff, a circuit breaker per provider and the sanity checks of rate.sanity.ts.
 * Every accepted snapshot is stored (one per date) and becomes the history. The schedule is not
 * here: the job runner calls refreshNow() on one instance and reloadStored() on every other
 * (rate.jobs.ts, ADR 099).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { createCircuitBreaker, type BreakerState, type CircuitBreaker } from './circuit-breaker.ts';
import {
  findNewestOfficial,
  findNewestSnapshot,
  findPairHistory,
  insertReferenceDays,
  insertSnapshot,
} from './rate.repo.ts';
import { carryForward, checkSnapshot } from './rate.sanity.ts';
import { RateProviderError, type RateProvider, type RateSnapshot } from './rate.types.ts';
import { describe, sleep, timeoutController } from './rate.timing.ts';

export interface RatesView {
  base: 'USD';
  asOf: string;
  fetchedAt: string;
  stale: boolean;
  source: string;
  rates: Readonly<Record<string, number>>;
}

export interface HistoryPoint {
  date: string;
  rate: number;
  source: string;
}

export interface RefreshOutcome {
  ok: boolean;
  source?: string;
  asOf?: string;
}

export interface RateService {
  current(): RatesView;
  /** Units of `to` per 1 `from` through the USD base; 1 for the same code; null when either is unknown. */
  pairRate(from: string, to: string): number | null;
  convert(amount: number, from: string, to: string): number | null;
  /**
   * The daily series of a pair from stored snapshots, oldest first, over the last `days` days. When
   * fewer than two stored days fall in that window (a fresh install, offline), the window ends instead
   * at the last day of the shipped official history, so the chart shows real dated rates (ADR 162).
   */
  history(from: string, to: string, days: number): Promise<HistoryPoint[]>;
  /**
   * The newest day of official reference rates (ADR 162), only the codes its publisher quotes; null
   * when no official history is installed. What the paid API serves.
   */
  official(): RatesView | null;
  /**
   * Fetch the official provider's newest day (the ECB's daily file) and, when it is newer than the
   * newest official day, store it and serve it to the paid API. Never throws; false when nothing new.
   */
  refreshOfficial(signal?: AbortSignal): Promise<boolean>;
  /** Load the newest stored snapshot (or store the package's own when it is newer). */
  start(): Promise<void>;
  /** Abort a refresh in flight for good (the app is closing). */
  stop(): void;
  /**
   * One refresh through the provider chain now (single flight: a second caller joins the first).
   * `signal` ends the refresh early (the job runner's stop or a lost lease).
   */
  refreshNow(signal?: AbortSignal): Promise<RefreshOutcome>;
  /** Serve the newest stored snapshot when another instance stored a newer one; true if it did. */
  reloadStored(): Promise<boolean>;
  providerStates(): Record<string, BreakerState>;
}

export interface RateServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  embedded: RateSnapshot;
  /** The official history shipped in data/built (rate-history.json), oldest first; stored at start. */
  reference?: RateSnapshot[];
  /** The official daily provider (the ECB's), which extends `reference`; none in tests by default. */
  official?: RateProvider;
  providers: RateProvider[];
  timeoutMs: number;
  attempts: number;
  backoffBaseMs: number;
  breakerThreshold: number;
  breakerCoolDownMs: number;
  staleAfterMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createRateService(options: RateServiceOptions): RateService {
  const { clock, log } = options;
  let snapshot: RateSnapshot = options.embedded;
  let view: RatesView | null = null;
  let inFlight: Promise<RefreshOutcome> | null = null;
  const stopper = new AbortController();
  // The signal of the refresh in flight: the app's stop, and the caller's when one was given.
  let refreshSignal: AbortSignal = stopper.signal;
  const breakers = new Map<string, CircuitBreaker>(
    options.providers.map((p) => [
      p.name,
      createCircuitBreaker({
        threshold: options.breakerThreshold,
        coolDownMs: options.breakerCoolDownMs,
        clock,
      }),
    ]),
  );

  // The instant after which a snapshot is stale: always for the embedded one, else when it was fetched
  // too long ago or its own date is twice that old. Worked out once per snapshot: current() runs on
  // every market-data request, and two date parses there cost about a microsecond.
  const staleAfter = (s: RateSnapshot) =>
    s.source === 'embedded'
      ? -Infinity
      : Math.min(
          ...[
            Date.parse(s.fetchedAt) + options.staleAfterMs,
            Date.parse(`${s.asOf}T00:00:00.000Z`) + 2 * options.staleAfterMs,
          ].filter(Number.isFinite),
        );
  let snapshotStaleAfter = staleAfter(snapshot);
  const reference = options.reference ?? [];
  let newestReference = reference.at(-1) ?? null;
  const useOfficial = (day: RateSnapshot | null) => {
    if (day === null || (newestReference !== null && day.asOf <= newestReference.asOf))
      return false;
    newestReference = day;
    officialView = null;
    return true;
  };
  let officialView: RatesView | null = null;

  function current(): RatesView {
    const stale = clock.now().getTime() > snapshotStaleAfter;
    if (view === null || view.stale !== stale) {
      view = Object.freeze({
        base: 'USD',
        asOf: snapshot.asOf,
        fetchedAt: snapshot.fetchedAt,
        stale,
        source: snapshot.source,
        rates: Object.freeze({ ...snapshot.rates }),
      });
    }
    return view;
  }

  function pairRate(from: string, to: string): number | null {
    const rates = current().rates;
    const a = rates[from];
    const b = rates[to];
    if (a === undefined || b === undefined) return null;
    return from === to ? 1 : b / a;
  }

  function use(next: RateSnapshot) {
    snapshot = next;
    snapshotStaleAfter = staleAfter(next);
    view = null;
  }

  async function accept(candidate: RateSnapshot): Promise<void> {
    const verdict = checkSnapshot(candidate, snapshot);
    if (!verdict.ok) throw new RateProviderError(`rejected by sanity check: ${verdict.reason}`);
    const accepted = carryForward(candidate, snapshot, verdict.missing);
    use(accepted);
    log.info(
      { source: accepted.source, asOf: accepted.asOf, carriedForward: verdict.missing },
      'exchange rates updated',
    );
    try {
      await insertSnapshot(options.db, accepted, clock.now().toISOString());
    } catch (error) {
      log.error(
        { err: error, asOf: accepted.asOf },
        'exchange rate snapshot could not be stored; serving it from memory',
      );
    }
  }

  async function tryProvider(provider: RateProvider, breaker: CircuitBreaker): Promise<boolean> {
    for (let attempt = 1; attempt <= options.attempts; attempt++) {
      if (!breaker.allow()) {
        log.warn(
          { provider: provider.name, breaker: 'open' },
          'rate provider skipped: circuit open',
        );
        return false;
      }
      const deadline = timeoutController(options.timeoutMs);
      try {
        const signal = AbortSignal.any([deadline.signal, refreshSignal]);
        await accept(await provider.fetchLatest(signal));
        breaker.success();
        return true;
      } catch (error) {
        breaker.failure();
        log.warn(
          { provider: provider.name, attempt, reason: describe(error), breaker: breaker.state() },
          'rate provider failed',
        );
        if (refreshSignal.aborted) return false;
        if (attempt < options.attempts && breaker.allow())
          await sleep(options.backoffBaseMs * 2 ** (attempt - 1), refreshSignal);
      } finally {
        deadline.clear();
      }
    }
    return false;
  }

  async function refresh(): Promise<RefreshOutcome> {
    for (const provider of options.providers) {
      const breaker = breakers.get(provider.name);
      if (breaker && (await tryProvider(provider, breaker)))
        return { ok: true, source: snapshot.source, asOf: snapshot.asOf };
      if (refreshSignal.aborted) return { ok: false };
    }
    log.error(
      {
        servingAsOf: snapshot.asOf,
        servingSource: snapshot.source,
        providers: options.providers.map((p) => p.name),
      },
      'exchange rate refresh failed; serving the last good snapshot',
    );
    return { ok: false };
  }

  function refreshNow(signal?: AbortSignal): Promise<RefreshOutcome> {
    if (!inFlight) {
      refreshSignal = signal ? AbortSignal.any([stopper.signal, signal]) : stopper.signal;
      inFlight = refresh().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  }

  async function reloadStored(): Promise<boolean> {
    const stored = await findNewestSnapshot(options.db);
    const newer =
      stored !== null &&
      (stored.asOf > snapshot.asOf ||
        (stored.asOf === snapshot.asOf && stored.fetchedAt > snapshot.fetchedAt));
    if (newer) use(stored);
    const official = useOfficial(await findNewestOfficial(options.db));
    return newer || official;
  }

  async function refreshOfficial(signal?: AbortSignal): Promise<boolean> {
    const provider = options.official;
    if (!provider) return false;
    const deadline = timeoutController(options.timeoutMs);
    try {
      const combined = AbortSignal.any([
        deadline.signal,
        stopper.signal,
        ...(signal ? [signal] : []),
      ]);
      const day = await provider.fetchLatest(combined);
      if (newestReference !== null && day.asOf <= newestReference.asOf) return false;
      await insertReferenceDays(options.db, [day], clock.now().toISOString());
      useOfficial(day);
      log.info({ source: day.source, asOf: day.asOf }, 'official exchange rates updated');
      return true;
    } catch (error) {
      log.warn(
        { provider: provider.name, reason: describe(error) },
        'official rate provider failed',
      );
      return false;
    } finally {
      deadline.clear();
    }
  }

  return {
    current,
    pairRate,
    convert: (amount, from, to) => {
      const rate = pairRate(from, to);
      return rate === null ? null : amount * rate;
    },
    async history(from, to, days) {
      const today = clock.now().toISOString().slice(0, 10);
      const points = await pairHistory(from, to, daysBefore(today, days - 1));
      if (points.length >= 2 || newestReference === null) return points;
      return pairHistory(from, to, daysBefore(newestReference.asOf, days - 1));
    },
    official() {
      if (newestReference === null) return null;
      const stale =
        clock.now().getTime() >
        Date.parse(`${newestReference.asOf}T00:00:00.000Z`) + 2 * options.staleAfterMs;
      if (officialView === null || officialView.stale !== stale)
        officialView = Object.freeze({
          base: 'USD',
          asOf: newestReference.asOf,
          fetchedAt: newestReference.fetchedAt,
          stale,
          source: newestReference.source,
          rates: Object.freeze({ ...newestReference.rates }),
        });
      return officialView;
    },
    async start() {
      try {
        const stored = await findNewestSnapshot(options.db);
        // The newest by date wins: a stored live snapshot, or the package's own if it is newer.
        if (stored && stored.asOf >= options.embedded.asOf) use(stored);
        else await insertSnapshot(options.db, options.embedded, clock.now().toISOString());
        await insertReferenceDays(options.db, reference, clock.now().toISOString());
        // An official day a refresh stored after the data build is newer than the shipped ones.
        useOfficial(await findNewestOfficial(options.db));
      } catch (error) {
        log.error(
          { err: error },
          'stored exchange rates could not be read; serving the embedded snapshot',
        );
      }
    },
    stop() {
      stopper.abort();
    },
    refreshNow,
    refreshOfficial,
    reloadStored,
    providerStates: () => Object.fromEntries([...breakers].map(([name, b]) => [name, b.state()])),
  };

  async function pairHistory(from: string, to: string, since: string): Promise<HistoryPoint[]> {
    const rows = await findPairHistory(options.db, [...new Set([from, to])], since);
    const byDate = new Map<string, { source: string; rates: Record<string, number> }>();
    for (const row of rows) {
      const entry = byDate.get(row.as_of) ?? { source: row.source, rates: {} };
      entry.rates[row.code] = row.rate;
      byDate.set(row.as_of, entry);
    }
    const points: HistoryPoint[] = [];
    for (const [date, entry] of byDate) {
      const a = entry.rates[from];
      const b = entry.rates[to];
      if (a !== undefined && b !== undefined)
        points.push({ date, rate: from === to ? 1 : b / a, source: entry.source });
    }
    return points;
  }
}

/** The date `n` days before `date` (YYYY-MM-DD). */
function daysBefore(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - n * DAY_MS).toISOString().slice(0, 10);
}
