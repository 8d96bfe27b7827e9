/**
 * The dated exchange-rate operations (issue 38 item 2, ADR 196): rates on a day, a start/end series,
 * fluctuation and conversion, from the official days a fresh install holds (official-days.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exchangeSeriesApi, MAX_SERIES_DAYS } from '#domain/api/exchange-series.ts';
import { historyFeatureFor } from '#domain/entitlements.ts';
import { ratePublisher } from '#domain/rate-publishers.ts';
import { ECB_SOURCE } from '#domain/reference-rates.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound, validationFailed } from '../../errors.ts';
import { markPrivate } from '../../plugins/route-policy.ts';
import { serve } from '../../plugins/serve.ts';
import { assertRequestEntitled } from '../billing/index.ts';
import { RATES_MAX_AGE, RATES_STALE_IF_ERROR, sendPublic } from './exchange.http.ts';
import { officialDayOnOrBefore, officialDays, rebase } from './official-days.ts';

const DAY_MS = 86_400_000;
const publisher = { source: ECB_SOURCE, publisher: ratePublisher(ECB_SOURCE).name };

/** Days from start to end inclusive; 400 when the range is backwards or too long. */
function rangeDays(start: string, end: string): number {
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) throw validationFailed({ end_date: 'end_date is before start_date' });
  if (days > MAX_SERIES_DAYS)
    throw validationFailed({ end_date: `At most ${MAX_SERIES_DAYS} days from start_date` });
  return days;
}

export function exchangeSeriesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  serve(app, exchangeSeriesApi.ratesOnDay, async (request, reply) => {
    const { base, symbols, date } = request.query;
    const day = await officialDayOnOrBefore(db, date);
    if (day === null) throw new AppError('NOT_FOUND', `No official rates on or before ${date}.`);
    const rates = rebase(day, base, symbols);
    sendPublic(reply, RATES_MAX_AGE, RATES_STALE_IF_ERROR);
    return {
      status: 'success' as const,
      data: { base, date: day.date, requested_date: date ?? null, ...publisher, rates },
    };
  });

  /** The range's days, after the plan check a range longer than 30 days needs (ADR 196). */
  async function range(request: FastifyRequest, start: string, end: string) {
    const days = rangeDays(start, end);
    await assertRequestEntitled(request, deps, historyFeatureFor(days));
    const found = await officialDays(db, start, end);
    if (found.length === 0)
      throw new AppError('NOT_FOUND', `No official rates between ${start} and ${end}.`);
    return { days, found };
  }

  serve(app, exchangeSeriesApi.timeseries, async (request, reply) => {
    const { base, symbols, start_date, end_date } = request.query;
    const { days, found } = await range(request, start_date, end_date);
    const rates: Record<string, Record<string, number>> = {};
    for (const day of found) rates[day.date] = rebase(day, base, symbols);
    sendPublic(reply, RATES_MAX_AGE, RATES_STALE_IF_ERROR);
    // A plan-gated answer never sits in a shared cache (as history does).
    if (days > 30) markPrivate(reply, 'private, no-store');
    return {
      status: 'success' as const,
      data: { base, start_date, end_date, ...publisher, rates },
    };
  });

  serve(app, exchangeSeriesApi.fluctuation, async (request, reply) => {
    const { base, symbols, start_date, end_date } = request.query;
    const { days, found } = await range(request, start_date, end_date);
    const first = found[0]!;
    const last = found.at(-1)!;
    const start = rebase(first, base, symbols);
    const end = rebase(last, base, symbols);
    const rates: Record<
      string,
      { start_rate: number; end_rate: number; change: number; change_pct: number }
    > = {};
    for (const [code, startRate] of Object.entries(start)) {
      const endRate = end[code];
      if (endRate === undefined) throw notFound('currency');
      rates[code] = {
        start_rate: startRate,
        end_rate: endRate,
        change: endRate - startRate,
        change_pct: ((endRate - startRate) / startRate) * 100,
      };
    }
    sendPublic(reply, RATES_MAX_AGE, RATES_STALE_IF_ERROR);
    if (days > 30) markPrivate(reply, 'private, no-store');
    return {
      status: 'success' as const,
      data: { base, start_date: first.date, end_date: last.date, ...publisher, rates },
    };
  });

  serve(app, exchangeSeriesApi.convert, async (request, reply) => {
    const { from, to, amount, date } = request.query;
    const day = await officialDayOnOrBefore(db, date);
    if (day === null) throw new AppError('NOT_FOUND', `No official rates on or before ${date}.`);
    const rate = rebase(day, from, [to])[to]!;
    sendPublic(reply, RATES_MAX_AGE, RATES_STALE_IF_ERROR);
    return {
      status: 'success' as const,
      data: { from, to, amount, date: day.date, rate, result: amount * rate, ...publisher },
    };
  });
}
