import type { FastifyInstance } from 'fastify';
import { exchangeApi } from '#domain/api/exchange.ts';
import { serve } from '../../plugins/serve.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { RATES_MAX_AGE, RATES_STALE_IF_ERROR, sendPublic } from './exchange.http.ts';
import type { RateService, RatesView } from './rate.service.ts';
import { historyFeatureFor } from '#domain/entitlements.ts';
import { assertRequestEntitled } from '../billing/index.ts';
import { markPrivate } from '../../plugins/route-policy.ts';

/**
 * Serialised latest-rates bodies, per rates view and base. The view object is replaced whenever the
 * snapshot or its staleness changes, so a WeakMap keyed by it never serves an outdated body; this
 * keeps the hottest route close to a static file (bench/exchange.bench.ts).
 */
function latestRatesBodies(rates: RateService) {
  const cache = new WeakMap<RatesView, Map<string, string>>();
  return (from: string): string | null => {
    const view = rates.current();
    let bodies = cache.get(view);
    if (!bodies) cache.set(view, (bodies = new Map()));
    const hit = bodies.get(from);
    if (hit) return hit;
    const base = view.rates[from];
    if (base === undefined) return null;
    const conversion: Record<string, number> = {};
    for (const [code, rate] of Object.entries(view.rates))
      conversion[code] = code === from ? 1 : rate / base;
    const data = {
      base: from,
      as_of: view.asOf,
      fetched_at: view.fetchedAt,
      stale: view.stale,
      source: view.source,
      conversion_rates: conversion,
    };
    const body = JSON.stringify({ status: 'success', data });
    bodies.set(from, body);
    return body;
  };
}

export function exchangeRatesRoutes(app: FastifyInstance, deps: AppDeps, rates: RateService): void {
  const bodyFor = latestRatesBodies(rates);

  serve(app, exchangeApi.latestRates, async (request, reply) => {
    const body = bodyFor(request.query.from);
    // Spec §8: the helpers map a 404 to 'The requested {item} could not be found.'
    if (body === null) throw notFound('currency');
    return sendPublic(reply, RATES_MAX_AGE, RATES_STALE_IF_ERROR)
      .type('application/json; charset=utf-8')
      .send(body);
  });

  serve(app, exchangeApi.history, async (request, reply) => {
    const { from, to, days } = request.query;
    // Issue 7 §6 / spec §6: 30 days for everyone, a year with Voyager, longer with Navigator.
    await assertRequestEntitled(request, deps, historyFeatureFor(days));
    if (rates.pairRate(from, to) === null) {
      throw new AppError('NOT_FOUND', `Exchange rate from ${from} to ${to} not found`);
    }
    const points = await rates.history(from, to, days);
    sendPublic(reply, RATES_MAX_AGE, RATES_STALE_IF_ERROR);
    // A plan-gated answer must never sit in a shared cache where a guest could be served it. The
    // one input-dependent no-store: the policy cannot know `days`, so the same helper marks it.
    if (days > 30) markPrivate(reply, 'private, no-store');
    return { status: 'success' as const, data: { base: from, target: to, days, points } };
  });
}
