/**
 * The prices feature's public module (ADR 108): what other features may use. A sibling feature imports
 * from here, never from a file inside prices/ (eslint.config.js enforces it).
 */
export { createColEngine, type ColEngine } from './col-engine.ts';
export {
  createMarketDataService,
  currencyOf,
  resolveCity,
  round,
  type MarketDataService,
  type ResolvedCity,
} from './market-data.service.ts';
export { createEvidenceCache } from './price-evidence.ts';
