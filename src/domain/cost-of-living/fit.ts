import type { CountryAnchors } from './anchors.ts';
import { evidenceKey, TARIFF_ITEMS } from './catalogue.ts';
import { fareEffectForPass, passFollowsFare, publishedTariff } from './tariffs.ts';
import type { CategoryKey } from './categories.ts';
import { cityLogFactor, cityWageShift, resortShift } from './city.ts';
import { conceptItem, conceptItems, type Observation } from './observation.ts';
import { itemLogRatio, wageRegressor } from './item-model.ts';
import { priorParams, type ItemParams, type ModelParams } from './params.ts';
import { normal, ridgeSolve } from './ridge.ts';

export { ridgeSolve };

/**
 * Stage 1 -> parameters (method §3, §5): fit the item and city parameters on observed prices by ridge
 * regression towards the stated priors. Pure: the scripts read the evidence and the anchors and write the
 * result to data/built/col-params.json.
 */

/** Residual scale of one country's mean observation, and the prior scales (log points) of each parameter. */
export const FIT_SCALES = {
  residual: 0.25,
  delta: 0.5,
  beta: 0.15,
  gamma: 0.15,
  citySize: 0.05,
  cityCapital: 0.1,
  cityLargest: 0.3,
  localIncome: 0.25,
  cityMetro: 0.15,
} as const;

/** The category whose within-country evidence fits the local-income elasticity (ADR 147). */
export const LOCAL_INCOME_CATEGORY: CategoryKey = 'rent per month';

export function groupBy<T>(list: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const t of list) {
    const k = key(t);
    const group = out.get(k);
    if (group) group.push(t);
    else out.set(k, [t]);
  }
  return out;
}

/**
 * City stage: per category, size and capital effects from deviations within a country and dataset, after
 * the local wage's share (the item's prior beta x the place's wage shift, method §5) and a resort town's
 * housing premium (ADR 137) are taken out.
 */
function fitCity(
  obs: readonly Observation[],
  anchors: ReadonlyMap<string, CountryAnchors>,
  params: ModelParams,
): void {
  type Row = { x: number[]; y: number; w: number; income: number; metro: number; local: boolean };
  const byCategory = new Map<CategoryKey, Row[]>();
  for (const group of groupBy(obs, (o) => `${o.iso3}|${o.concept}|${o.source}`).values()) {
    if (group.length < 3) continue;
    const item = conceptItem(group[0]!.concept);
    const category = item.category;
    const urban = anchors.get(group[0]!.iso3)!.urbanPremium;
    const beta = params.items[item.id]!.beta;
    // The resort premium is a stated prior (city.ts), not fitted here: taken out like the wage's share.
    // The local income's share is fitted (ADR 147): its regressor is the item's prior beta x ln income.
    const y = (o: Observation) =>
      o.logRatio - beta * cityWageShift(urban, o.city, 0) - resortShift(category, o.city);
    const mean = (f: (o: Observation) => number) =>
      group.reduce((s, o) => s + f(o), 0) / group.length;
    const my = mean(y);
    const mx = mean((o) => o.city.size);
    const mc = mean((o) => (o.city.capital ? 1 : 0));
    const ml = mean((o) => (o.city.largest ? 1 : 0));
    const mi = mean((o) => beta * (o.city.income ?? 0));
    const mm = mean((o) => o.city.metro ?? 0);
    // A dataset with many places (2,600 US metros) counts as at most 30 places, so that one country's
    // geography does not set every country's city effect.
    const w = Math.min(1, 30 / group.length);
    // The country's largest place is one place in any dataset (ADR 125): capped like the others it
    // counted 0.01 in HUD's 2,600 areas (New York) and 0.1 in Portugal's 308 municipalities (Lisbon),
    // so the largest-city premium stood near its prior while every held-out largest city but Toronto
    // read 1.3-1.5 times the model. Its rows (London's 32 boroughs) share one place's weight.
    const nLargest = group.filter((o) => o.city.largest).length;
    const rows = byCategory.get(category) ?? [];
    for (const o of group)
      rows.push({
        x: [o.city.size - mx, (o.city.capital ? 1 : 0) - mc, (o.city.largest ? 1 : 0) - ml],
        y: y(o) - my,
        w: o.city.largest ? 1 / nLargest : w,
        income: beta * (o.city.income ?? 0) - mi,
        metro: (o.city.metro ?? 0) - mm,
        local: (o.city.income ?? 0) !== 0,
      });
    byCategory.set(category, rows);
  }
  const s2 = FIT_SCALES.residual ** 2;
  const cityLambda = [
    1 / FIT_SCALES.citySize ** 2,
    1 / FIT_SCALES.cityCapital ** 2,
    1 / FIT_SCALES.cityLargest ** 2,
  ];
  // First the rents, with the local-income elasticity as a fourth coefficient and the metropolitan
  // access (ADR 168) as a fifth, prior 0; then every other category with that elasticity's share taken
  // out, as the wage's share is (metropolitan access is the rents' alone).
  const incomeRows = byCategory.get(LOCAL_INCOME_CATEGORY) ?? [];
  let elasticity = params.localIncome.elasticity;
  const withIncome = incomeRows.filter((r) => r.local).length;
  if (withIncome > 0) {
    const prior = params.city[LOCAL_INCOME_CATEGORY];
    const { a, b } = normal(
      incomeRows.map((r) => ({ x: [...r.x, r.income, r.metro], y: r.y, w: r.w / s2 })),
      5,
    );
    const [size, capital, largest, e, metro] = ridgeSolve(
      a,
      b,
      [...cityLambda, 1 / FIT_SCALES.localIncome ** 2, 1 / FIT_SCALES.cityMetro ** 2],
      [prior.size, prior.capital, prior.largest, elasticity, 0],
    );
    elasticity = e!;
    params.localIncome = { elasticity, n: withIncome };
    params.city[LOCAL_INCOME_CATEGORY] = {
      size: size!,
      capital: capital!,
      largest: largest!,
      metro: metro!,
      n: incomeRows.length,
    };
  }
  for (const [category, rows] of byCategory) {
    if (category === LOCAL_INCOME_CATEGORY && withIncome > 0) continue;
    const prior = params.city[category];
    const { a, b } = normal(
      rows.map((r) => ({ x: r.x, y: r.y - elasticity * r.income, w: r.w / s2 })),
      3,
    );
    const [size, capital, largest] = ridgeSolve(a, b, cityLambda, [
      prior.size,
      prior.capital,
      prior.largest,
    ]);
    params.city[category] = {
      size: size!,
      capital: capital!,
      largest: largest!,
      n: rows.length,
    };
  }
}

/** Item stage: per concept, delta, beta and gamma from the countries' mean observations. */
function fitItems(
  obs: readonly Observation[],
  anchors: ReadonlyMap<string, CountryAnchors>,
  params: ModelParams,
): void {
  for (const [concept, list] of groupBy(obs, (o) => o.concept)) {
    const item = conceptItem(concept);
    const rows: Array<{ x: number[]; y: number; w: number }> = [];
    for (const [iso3, group] of groupBy(list, (o) => o.iso3)) {
      const a = anchors.get(iso3);
      if (!a || !Number.isFinite(a.wage)) continue;
      // A taxed fuel is priced from its taxes there (ADR 118), so its observations say nothing about
      // the wage and price-level model of the untaxed countries. The US (anchors 0) still pins its level.
      if (a.taxedFuel?.[item.id] !== undefined && iso3 !== 'USA') continue;
      const mean = (f: (o: Observation) => number) =>
        group.reduce((s, o) => s + f(o), 0) / group.length;
      const y = mean((o) => o.logRatio - cityLogFactor(params, item.category, o.city));
      // The wage anchor of the places observed: the country's, moved by each place's urban share.
      const wage =
        wageRegressor(item, a.wage) +
        mean((o) => cityWageShift(a.urbanPremium, o.city, params.localIncome.elasticity));
      const scale = Math.min(...group.map((o) => o.scale ?? FIT_SCALES.residual));
      rows.push({ x: [1, wage, a.level[item.icp]], y, w: 1 / scale ** 2 });
    }
    if (rows.length === 0) continue;
    // A tariff is a policy choice of one operator (Spain's subsidised passes, a flat BRT fare): a few
    // of them say nothing about every other city, so a tariff item keeps its prior level and elasticities
    // until tariffs of MIN_TARIFF_COUNTRIES countries support a fit; until then they are their own
    // cities' evidence only (`cityEffectsFrom`).
    if (TARIFF_ITEMS.has(item.id) && rows.length < MIN_TARIFF_COUNTRIES) continue;
    const { a, b } = normal(rows, 3);
    const [delta, beta, gamma] = ridgeSolve(
      a,
      b,
      [1 / FIT_SCALES.delta ** 2, 1 / FIT_SCALES.beta ** 2, 1 / FIT_SCALES.gamma ** 2],
      [0, item.prior.beta, item.prior.gamma],
    );
    const fitted: ItemParams = {
      delta: delta!,
      beta: beta!,
      gamma: gamma!,
      countries: rows.length,
      n: list.length,
    };
    for (const id of conceptItems(concept)) params.items[id] = { ...fitted };
  }
}

/** The purchase-price concept and the rent concept its price-to-rent ratio is measured against (ADR 118). */
/** Fewest countries whose published tariffs may fit a tariff item's level and elasticities (issue 30). */
export const MIN_TARIFF_COUNTRIES = 10;

export const PURCHASE_CONCEPT = 'buy_sqm_all';
export const PURCHASE_RENT_CONCEPT = 'rent_1br_all';

/** Fewest places with both an observed purchase price and an observed rent for the price-to-rent link. */
export const MIN_PRICE_RENT_PAIRS = 20;

/**
 * Purchase prices as rents times a price-to-rent ratio (ADR 118, method §3). Where the evidence holds
 * places with both an observed purchase price per m² and an observed 1-bedroom rent (Statistics Portugal's
 * municipalities, France's communes, eight Spanish provinces; ADR 129), ln(price / rent) relative to the two
 * US bases is fitted on the place's size, capital status and largest-city mark: an intercept (the ratio at
 * a town of 50,000) and a price-to-rent gradient (ridge towards 0). The purchase items then take the
 * 1-bedroom rent's fitted wage and price-level elasticities and its level correction plus that intercept,
 * and the rent's city effects plus the gradient: a city's price per m² follows its rent, which seven
 * countries' rent statistics fit, and the ratio, which Portugal's, France's and Spain's measure. Without enough pairs the purchase items keep what
 * `fitItems` and `fitCity` made of them (the catalogue priors).
 */
function fitPurchase(obs: readonly Observation[], params: ModelParams): void {
  const byPlace = (concept: string) => {
    const out = new Map<string, Observation | null>();
    for (const o of obs) {
      if (o.concept !== concept) continue;
      const key = `${o.iso3}|${o.place}`;
      // A name given twice (Lagoa in the Algarve and in the Azores) cannot be paired safely.
      out.set(key, out.has(key) ? null : o);
    }
    return out;
  };
  const rents = byPlace(PURCHASE_RENT_CONCEPT);
  const pairs: Array<{ sale: Observation; rent: Observation }> = [];
  for (const [key, sale] of byPlace(PURCHASE_CONCEPT)) {
    const rent = rents.get(key);
    if (sale && rent) pairs.push({ sale, rent });
  }
  if (pairs.length < MIN_PRICE_RENT_PAIRS) return;
  const s2 = FIT_SCALES.residual ** 2;
  const { a, b } = normal(
    pairs.map(({ sale, rent }) => ({
      x: [
        1,
        sale.city.size,
        sale.city.capital ? 1 : 0,
        sale.city.largest ? 1 : 0,
        sale.city.metro ?? 0,
      ],
      y: sale.logRatio - rent.logRatio,
      w: 1 / s2,
    })),
    5,
  );
  const [intercept, size, capital, largest, metro] = ridgeSolve(
    a,
    b,
    [
      1e-6,
      1 / FIT_SCALES.citySize ** 2,
      1 / FIT_SCALES.cityCapital ** 2,
      1 / FIT_SCALES.cityLargest ** 2,
      1 / FIT_SCALES.cityMetro ** 2,
    ],
    [0, 0, 0, 0, 0],
  );
  const rentItem = params.items[conceptItems(PURCHASE_RENT_CONCEPT)[0]!]!;
  const rentCity = params.city[conceptItem(PURCHASE_RENT_CONCEPT).category];
  const countries = new Set(pairs.map((p) => p.sale.iso3)).size;
  for (const id of conceptItems(PURCHASE_CONCEPT))
    params.items[id] = {
      delta: rentItem.delta + intercept!,
      beta: rentItem.beta,
      gamma: rentItem.gamma,
      countries,
      n: pairs.length,
    };
  params.city[conceptItem(PURCHASE_CONCEPT).category] = {
    size: rentCity.size + size!,
    capital: rentCity.capital + capital!,
    largest: rentCity.largest + largest!,
    metro: (rentCity.metro ?? 0) + metro!,
    n: pairs.length,
  };
}

/**
 * Fit every parameter on a set of observations: the city stage first (within countries), then the items
 * on the countries' city-adjusted means, then purchase prices from rents where the evidence measures
 * their ratio (`fitPurchase`). Intervals stay at their priors (see `heldOutErrors`).
 * @example fitParams([], anchors).items.meal_inexpensive?.countries // 0
 */
export function fitParams(
  obs: readonly Observation[],
  anchors: ReadonlyMap<string, CountryAnchors>,
): ModelParams {
  const params = priorParams();
  const usable = obs.filter((o) => conceptItems(o.concept).length > 0 && anchors.has(o.iso3));
  fitCity(usable, anchors, params);
  fitItems(usable, anchors, params);
  passFollowsFare(params, MIN_TARIFF_COUNTRIES);
  fitPurchase(usable, params);
  params.observations = usable.length;
  return params;
}

/**
 * Local evidence (method §5): for each reference city with observed prices, the mean residual of its
 * observations per category after the full fit, shrunk by n / (n + 1) for n observations. The city's
 * modelled figures of that category move by this much, so a metro whose rents the evidence measures is not
 * priced like any other city of its size. A city with observed rents and no observed purchase prices takes
 * its rent effect for the purchase prices as well (ADR 118).
 * @example cityEffectsFrom(obs, anchors, params)['5128581']?.['rent per month']?.effect
 */
export function cityEffectsFrom(
  obs: readonly Observation[],
  anchors: ReadonlyMap<string, CountryAnchors>,
  params: ModelParams,
): ModelParams['cityEffects'] {
  const out: ModelParams['cityEffects'] = {};
  const located = obs.filter((o) => o.cityId !== null && anchors.has(o.iso3));
  for (const [key, group] of groupBy(
    located,
    (o) => `${o.cityId}|${evidenceKey(conceptItem(o.concept))}`,
  )) {
    const [cityId, evidence] = key.split('|') as [string, string];
    const a = anchors.get(group[0]!.iso3)!;
    const mean =
      group.reduce((s, o) => s + o.logRatio - predictLog(params, a, o), 0) / group.length;
    const n = group.length;
    // A published tariff is the price, not a sample of prices: taken whole (`TARIFF_ITEMS`).
    const shrink = TARIFF_ITEMS.has(evidence) ? 1 : n / (n + 1);
    (out[cityId] ??= {})[evidence] = {
      effect: mean * shrink,
      n,
      ...(TARIFF_ITEMS.has(evidence) ? publishedTariff(group) : {}),
    };
  }
  // A purchase price follows the rent (fitPurchase): a city whose rents are observed but whose purchase
  // prices are not takes its rent effect for them too, so New York's price per m² rises with its HUD rents.
  const rent = conceptItem(PURCHASE_RENT_CONCEPT).category;
  const buy = conceptItem(PURCHASE_CONCEPT).category;
  for (const effects of Object.values(out))
    if (effects[rent] && !effects[buy]) effects[buy] = { ...effects[rent] };
  // A city that publishes its fare and no pass: its pass moves with its fare (ADR 164).
  return fareEffectForPass(out);
}

/**
 * The model's ln(price / US base) for an observation's concept, place and country.
 * @example predictLog(params, anchors.get('THA')!, obs) // a log ratio
 */
export function predictLog(params: ModelParams, anchors: CountryAnchors, o: Observation): number {
  const item = conceptItem(o.concept);
  const p = params.items[item.id]!;
  return (
    itemLogRatio(p, item, anchors) +
    cityLogFactor(params, item.category, o.city) +
    p.beta * cityWageShift(anchors.urbanPremium, o.city, params.localIncome.elasticity)
  );
}
