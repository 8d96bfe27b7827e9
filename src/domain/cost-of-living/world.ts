import { CATALOGUE } from './catalogue.ts';
import type { ColFacts } from './facts.ts';
import {
  createModelContext,
  estimateCountry,
  regionalEstimate,
  type CountryEstimate,
} from './model.ts';

/**
 * Estimates for every country at once (method §4): the model where facts exist, the region's
 * geometric mean where they do not (and for a missing wage), the world's as the last resort.
 * `regionOf` maps an ISO 3166 alpha-3 code to a region name (reference data).
 * @example estimateWorld(facts, 2026.9, ['USA', 'VGB'], () => 'Americas').get('VGB')?.basis
 */
export function estimateWorld(
  facts: ColFacts,
  when: number,
  wanted: Iterable<string>,
  regionOf: (iso3: string) => string | null,
): Map<string, CountryEstimate> {
  const ctx = createModelContext(facts, when);
  const out = new Map<string, CountryEstimate>();
  for (const country of Object.values(facts.countries)) {
    const estimate = estimateCountry(ctx, country);
    if (estimate) out.set(country.iso3, estimate);
  }
  const modelled = [...out.values()].filter((e) =>
    CATALOGUE.every((_, i) => Number.isFinite(e.usd[i])),
  );
  const byRegion = new Map<string, CountryEstimate[]>();
  for (const e of modelled) {
    const region = regionOf(e.iso3) ?? 'World';
    byRegion.set(region, [...(byRegion.get(region) ?? []), e]);
  }
  const world = regionalEstimate('WLD', modelled);
  const regional = (iso3: string) => {
    const members = byRegion.get(regionOf(iso3) ?? 'World') ?? [];
    return regionalEstimate(iso3, members) ?? (world ? { ...world, iso3 } : null);
  };
  // Fill gaps (a wage without any fact) item by item from the region.
  for (const e of out.values()) {
    if (CATALOGUE.every((_, i) => Number.isFinite(e.usd[i]))) continue;
    const r = regional(e.iso3);
    for (let i = 0; i < CATALOGUE.length; i++) {
      if (!Number.isFinite(e.usd[i]) && r) {
        e.usd[i] = r.usd[i] as number;
        e.width[i] = r.width[i] as number;
      }
    }
  }
  for (const iso3 of wanted) {
    if (out.has(iso3)) continue;
    const r = regional(iso3);
    if (r) out.set(iso3, r);
  }
  return out;
}
