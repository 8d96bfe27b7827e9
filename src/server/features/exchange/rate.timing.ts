// Small helpers of the rate service's provider calls (rate.service.ts): the error summary logged per
// attempt, the per-attempt deadline and the abortable backoff sleep.

/** One line for the log: the error's name and message, and its cause's code when it has one. */
export function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = cause && typeof cause.code === 'string' ? ` (${cause.code})` : '';
  return `${error.name}: ${error.message}${code}`;
}

/**
 * A per-attempt deadline held by a timer we own. Not AbortSignal.timeout(): on Node 20, a timeout
 * signal given only to AbortSignal.any() can be garbage-collected before it fires, and then a
 * provider that never answers holds the refresh forever (found by rates-failures.test.ts under load).
 */
export function timeoutController(ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`timed out after ${ms} ms`, 'TimeoutError')),
    ms,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });
}
