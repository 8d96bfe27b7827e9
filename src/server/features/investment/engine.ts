import { createColEngine, type ColEngine } from '../prices/index.ts';

let engine: ColEngine | undefined;

/**
 * One cost-of-living engine per process for this feature (as lifestyle/engine.ts): the engine holds
 * only read-only facts and a per-month cache, so apps in one process can share it.
 */
export function investmentEngine(): ColEngine {
  engine ??= createColEngine();
  return engine;
}
