import { MAJOR_CODES, RATE_CODES } from './rate-codes.ts';
import type { RateSnapshot } from './rate.types.ts';

/** Issue 3 §2: a snapshot missing more than 5% of the 162 codes is rejected. */
export const MAX_MISSING_SHARE = 0.05;
/** Issue 3 §2: a major currency moving more than 30% from the last good snapshot is implausible. */
export const MAX_MAJOR_MOVE = 0.3;
/**
 * Issue 17 (rates drill): any other currency whose rate changes more than tenfold from the last
 * good snapshot is not believed (a decimal-point or unit error upstream, e.g. a rate 1,000x off).
 * Its last good rate is carried forward, counted with the missing codes (so many of them reject
 * the snapshot). A real redenomination needs the operator; the warning names the code.
 */
export const MAX_OTHER_FACTOR = 10;

export type SanityResult = { ok: true; missing: string[] } | { ok: false; reason: string };

/**
 * Decide whether a freshly fetched snapshot may replace the last good one. Returns the codes it
 * lacks (at most 5%) so the caller can carry those forward from the last good snapshot.
 */
export function checkSnapshot(
  candidate: RateSnapshot,
  lastGood: RateSnapshot | null,
): SanityResult {
  if (candidate.base !== 'USD')
    return { ok: false, reason: `base is ${String(candidate.base)}, not USD` };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(candidate.asOf) || Number.isNaN(Date.parse(candidate.asOf))) {
    return { ok: false, reason: 'as-of date is not a date' };
  }
  const bad = Object.entries(candidate.rates).filter(
    ([, rate]) => !Number.isFinite(rate) || rate <= 0,
  );
  if (bad.length > 0)
    return {
      ok: false,
      reason: `non-positive or non-finite rate for ${bad
        .map(([c]) => c)
        .slice(0, 5)
        .join(', ')}`,
    };
  const missing = RATE_CODES.filter((code) => {
    const after = candidate.rates[code];
    if (after === undefined) return true;
    const before = lastGood?.rates[code];
    if (before === undefined) return false;
    return after / before > MAX_OTHER_FACTOR || before / after > MAX_OTHER_FACTOR;
  });
  if (missing.length > RATE_CODES.length * MAX_MISSING_SHARE) {
    return { ok: false, reason: `missing ${missing.length} of ${RATE_CODES.length} currencies` };
  }
  if (lastGood) {
    for (const code of MAJOR_CODES) {
      const before = lastGood.rates[code];
      const after = candidate.rates[code];
      if (before === undefined) continue;
      if (after === undefined) return { ok: false, reason: `major currency ${code} missing` };
      const move = Math.abs(after / before - 1);
      if (move > MAX_MAJOR_MOVE)
        return {
          ok: false,
          reason: `${code} moved ${(move * 100).toFixed(1)}% from the last good snapshot`,
        };
    }
  }
  return { ok: true, missing };
}

/** Fill codes the new snapshot lacks from the last good one, so no currency disappears for a day. */
export function carryForward(
  candidate: RateSnapshot,
  lastGood: RateSnapshot | null,
  missing: string[],
): RateSnapshot {
  if (!lastGood || missing.length === 0) return candidate;
  const rates = { ...candidate.rates };
  for (const code of missing) {
    const previous = lastGood.rates[code];
    if (previous !== undefined) rates[code] = previous;
  }
  return { ...candidate, rates };
}
