import { round } from '../prices/index.ts';

/**
 * Every number to six significant digits, in place (as market-data sends prices): far below what any
 * figure can claim, and a shorter, faster body. In place because every object of an answer is made for
 * that request.
 */
export function roundNumbers<T>(value: T): T {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = roundValue(value[i]);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = roundValue(record[key]);
  }
  return value;
}

function roundValue(v: unknown): unknown {
  if (typeof v === 'number') return v < 0 ? -round(-v) : round(v);
  return typeof v === 'object' && v !== null ? roundNumbers(v) : v;
}
