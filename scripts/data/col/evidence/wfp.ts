/**
 * WFP retail market prices, the latest 12 months of nine countries
 * (data/sources/observed/wfp_food_prices_recent12m_retail.csv, CC BY-IGO) and of 26 more from HDX's files
 * of 2023 (wfp_food_prices_hdx2023_recent12m_retail.csv, extract-wfp-hdx.ts) -> catalogue groceries and petrol
 * per market town: the median over the months of each commodity, then the median over the commodity's
 * varieties (rice is often reported as several local varieties). WFP's own US$ conversion is kept.
 */
import { csvRecords } from '#domain/cost-of-living/csv.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import { median, positive } from './common.ts';

/**
 * Commodity -> catalogue item, by the commodity's name (lower case) and unit, with the factor that turns
 * one unit's price into the item's unit. Anything not listed is not a catalogue item and is skipped.
 */
interface Mapping {
  itemId: string;
  /** Matches the commodity name. */
  name: RegExp;
  /** Factor per WFP unit, e.g. 12 for eggs sold by the piece. */
  units: Record<string, number>;
}

/**
 * A boneless chicken fillet costs more per kg than the whole or broiler chicken WFP records: about 1.6 times,
 * the inverse of the ~62% boneless meat yield of a broiler carcass (method §3, SOURCES.md).
 */
export const FILLET_PER_WHOLE_CHICKEN = 1.6;

/** One pound (the "Libra" of Central American markets), in kg. */
const LB = 0.45359237;

export const WFP_MAPPINGS: readonly Mapping[] = [
  // Plain rice in any local grade; not basmati or aromatic, which the catalogue's white rice is not.
  {
    itemId: 'rice_1kg',
    name: /^rice(?! \((basmati|aromatic))/,
    units: { KG: 1, Libra: 1 / LB, Pound: 1 / LB },
  },
  { itemId: 'eggs_12', name: /^eggs\b/, units: { Dozen: 1, Unit: 12, '1 piece': 12 } },
  // Fresh tomatoes; not tomato paste.
  {
    itemId: 'tomatoes_1kg',
    name: /^tomatoes(?! \(paste)/,
    units: { KG: 1, Libra: 1 / LB, Pound: 1 / LB },
  },
  {
    itemId: 'potatoes_1kg',
    name: /^potatoes\b/,
    units: { KG: 1, Libra: 1 / LB, Pound: 1 / LB, '10 KG': 0.1 },
  },
  // Bulb onions; not spring onions, sold by the bunch's weight at several times the price.
  {
    itemId: 'onions_1kg',
    name: /^onions(?! \(spring)/,
    units: { KG: 1, Libra: 1 / LB, Pound: 1 / LB },
  },
  // Packaged or fresh cow's milk; not camel milk, raw (non-pasteurized) milk or powder.
  {
    itemId: 'milk_1l',
    name: /^milk( \((fresh|uht|pasteurized|cow, pasteurized|cow, fresh)\))?$/,
    units: { L: 1, KG: 1, '500 ML': 2 },
  },
  {
    itemId: 'chicken_fillets_1kg',
    name: /^meat \(chicken/,
    units: {
      KG: FILLET_PER_WHOLE_CHICKEN,
      Libra: FILLET_PER_WHOLE_CHICKEN / LB,
      Pound: FILLET_PER_WHOLE_CHICKEN / LB,
    },
  },
  {
    itemId: 'beef_round_1kg',
    name: /^meat \(beef\)/,
    units: { KG: 1, Libra: 1 / LB, Pound: 1 / LB },
  },
  { itemId: 'bananas_1kg', name: /^bananas( \(ripe\))?$/, units: { KG: 1 } },
  // Apples; not the "Tahitian apple" of Fiji's markets (ambarella, another fruit).
  { itemId: 'apples_1kg', name: /^apples(?! \(tahitian)/, units: { KG: 1 } },
  { itemId: 'oranges_1kg', name: /^oranges\b/, units: { KG: 1, Libra: 1 / LB, Pound: 1 / LB } },
  // A plain loaf by weight (a "Unit" or "Loaf" of unknown weight is left out).
  {
    itemId: 'bread_500g',
    name: /^bread( \(common\))?$/,
    units: { KG: 0.5, '500 G': 1, '700 G': 500 / 700, Pound: 0.5 / LB },
  },
  { itemId: 'gasoline_1l', name: /^fuel \(petrol/, units: { L: 1 } },
];

/** Markets that are camps or settlements: prices there are not what a resident of a town pays. */
const NOT_A_TOWN = /camp|settlement|refugee|kakuma|dadaab|daadab|kalobeyei|\bidp\b/i;

/**
 * The catalogue item and unit factor of a WFP commodity, or null.
 * @example mapCommodity('Eggs (brown)', '1 piece') // { itemId: 'eggs_12', factor: 12 }
 */
export function mapCommodity(
  commodity: string,
  unit: string,
): { itemId: string; factor: number } | null {
  const name = commodity.toLowerCase();
  for (const m of WFP_MAPPINGS) {
    if (!m.name.test(name)) continue;
    const factor = m.units[unit];
    return factor === undefined ? null : { itemId: m.itemId, factor };
  }
  return null;
}

const coordinate = (cell: string | undefined) =>
  cell !== undefined && cell.trim() !== '' && Number.isFinite(Number(cell)) ? Number(cell) : null;

interface Cell {
  iso3: string;
  market: string;
  admin1: string;
  lat: number | null;
  lon: number | null;
  currency: string;
  itemId: string;
  /** Per commodity variety: monthly (local, usd, date) prices in the item's unit. */
  varieties: Map<string, Array<{ local: number; usd: number; date: string }>>;
}

/**
 * One row per country, market town and catalogue item; `source` names the table it came from.
 * @example wfpRows(csv).filter((r) => r.itemId === 'rice_1kg').length
 */
export function wfpRows(csv: string, source = 'wfp-retail-12m'): EvidenceRow[] {
  const cells = new Map<string, Cell>();
  for (const { record: r } of csvRecords(csv)) {
    if (r.pricetype !== 'Retail' || NOT_A_TOWN.test(`${r.market} ${r.admin2}`)) continue;
    const mapped = mapCommodity(r.commodity ?? '', r.unit ?? '');
    const local = positive(r.price);
    const usd = positive(r.usdprice);
    if (!mapped || local === null || usd === null || !r.market || !r.iso3) continue;
    const key = `${r.iso3}|${r.market}|${mapped.itemId}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = {
        iso3: r.iso3,
        market: r.market,
        admin1: r.admin1 ?? '',
        lat: coordinate(r.latitude),
        lon: coordinate(r.longitude),
        currency: r.currency ?? '',
        itemId: mapped.itemId,
        varieties: new Map(),
      };
      cells.set(key, cell);
    }
    const list = cell.varieties.get(r.commodity!) ?? [];
    list.push({ local: local * mapped.factor, usd: usd * mapped.factor, date: r.date ?? '' });
    cell.varieties.set(r.commodity!, list);
  }
  const out: EvidenceRow[] = [];
  for (const cell of cells.values()) {
    const perVariety = [...cell.varieties.values()];
    const dates = perVariety
      .flat()
      .map((p) => p.date)
      .sort();
    out.push({
      source,
      iso3: cell.iso3,
      city: cell.market,
      admin1: cell.admin1 || null,
      lat: cell.lat,
      lon: cell.lon,
      population: null,
      itemId: cell.itemId,
      measure: 'median of monthly retail market prices, median over varieties',
      local: median(perVariety.map((v) => median(v.map((p) => p.local)))),
      currency: cell.currency,
      usd: median(perVariety.map((v) => median(v.map((p) => p.usd)))),
      period: (dates[dates.length >> 1] ?? '').slice(0, 7),
      n: dates.length,
    });
  }
  return out;
}
