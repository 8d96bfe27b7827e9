import type { Clock } from '../../clock.ts';
import type { JobDefinition } from '../../jobs/job-runner.ts';
import type { RateRefreshSettings } from './rate.config.ts';
import type { RateService } from './rate.service.ts';

/** How often every instance looks for a snapshot another instance stored. */
const RELOAD_INTERVAL_MS = 10 * 60_000;

/**
 * The rate refresh as jobs (ADR 099). 'rate-refresh' runs on one instance at a time: the provider
 * chain, then the new snapshot is stored. 'rate-reload' runs on every instance and serves that
 * stored snapshot, so instances that did not fetch it serve it too.
 */
export function rateJobs(
  rates: RateService,
  settings: RateRefreshSettings,
  clock: Clock,
): JobDefinition[] {
  if (!settings.enabled) return [];
  return [
    {
      name: 'rate-refresh',
      intervalMs: settings.intervalMs,
      // Due an interval after the snapshot being served was fetched, and never before start-up has
      // had RATE_FIRST_REFRESH_SECONDS (the embedded snapshot: that delay only).
      firstRunDelayMs: () => {
        const view = rates.current();
        const dueIn = Date.parse(view.fetchedAt) + settings.intervalMs - clock.now().getTime();
        return view.source === 'embedded'
          ? settings.firstDelayMs
          : Math.max(settings.firstDelayMs, dueIn);
      },
      retry: { baseMs: settings.retryAfterFailureMs, maxMs: settings.intervalMs },
      async run(signal) {
        const outcome = await rates.refreshNow(signal);
        // The official day for the paid API (ADR 162); its failure is logged and never fails the job.
        await rates.refreshOfficial(signal);
        if (!outcome.ok) throw new Error('every rate provider failed; serving the last snapshot');
        return `${outcome.source ?? ''} ${outcome.asOf ?? ''}`;
      },
    },
    {
      name: 'rate-reload',
      shared: false,
      intervalMs: RELOAD_INTERVAL_MS,
      firstRunDelayMs: () => RELOAD_INTERVAL_MS,
      async run() {
        return (await rates.reloadStored()) ? 'newer snapshot served' : 'unchanged';
      },
    },
  ];
}
