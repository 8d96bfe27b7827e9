/**
 * Evidence over the model (method §8, §10): operator imports replace the model's estimate as the prior
 * (source 'imported', their own date); contributions from at least three verified accounts blend over
 * that prior (source 'contributions'). Evidence is cached for EVIDENCE_TTL_MS so a request for a city
 * without evidence costs no query, and several instances converge within that time.
 */
import type { Kysely } from 'kysely';
import { publish, robustAggregate, type Observation } from '#domain/cost-of-living/aggregation.ts';
import { CATALOGUE, itemIndex } from '#domain/cost-of-living/catalogue.ts';
import type { UsdFigure } from '#domain/cost-of-living/figures.ts';
import type { Database } from '../../db/schema.ts';
import { citiesWithAnyEvidence, contributionsForCity, importedForCity } from './prices.repo.ts';

/** Range half-width of an imported figure: an operator's table is one observation per item. */
export const IMPORTED_WIDTH = 0.15;
export const EVIDENCE_TTL_MS = 60_000;
const MAX_CACHED_CITIES = 5_000;

export interface CityEvidence {
  imported: Map<number, { usd: number; observedOn: string }>;
  contributions: Map<number, { observations: Observation[]; latest: string }>;
}

const EMPTY: CityEvidence = { imported: new Map(), contributions: new Map() };

export function createEvidenceCache(db: Kysely<Database>, now: () => number) {
  const cache = new Map<string, { at: number; evidence: CityEvidence }>();
  // Which cities have any evidence at all, refreshed every EVIDENCE_TTL_MS with one query: most cities
  // have none, and their requests then never touch the database.
  let withEvidence: { at: number; ids: Set<string> } | null = null;
  async function citiesWithEvidence(): Promise<Set<string>> {
    if (withEvidence && now() - withEvidence.at < EVIDENCE_TTL_MS) return withEvidence.ids;
    withEvidence = { at: now(), ids: await citiesWithAnyEvidence(db) };
    return withEvidence.ids;
  }
  async function load(cityId: string): Promise<CityEvidence> {
    const [imported, contributions] = await Promise.all([
      importedForCity(db, cityId),
      contributionsForCity(db, cityId),
    ]);
    if (imported.length === 0 && contributions.length === 0) return EMPTY;
    const evidence: CityEvidence = { imported: new Map(), contributions: new Map() };
    for (const row of imported)
      evidence.imported.set(itemIndex(row.item_id), { usd: row.usd, observedOn: row.observed_on });
    for (const row of contributions) {
      const i = itemIndex(row.item_id);
      const entry = evidence.contributions.get(i) ?? { observations: [], latest: row.created_at };
      entry.observations.push({ accountId: row.user_id, usd: row.usd });
      if (row.created_at > entry.latest) entry.latest = row.created_at;
      evidence.contributions.set(i, entry);
    }
    return evidence;
  }
  return {
    async get(cityId: string): Promise<CityEvidence> {
      if (!(await citiesWithEvidence()).has(cityId)) return EMPTY;
      const hit = cache.get(cityId);
      if (hit && now() - hit.at < EVIDENCE_TTL_MS) return hit.evidence;
      const evidence = await load(cityId);
      if (cache.size >= MAX_CACHED_CITIES) cache.delete(cache.keys().next().value as string);
      cache.set(cityId, { at: now(), evidence });
      return evidence;
    },
    /** After a write on this instance: the city's next read goes to the database. */
    invalidate(cityId: string) {
      cache.delete(cityId);
      withEvidence?.ids.add(cityId);
    },
  };
}

export type EvidenceCache = ReturnType<typeof createEvidenceCache>;

/**
 * Overlay a city's evidence on its model figures.
 * @example applyEvidence(modelFigures, { imported: new Map(), contributions: new Map() }) // unchanged
 */
export function applyEvidence(model: UsdFigure[], evidence: CityEvidence): UsdFigure[] {
  if (evidence === EMPTY || (evidence.imported.size === 0 && evidence.contributions.size === 0))
    return model;
  return model.map((figure, i) => {
    let prior = figure;
    let width = figure.high / figure.usd - 1;
    const imported = evidence.imported.get(i);
    if (imported && CATALOGUE[i]) {
      width = IMPORTED_WIDTH;
      prior = {
        usd: imported.usd,
        low: imported.usd / (1 + width),
        high: imported.usd * (1 + width),
        source: 'imported',
        year: Number(imported.observedOn.slice(0, 4)),
        count: 1,
      };
    }
    const contributed = evidence.contributions.get(i);
    if (!contributed) return prior;
    const published = publish(prior.usd, width, robustAggregate(contributed.observations));
    if (!published.fromContributions) return prior;
    return {
      usd: published.value,
      low: published.low,
      high: published.high,
      source: 'contributions',
      year: Number(contributed.latest.slice(0, 4)),
      count: published.count,
    };
  });
}
