import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../deps.ts';
import { loadReferenceData } from '../../reference/reference-data.ts';
import { exchangeRatesRoutes } from './exchange-rates.routes.ts';
import { exchangeSeriesRoutes } from './exchange-series.routes.ts';
import { exchangeReferenceRoutes } from './exchange-reference.routes.ts';

/**
 * GET /api/exchange/*: docs/product.md's §7 exchange calls plus the typeahead and history additions.
 * The rate service starts with the app (onReady: newest stored snapshot, then the background
 * refresh when enabled) and stops with it (onClose). Requests only ever read its memory.
 */
export function exchangeRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const rates = deps.rates;
  app.addHook('onReady', async () => {
    await rates.start();
  });
  app.addHook('onClose', async () => {
    rates.stop();
  });
  exchangeRatesRoutes(app, deps, rates);
  exchangeSeriesRoutes(app, deps);
  // Read once per process (data/built, made by `npm run data:build`).
  exchangeReferenceRoutes(app, deps, loadReferenceData());
}
