/**
 * Judging load on the status each request is due, not only on "no 5xx" (issue 33 §7: a route
 * answering 401 every time passed the mixed-load drill). A request is due its route's success
 * status, or a 429 once its client has used its limit: the limit the answers announce
 * (X-RateLimit-Limit) on that route in the last minute, or a cap the caller names (a contribution
 * cap per account or address). Anything else is wrong: a 401 to a right password, a 429 below the
 * limit, a 404, a 5xx. A client admitted more than twice its limit in a minute is wrong too (a fixed
 * window may admit a limit on each side of its boundary, never more).
 */
import type { Answer } from './harness.ts';

const MINUTE = 60_000;

export class StatusJudge {
  /** Admissions (answer times) per route and client. */
  private readonly admitted = new Map<string, number[]>();
  private readonly limits = new Map<string, number>();
  readonly wrong: string[] = [];
  wrongCount = 0;
  asDue = 0;
  limitedRightly = 0;

  /**
   * @param slack requests that may be in flight from one client at once: a 429 may come while the
   *   answers of up to `slack` earlier admissions are still on their way.
   */
  constructor(private readonly slack: number) {}

  private recent(key: string, now: number): number[] {
    const times = (this.admitted.get(key) ?? []).filter((t) => now - t < MINUTE);
    this.admitted.set(key, times);
    return times;
  }

  /**
   * Judge one answer. `capReached` says whether a cap other than the per-minute limit allows a 429
   * (checked when the limit does not explain it).
   */
  judge(
    route: string,
    client: string,
    answer: Answer,
    due: number,
    capReached: () => boolean = () => false,
  ): boolean {
    const now = Date.now();
    const key = `${route}|${client}`;
    const announced = Number(answer.headers?.get('x-ratelimit-limit') ?? Number.NaN);
    if (Number.isFinite(announced)) this.limits.set(route, announced);
    const limit = this.limits.get(route) ?? Number.POSITIVE_INFINITY;
    const recent = this.recent(key, now);
    if (answer.status === due) {
      recent.push(now);
      if (recent.length > 2 * limit) {
        this.fail(
          `${route}: client ${client} admitted ${recent.length}× in a minute (limit ${limit})`,
        );
        return false;
      }
      this.asDue += 1;
      return true;
    }
    if (answer.status === 429 && (recent.length >= limit - this.slack || capReached())) {
      this.limitedRightly += 1;
      return true;
    }
    const why =
      answer.status === 429
        ? `429 after ${recent.length} admissions in a minute (limit ${limit})`
        : `${answer.status || (answer.error ?? 'no answer')} where ${due} was due`;
    this.fail(`${route}: ${why}: ${JSON.stringify(answer.body).slice(0, 120)}`);
    return false;
  }

  private fail(line: string): void {
    this.wrongCount += 1;
    if (this.wrong.length < 10) this.wrong.push(line);
  }
}
