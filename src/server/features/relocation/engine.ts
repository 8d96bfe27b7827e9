import { createColEngine, type ColEngine } from '../prices/index.ts';

let engine: ColEngine | undefined;

/**
 * One cost-of-living engine per process for this feature, as the lifestyle feature keeps one: the
 * engine holds only read-only facts and a per-month cache.
 */
export function relocationEngine(): ColEngine {
  engine ??= createColEngine();
  return engine;
}
