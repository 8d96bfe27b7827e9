import type { CountryAnchors } from './anchors.ts';
import { CATALOGUE, evidenceKey, type CatalogueItem } from './catalogue.ts';
import { BASIS_WIDENING, type CountryBasis } from './categories.ts';
import { usInflation } from './carry-forward.ts';
import type { ColFacts } from './facts.ts';
import { intervalFor, type ItemParams, type ModelParams } from './params.ts';
import type { WageBasis } from './wages.ts';

/**
 * Stage 3 of the pipeline (method §3): every item's price in a country from the country's anchors and
 * the item's fitted parameters,
 *     ln(usd / US base carried forward) = delta + beta x wage + gamma x level[heading],
 * and its 80% interval (stage 5, method §10) from the category's held-out errors, widened for weaker
 * bases and for an estimated wage anchor.
 */
export interface CountryEstimate {
  iso3: string;
  basis: CountryBasis;
  wageBasis: WageBasis | 'regional-estimate';
  /** US$ value per catalogue item, in CATALOGUE order. */
  usd: Float64Array;
  /** ln(low / value) (negative) and ln(high / value) (positive) per item. */
  lowLog: Float64Array;
  highLog: Float64Array;
  /** The anchors' urban premium (method §5), for the city stage. */
  urbanPremium: number;
  /** Each item's elasticity to the local wage: beta, 1 for the salary, 0 for a rate. */
  wageElasticity: Float64Array;
  /** Items set to a figure the country publishes (its lending rate, ADR 165): index -> its year. */
  published?: ReadonlyMap<number, number>;
}

/** z of the 90th percentile of a normal: turns a log standard deviation into an 80% half-interval. */
const Z80 = 1.2816;

/** Smallest half-interval on either side, in log points. */
const MIN_SIDE = 0.05;

/** The mortgage rate without a published lending rate: the US rate stands in, halved to doubled. */
const RATE_INTERVAL = Math.log(2);

/**
 * Around a published lending rate shown as the mortgage rate (ADR 165): a mortgage may be priced a
 * third below or half above a bank's general lending rate.
 */
const LENDING_INTERVAL = Math.log(1.5);

/**
 * ln(price / US price) of an item for a country's anchors.
 * @example itemLogRatio({ delta: 0, beta: 0.5, gamma: 0, countries: 0, n: 0 }, CATALOGUE[0]!, { wage: -2, level: {} } as never) // -1
 */
export function itemLogRatio(p: ItemParams, item: CatalogueItem, anchors: CountryAnchors): number {
  // A fuel whose taxes the country publishes: the world pre-tax price plus its taxes (ADR 118).
  const taxed = anchors.taxedFuel?.[item.id];
  if (taxed !== undefined) return taxed;
  return (
    p.delta + p.beta * wageRegressor(item, anchors.wage) + p.gamma * (anchors.level[item.icp] ?? 0)
  );
}

/**
 * Below this wage anchor (ln of the net wage over the US's: -3 is 5%, about US$190 a month) market goods
 * get cheaper with wages much more slowly: staples there cost about what they cost to import or export
 * (ADR 115, method §2). Chosen among -3.5, -3, -2.5 and -2 by the held-out table: without it the
 * low-income groceries read 0.81 of the observed prices.
 */
export const TRADABLE_WAGE_FLOOR = -3;

/**
 * The share of the wage elasticity that market goods keep below TRADABLE_WAGE_FLOOR (ADR 118): a bend,
 * not a flat floor, so two poor countries whose wages differ still differ item by item (the Food Basket
 * of Kampala and Dhaka no longer moves only with the food price level).
 */
export const BELOW_FLOOR_SLOPE = 0.25;

/**
 * The wage regressor of an item: the wage anchor, bent at TRADABLE_WAGE_FLOOR for market goods.
 * @example wageRegressor(CATALOGUE.find((i) => i.id === 'rice_1kg')!, -4) // -3.25
 */
export function wageRegressor(item: CatalogueItem, wage: number): number {
  if (item.category !== 'markets' || wage >= TRADABLE_WAGE_FLOOR) return wage;
  return TRADABLE_WAGE_FLOOR + BELOW_FLOOR_SLOPE * (wage - TRADABLE_WAGE_FLOOR);
}

/**
 * Every catalogue figure of one country at decimal date `when`.
 * @example estimateCountry(anchors.get('USA')!, params, facts, 2026.9).usd[0] // the US meal, carried forward
 */
export function estimateCountry(
  anchors: CountryAnchors,
  params: ModelParams,
  facts: Pick<ColFacts, 'usBase' | 'usCpi'>,
  when: number,
): CountryEstimate {
  const n = CATALOGUE.length;
  const usd = new Float64Array(n);
  const lowLog = new Float64Array(n);
  const highLog = new Float64Array(n);
  const wageElasticity = new Float64Array(n);
  const widen = BASIS_WIDENING[anchors.basis];
  const published = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const item = CATALOGUE[i]!;
    const base = facts.usBase[i]!;
    const p = params.items[item.id]!;
    const interval = intervalFor(
      params.intervals[evidenceKey(item)] ?? params.intervals[item.category],
      anchors.incomeGroup,
    );
    if (item.kind === 'rate') {
      const lending = anchors.lendingRate;
      usd[i] = lending?.pct ?? base.usd;
      lowLog[i] = -(lending ? LENDING_INTERVAL : RATE_INTERVAL);
      highLog[i] = lending ? LENDING_INTERVAL : RATE_INTERVAL;
      if (lending) published.set(i, lending.year);
      continue;
    }
    wageElasticity[i] = item.kind === 'wage' ? 1 : p.beta;
    // The wage anchor's own uncertainty (a GNI or regional estimate) passes through beta.
    const wageSd = (item.kind === 'wage' ? 1 : Math.abs(p.beta)) * anchors.wageUncertainty * Z80;
    // Each side at least 5%: a biased category (both quantiles on one side) still gets a two-sided range.
    lowLog[i] = -Math.hypot(Math.max(-interval.q10, MIN_SIDE) * widen, wageSd);
    highLog[i] = Math.hypot(Math.max(interval.q90, MIN_SIDE) * widen, wageSd);
    usd[i] =
      item.kind === 'wage'
        ? anchors.netWageUsd
        : base.usd *
          usInflation(facts.usCpi, base.year, when) *
          Math.exp(itemLogRatio(p, item, anchors));
  }
  return {
    iso3: anchors.iso3,
    basis: anchors.basis,
    wageBasis: anchors.wageBasis,
    usd,
    lowLog,
    highLog,
    urbanPremium: anchors.urbanPremium,
    wageElasticity,
    ...(published.size > 0 ? { published } : {}),
  };
}
