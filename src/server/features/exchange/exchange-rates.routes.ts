import type { FastifyInstance } from 'fastify';
import { exchangeApi } from '#domain/api/exchange.ts';
import { serve } from '../../plugins/serve.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { ratePublisher } from '#domain/rate-publishers.ts';
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
function latestRatesBodies() {
  const cache = new WeakMap<RatesView, Map<string, string>>();
  return (view: RatesView, from: string): string | null => {
    let bodies = cache.get(view);
    if (!bodies) cache.set(view, (bodies = new Map()));
    const hit = bodies.get(from);
    if (hit) return hit;
    const base = view.rates[from];
    if (base === undefined) return null;
    const conversion: Record<string, number> = {};
    const rateSources: Record<string, string> = {};
    for (const [code, rate] of Object.entries(view.rates)) {
      conversion[code] = code === from ? 1 : rate / base;
      rateSources[code] = view.source;
    }
    // Additive to docs/product.md's shape (ADR 162): who published each rate, and on what terms.
    const { name, licence, indicative } = ratePublisher(view.source);
    const data = {
      base: from,
      as_of: view.asOf,
      fetched_at: view.fetchedAt,
      stale: view.stale,
      source: view.source,
      conversion_rates: conversion,
      rate_sources: rateSources,
      publishers: { [view.source]: { name, licence, indicative } },
    };
    const body = JSON.stringify({ status: 'success', data });
    bodies.set(from, body);
    return body;
  };
}

export function exchangeRatesRoutes(app: FastifyInstance, deps: AppDeps, rates: RateService): void {
  const bodyFor = latestRatesBodies();

  // docs/security.md C4: per IP at RATE_LIMIT_PUBLIC_PER_MINUTE; a Navigator API key gets its own bucket.
  serve(app, exchangeApi.latestRates, async (request, reply) => {
    // ADR 162: an API-key request (the paid API) gets only official reference rates; the
    // indicative ones, whose licence does not allow resale, stay in the web app.
    const view = request.apiKeyAuth ? rates.official() : rates.current();
    const body = view === null ? null : bodyFor(view, request.query.from);
    // docs/product.md §8: the helpers map a 404 to 'The requested {item} could not be found.'
    if (body === null) throw notFound('currency');
    const out = sendPublic(reply, RATES_MAX_AGE, RATES_STALE_IF_ERROR);
    // The two answers differ by the key: a shared cache must not give one to the other.
    // (Vary: X-Api-Key is set for every keyed operation, plugins/cors.ts.)
    if (request.apiKeyAuth) markPrivate(out, 'private, no-store');
    return out.type('application/json; charset=utf-8').send(body);
  });

  serve(app, exchangeApi.history, async (request, reply) => {
    const { from, to, days } = request.query;
    // Issue 7 §6 / docs/product.md §6: 30 days for everyone, a year with Voyager, longer with Navigator.
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
