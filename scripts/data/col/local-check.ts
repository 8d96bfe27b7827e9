/**
 * `npx tsx scripts/data/col/local-check.ts`: the local's check of issue 30 (docs/methods/local-check.md).
 * For each of the cities listed there, the five figures a resident checks first (a one-bedroom flat in the
 * centre, a cheap meal, a monthly transit pass, a litre of petrol, the net monthly salary), and the single
 * fare as the
 * market-data answer shows them (the model's figures, no contributions or imports, in the country's
 * currency at the embedded rates snapshot), beside every open observed figure of the same kind that the
 * committed evidence (data/built/evidence.csv) holds for that city or its whole country, with its source
 * and period. Writes the table between the markers of the page; nothing in it is typed by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import type { EvidenceRow } from '#domain/cost-of-living/evidence.ts';
import type { UsdFigure } from '#domain/cost-of-living/figures.ts';
import { loadEmbeddedSnapshot } from '../../../src/server/features/exchange/providers/embedded.provider.ts';
import { createColEngine, type ColEngine } from '../../../src/server/features/prices/col-engine.ts';
import {
  currencyOf,
  round,
  shownValue,
} from '../../../src/server/features/prices/market-data.service.ts';
import { createPlaceMatcher, readEvidence } from './observations.ts';
import { root } from './validation-run.ts';

/**
 * The cities (ISO 3166 alpha-2, name as the place index knows it), chosen as docs/methods/local-check.md
 * says: the ones issue 30 names, then the capitals and largest cities of the countries with a remote-work or
 * digital-nomad visa, then the long-stay hubs of each region.
 */
export const LOCAL_CHECK_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['TH', 'Bangkok'],
  ['IN', 'Mumbai'],
  ['MX', 'Mexico City'],
  ['KE', 'Nairobi'],
  ['VN', 'Ho Chi Minh City'],
  ['GE', 'Tbilisi'],
  ['GB', 'London'],
  ['JP', 'Tokyo'],
  ['CN', 'Beijing'],
  ['US', 'New York City'],
  ['DE', 'Munich'],
  ['DE', 'Berlin'],
  ['IN', 'Delhi'],
  ['IN', 'Bengaluru'],
  ['NG', 'Lagos'],
  ['CN', 'Shanghai'],
  ['PT', 'Lisbon'],
  ['PT', 'Porto'],
  ['ES', 'Barcelona'],
  ['ES', 'Madrid'],
  ['FR', 'Paris'],
  ['NL', 'Amsterdam'],
  ['CZ', 'Prague'],
  ['HU', 'Budapest'],
  ['PL', 'Warsaw'],
  ['PL', 'Kraków'],
  ['EE', 'Tallinn'],
  ['GR', 'Athens'],
  ['IT', 'Rome'],
  ['TR', 'Istanbul'],
  ['RS', 'Belgrade'],
  ['RO', 'Bucharest'],
  ['IE', 'Dublin'],
  ['ID', 'Jakarta'],
  ['US', 'San Francisco'],
  ['US', 'Los Angeles'],
  ['US', 'Miami'],
  ['CA', 'Toronto'],
  ['CA', 'Vancouver'],
  ['MX', 'Playa del Carmen'],
  ['CO', 'Medellín'],
  ['CO', 'Bogotá'],
  ['AR', 'Buenos Aires'],
  ['BR', 'São Paulo'],
  ['BR', 'Rio de Janeiro'],
  ['PE', 'Lima'],
  ['CL', 'Santiago'],
  ['TH', 'Chiang Mai'],
  ['VN', 'Hanoi'],
  ['MY', 'Kuala Lumpur'],
  ['SG', 'Singapore'],
  ['ID', 'Denpasar'],
  ['PH', 'Manila'],
  ['KR', 'Seoul'],
  ['TW', 'Taipei'],
  ['AE', 'Dubai'],
  ['ZA', 'Cape Town'],
  ['MA', 'Marrakesh'],
  ['EG', 'Cairo'],
  ['AU', 'Sydney'],
];

/** The five figures, and the observed concepts that stand for each (the rent concept covers the 1-bed items). */
const CHECKED = [
  {
    itemId: 'rent_1br_centre',
    label: '1-bed centre',
    observed: ['rent_1br_centre', 'rent_1br_all'],
  },
  { itemId: 'meal_inexpensive', label: 'cheap meal', observed: ['meal_inexpensive'] },
  { itemId: 'transit_monthly_pass', label: 'monthly pass', observed: ['transit_monthly_pass'] },
  // Not one of the issue's five, but a single fare is what most feeds publish, and it is not a pass.
  { itemId: 'transit_one_way', label: 'single fare', observed: ['transit_one_way'] },
  { itemId: 'gasoline_1l', label: 'petrol, 1 L', observed: ['gasoline_1l'] },
  { itemId: 'avg_monthly_net_salary', label: 'net salary', observed: ['avg_monthly_net_salary'] },
] as const;

const fmt = (v: number) => round(v).toLocaleString('en-GB', { maximumSignificantDigits: 3 });

/**
 * The observed figures of a city, per checked item: the rows placed in it and the country's national rows,
 * one text per source (a source that reports several parts of the city, such as London's boroughs or
 * Paris's arrondissements, gives their median and range).
 */
function observedFor(
  match: ReturnType<typeof createPlaceMatcher>,
  evidence: readonly EvidenceRow[],
  cityId: string,
  iso3: string,
): Map<string, string[]> {
  const groups = new Map<string, EvidenceRow[]>();
  for (const row of evidence) {
    if (row.iso3 !== iso3) continue;
    const national = row.city === null || /national average/i.test(row.city);
    if (!national && match(row).city?.id !== cityId) continue;
    const item = CHECKED.find((c) => (c.observed as readonly string[]).includes(row.itemId));
    if (!item) continue;
    const key = `${item.itemId}|${row.source}|${national ? 'national' : 'city'}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const out = new Map<string, string[]>();
  for (const [key, rows] of groups) {
    const [itemId, source, where] = key.split('|') as [string, string, string];
    const values = rows.map((r) => r.local).sort((a, b) => a - b);
    const mid = values[Math.floor((values.length - 1) / 2)]!;
    const first = rows[0]!;
    const value =
      rows.length === 1
        ? `${fmt(mid)} ${first.currency}`
        : `${fmt(mid)} ${first.currency}, median of ${rows.length} parts (${fmt(values[0]!)}–${fmt(values.at(-1)!)})`;
    const place = where === 'national' ? 'national' : rows.length === 1 ? first.city : 'the city';
    const periods = [...new Set(rows.map((r) => r.period))].sort().join(', ');
    out.set(itemId, [
      ...(out.get(itemId) ?? []),
      `${value} (${source}, ${periods}, ${place}: ${first.measure})`,
    ]);
  }
  return out;
}

/**
 * The table as Markdown: one row per city and figure, Parity's figure beside the observed ones.
 * @example localCheckTable(createColEngine(), readEvidence('data/built/evidence.csv')).startsWith('|')
 */
export function localCheckTable(engine: ColEngine, evidence: readonly EvidenceRow[]): string {
  const snapshot = loadEmbeddedSnapshot();
  const match = createPlaceMatcher(engine.reference);
  const lines = [
    `Rates: embedded snapshot of ${snapshot.asOf}; model fitted ${engine.params.fitted}.`,
    '',
    '| city | figure | Parity shows | source of Parity’s figure | open observed figure (source, period, place: measure) |',
    '|---|---|---|---|---|',
  ];
  for (const [iso2, name] of LOCAL_CHECK_CITIES) {
    const country = engine.reference.countryByIso2.get(iso2);
    const city = country ? engine.findCity(name, country) : null;
    if (!country || !city) throw new Error(`local check: ${name}, ${iso2} is not a reference city`);
    const currency = currencyOf(country, snapshot.rates);
    const rate = snapshot.rates[currency] ?? 1;
    const figures = engine.modelFigures(city, snapshot.asOf);
    const observed = observedFor(match, evidence, city.id, country.iso3);
    for (const c of CHECKED) {
      const i = CATALOGUE.findIndex((item) => item.id === c.itemId);
      const f = figures[i]!;
      const seen = observed.get(c.itemId)?.join('; ') ?? '—';
      lines.push(
        `| ${city.name}, ${iso2} | ${c.label} | ${fmt(shownValue(f, currency, rate))} ${currency} (US$ ${fmt(f.usd)}) | ${provenance(f)} | ${seen} |`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * Where Parity's figure comes from, as the page says it: a published tariff as published with its year
 * (ADR 164), a model figure with the count of the city's own prices that moved it.
 * @example provenance({ source: 'published', year: 2025, count: 1 } as UsdFigure) // 'published 2025 (the operator’s own fare)'
 */
export function provenance(f: UsdFigure): string {
  if (f.source === 'published') return `published ${f.year} (the operator’s own fare)`;
  return `${f.source} ${f.year}${f.count > 0 ? `, moved to this city’s own observed price (${f.count})` : ''}`;
}

const START = '<!-- local-check:start -->';
const END = '<!-- local-check:end -->';

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const page = path.join(root, 'docs/methods/local-check.md');
  const text = readFileSync(page, 'utf8');
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  if (a < 0 || b < a) throw new Error(`${page} has no ${START} … ${END} markers`);
  const table = localCheckTable(
    createColEngine(),
    readEvidence(path.join(root, 'data/built/evidence.csv')),
  );
  writeFileSync(page, `${text.slice(0, a + START.length)}\n${table}\n${text.slice(b)}`);
  console.log(`wrote ${path.relative(root, page)}: ${LOCAL_CHECK_CITIES.length} cities`);
}
