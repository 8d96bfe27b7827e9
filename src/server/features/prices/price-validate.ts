/**
 * Compare the engine with a table of observed prices (issue 4 §6; method §11). Layouts:
 *  - `city,country_code,item_id,price_usd` (country code alpha-2 or alpha-3);
 *  - The Economist's Big Mac table (`iso3,currency,local_price,dollar_price,date`): each row is the
 *    country average's fast-food combo, compared relative to the US (method §7), EUZ = euro area.
 * Output: median absolute % error per category and overall, and the Spearman rank correlation between
 * observed and estimated city price levels (geometric mean over the city's items, relative to the US).
 */
import { median } from '#domain/cost-of-living/big-mac-check.ts';
import { CATALOGUE, findItem, itemIndex } from '#domain/cost-of-living/catalogue.ts';
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { City } from '#domain/reference-types.ts';
import { AppError } from '../../errors.ts';
import type { ColEngine } from './col-engine.ts';
import { resolveCity } from './market-data.service.ts';

const EURO_AREA = [
  'AT',
  'BE',
  'HR',
  'CY',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'SK',
  'SI',
  'ES',
];

export interface Observed {
  line: number;
  cities: City[];
  place: string;
  itemId: string;
  usd: number;
}

export function parseObserved(text: string, engine: ColEngine) {
  const records = csvRecords(text);
  const bigMac = records[0] && 'dollar_price' in records[0].record;
  const observed: Observed[] = [];
  const problems: Array<{ line: number; message: string }> = [];
  for (const { line, record } of records) {
    const code = (bigMac ? record.iso3 : record.country_code) ?? '';
    const itemId = bigMac ? 'combo_meal_fastfood' : (record.item_id ?? '');
    const usd = Number(bigMac ? record.dollar_price : record.price_usd);
    if (!findItem(itemId)) problems.push({ line, message: `unknown item_id '${itemId}'` });
    else if (!(usd > 0)) problems.push({ line, message: 'price is not a number greater than 0' });
    else if (code.toUpperCase() === 'EUZ') {
      const cities = EURO_AREA.map((c) => engine.reference.countryAverage(c)).filter(
        (c): c is City => c !== undefined,
      );
      observed.push({ line, cities, place: 'Euro area', itemId, usd });
    } else {
      try {
        // A Big Mac row is a country: its average (a name containing 'Average', docs/product.md §7).
        const resolved = resolveCity(engine, code, bigMac ? 'Average' : (record.city ?? ''));
        observed.push({
          line,
          cities: [resolved.city],
          place: `${resolved.city.name}, ${resolved.country.iso2}`,
          itemId,
          usd,
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        problems.push({ line, message: `city '${record.city ?? code}' not found` });
      }
    }
  }
  return { observed, problems, relativeToUs: Boolean(bigMac) };
}

/**
 * Spearman rank correlation (average ranks for ties).
 * @example spearman([1, 2, 3], [10, 20, 30]) // 1
 */
export function spearman(a: number[], b: number[]): number {
  const rank = (v: number[]) => {
    const order = v.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const r = new Array<number>(v.length);
    for (let i = 0; i < order.length;) {
      let j = i;
      while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
      for (let k = i; k <= j; k++) r[order[k]![1]] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return r;
  };
  const ra = rank(a);
  const rb = rank(b);
  const mean = (a.length + 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < a.length; i++) {
    num += (ra[i]! - mean) * (rb[i]! - mean);
    da += (ra[i]! - mean) ** 2;
    db += (rb[i]! - mean) ** 2;
  }
  return da && db ? num / Math.sqrt(da * db) : 0;
}

export function validate(
  engine: ColEngine,
  asOf: string,
  parsed: ReturnType<typeof parseObserved>,
) {
  const reference = engine.referenceUsd(asOf);
  const estimate = (o: Observed) => {
    const i = itemIndex(o.itemId);
    const logs = o.cities.map((c) => Math.log(engine.modelFigures(c, asOf)[i]!.usd));
    return Math.exp(logs.reduce((x, y) => x + y, 0) / logs.length);
  };
  // Relative layouts (Big Mac): scale each item so the US row is matched exactly (method §7).
  const scale = new Map<string, number>();
  if (parsed.relativeToUs) {
    for (const o of parsed.observed)
      if (o.cities[0]?.countryCode === 'US' && o.cities[0].isCountryAverage)
        scale.set(o.itemId, o.usd / estimate(o));
  }
  const rows = parsed.observed.map((o) => {
    const est = estimate(o) * (scale.get(o.itemId) ?? 1);
    return { ...o, estimate: est, error: (est - o.usd) / o.usd };
  });
  const scored = rows.filter(
    (r) => !(parsed.relativeToUs && r.cities[0]?.countryCode === 'US' && r.cities.length === 1),
  );
  const byCategory = new Map<string, number[]>();
  for (const r of scored) {
    const category = findItem(r.itemId)!.category;
    byCategory.set(category, [...(byCategory.get(category) ?? []), Math.abs(r.error)]);
  }
  const places = new Map<string, { observed: number[]; estimated: number[] }>();
  for (const r of scored) {
    const i = itemIndex(r.itemId);
    const p = places.get(r.place) ?? { observed: [], estimated: [] };
    const ref = (reference[i] as number) * (scale.get(r.itemId) ?? 1);
    p.observed.push(Math.log(r.usd / ref));
    p.estimated.push(Math.log(r.estimate / ref));
    places.set(r.place, p);
  }
  const level = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const cities = [...places.values()];
  return {
    rows: scored.length,
    perCategory: CATALOGUE.map((i) => i.category)
      .filter((c, k, all) => all.indexOf(c) === k && byCategory.has(c))
      .map((c) => ({
        category: c,
        n: byCategory.get(c)!.length,
        mdape: median(byCategory.get(c)!),
      })),
    overall: median(scored.map((r) => Math.abs(r.error))),
    cities: cities.length,
    rankCorrelation: spearman(
      cities.map((c) => level(c.observed)),
      cities.map((c) => level(c.estimated)),
    ),
    worst: [...scored].sort((a, b) => Math.abs(b.error) - Math.abs(a.error)).slice(0, 5),
  };
}
