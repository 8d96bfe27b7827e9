/**
 * City indices and city-to-city ratios (issue 4 §5; method §9). Reference: the US average = 100. The
 * compare ratio replaces docs/product.md's hard-coded table (§9); docs/product.md's fallbacks (0.9 when only the
 * origin is an 'Average', 1.1 when only the destination is, else 1) apply only when a city cannot be
 * resolved, and the response says so.
 */
import { cityIndices, colRatio, type CityIndices } from '#domain/cost-of-living/cost-index.ts';
import { AppError } from '../../errors.ts';
import type { RatesView } from '../exchange/index.ts';
import type { ColEngine } from './col-engine.ts';
import { resolveCity, type MarketDataService, type ResolvedCity } from './market-data.service.ts';

export const INDEX_REFERENCE = 'US average = 100';

const round1 = (v: number) => Math.round(v * 10) / 10;

export async function indicesFor(
  engine: ColEngine,
  market: MarketDataService,
  resolved: ResolvedCity,
  view: RatesView,
) {
  const figures = await market.figures(resolved, view);
  const raw = cityIndices(
    figures.map((f) => f.usd),
    engine.referenceUsd(view.asOf),
  );
  const indices = Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [k, round1(v)]),
  ) as unknown as CityIndices;
  return { raw, indices, evidenceCount: figures.reduce((a, f) => a + f.count, 0) };
}

function place(resolved: ResolvedCity) {
  return {
    city: resolved.city.name,
    cityId: resolved.city.id,
    country: resolved.country.name,
    countryCode: resolved.country.iso2,
    isCountryAverage: resolved.city.isCountryAverage,
  };
}

export async function cityIndex(
  engine: ColEngine,
  market: MarketDataService,
  view: RatesView,
  city: string,
  country?: string,
) {
  const resolved = resolveCity(engine, country, city);
  const { indices, evidenceCount } = await indicesFor(engine, market, resolved, view);
  return {
    ...place(resolved),
    reference: INDEX_REFERENCE,
    ...indices,
    evidenceCount,
    as_of: view.asOf,
    stale: view.stale,
  };
}

async function tryResolve(
  engine: ColEngine,
  city: string,
  country?: string,
): Promise<ResolvedCity | null> {
  try {
    return resolveCity(engine, country, city);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export interface CompareInput {
  from: string;
  to: string;
  fromCountry?: string | undefined;
  toCountry?: string | undefined;
}

export async function compareCities(
  engine: ColEngine,
  market: MarketDataService,
  view: RatesView,
  input: CompareInput,
) {
  const [from, to] = await Promise.all([
    tryResolve(engine, input.from, input.fromCountry),
    tryResolve(engine, input.to, input.toCountry),
  ]);
  const base = { reference: INDEX_REFERENCE, as_of: view.asOf, stale: view.stale };
  if (from && to) {
    const [a, b] = await Promise.all([
      indicesFor(engine, market, from, view),
      indicesFor(engine, market, to, view),
    ]);
    const ratio = colRatio(a.raw.costOfLivingPlusRentIndex, b.raw.costOfLivingPlusRentIndex);
    return {
      ...base,
      from: { ...place(from), costOfLivingPlusRentIndex: a.indices.costOfLivingPlusRentIndex },
      to: { ...place(to), costOfLivingPlusRentIndex: b.indices.costOfLivingPlusRentIndex },
      ratio: Math.round(ratio * 10_000) / 10_000,
      fallback: null,
    };
  }
  const fromAverage = /average/i.test(input.from);
  const toAverage = /average/i.test(input.to);
  const ratio = fromAverage && !toAverage ? 0.9 : !fromAverage && toAverage ? 1.1 : 1;
  return {
    ...base,
    from: from ? place(from) : null,
    to: to ? place(to) : null,
    ratio,
    fallback: {
      missing: [...(from ? [] : ['from']), ...(to ? [] : ['to'])],
      rule: "product spec §9: only the origin names an 'Average' 0.9, only the destination 1.1, otherwise 1",
    },
  };
}
