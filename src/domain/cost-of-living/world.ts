import { countryAnchors } from './anchors.ts';
import type { ColFacts } from './facts.ts';
import { estimateCountry, type CountryEstimate } from './item-model.ts';
import type { ModelParams } from './params.ts';

/**
 * Estimates for every country at once: stage 2 (anchors, with regional estimates where facts are
 * missing) feeding stage 3 (items). `regionOf` maps an ISO 3166 alpha-3 code to a region name.
 * @example estimateWorld(facts, params, 2026.9, ['USA', 'VGB'], () => 'Americas').get('VGB')?.basis
 */
export function estimateWorld(
  facts: ColFacts,
  params: ModelParams,
  when: number,
  wanted: Iterable<string>,
  regionOf: (iso3: string) => string | null,
): Map<string, CountryEstimate> {
  const out = new Map<string, CountryEstimate>();
  for (const [iso3, anchors] of countryAnchors(facts, when, wanted, regionOf))
    out.set(iso3, estimateCountry(anchors, params, facts, when));
  return out;
}
