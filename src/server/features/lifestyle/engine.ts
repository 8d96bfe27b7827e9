import { createColEngine, type ColEngine } from '../prices/index.ts';

let engine: ColEngine | undefined;

/**
 * One cost-of-living engine per process for this feature: the engine holds only read-only facts and a
 * per-month cache, so apps in one process (tests, a second instance) can share it instead of building
 * the place index again.
 */
export function lifestyleEngine(): ColEngine {
  engine ??= createColEngine();
  return engine;
}
