/**
 * One-off extraction (issue 31, SOURCES.md "Salary Insights Hub"): each country's mean monthly earnings
 * of employees by ISCO-08 major group, from an unchanged ILOSTAT export of EAR_4MTH_SEX_OCU_CUR_NB_A
 * ("Average monthly earnings of employees by sex and occupation (local currency)", CC BY 4.0), as
 * data/sources/ilo_earnings_by_occupation.csv (iso3, year, source, group, mean_monthly).
 *
 * Kept: sex Total, ISCO-08 rows (not ISCO-88, not skill levels) with a figure ILOSTAT does not flag
 * "Unreliable" (or zero), for each country the latest year that
 * has the total and every major group 1–9 the country publishes; group is 'total' or '0'–'9'. The
 * currency is the export's note, copied as it is: the hub only uses ratios within one country-year,
 * so the unit never mixes. Countries are matched by name to data/built/countries.json (the aliases
 * below are ILOSTAT's spellings); an unmatched name stops the run rather than being dropped silently.
 *
 * Run: `npx tsx scripts/data/salary/extract-ilo-occupations.ts <ilo-earnings-by-occupation.csv>`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '#domain/cost-of-living/csv.ts';

/** ILOSTAT country names that differ from data/built/countries.json. */
export const ILO_NAMES: Readonly<Record<string, string>> = {
  'Bolivia (Plurinational State of)': 'BOL',
  'Brunei Darussalam': 'BRN',
  Congo: 'COG',
  'Congo, Democratic Republic of the': 'COD',
  Curaçao: 'CUW',
  "Côte d'Ivoire": 'CIV',
  'Hong Kong, China': 'HKG',
  "Lao People's Democratic Republic": 'LAO',
  'Macao, China': 'MAC',
  'Palestine (State of)': 'PSE',
  'Republic of Korea': 'KOR',
  'Republic of Moldova': 'MDA',
  'Russian Federation': 'RUS',
  'Tanzania, United Republic of': 'TZA',
  'Timor-Leste': 'TLS',
  'United Kingdom of Great Britain and Northern Ireland': 'GBR',
  'United States of America': 'USA',
  'Venezuela (Bolivarian Republic of)': 'VEN',
  'Viet Nam': 'VNM',
};

export interface OccupationRow {
  iso3: string;
  year: number;
  source: string;
  group: string;
  meanMonthly: number;
}

const GROUP = /^Occupation \(ISCO-08\): (Total|([0-9])\. .+)$/;

export function extractIloOccupations(
  text: string,
  nameToIso3: ReadonlyMap<string, string>,
): OccupationRow[] {
  const [head, ...body] = parseCsv(text.replace(/^\uFEFF/, ''));
  const col = (name: string) => {
    const i = head?.cells.indexOf(name) ?? -1;
    if (i < 0) throw new Error(`not an ILOSTAT export: no "${name}" column`);
    return i;
  };
  const [area, source, sex, classif, time, value, status] = [
    'ref_area.label',
    'source.label',
    'sex.label',
    'classif1.label',
    'time',
    'obs_value',
    'obs_status.label',
  ].map(col) as [number, number, number, number, number, number, number];
  // country → year → group → row
  const byCountry = new Map<string, Map<number, Map<string, OccupationRow>>>();
  for (const { line, cells } of body) {
    const m = GROUP.exec(cells[classif] ?? '');
    if (cells[sex] !== 'Total' || !m) continue;
    // No figure, or one ILOSTAT flags as unreliable: left out (the group is then missing that year).
    // A zero is an empty cell (Qatar's armed forces), not a wage.
    if (cells[value] === '' || cells[value] === '0' || cells[status] === 'Unreliable') continue;
    const name = cells[area] ?? '';
    const iso3 = ILO_NAMES[name] ?? nameToIso3.get(name);
    if (!iso3) throw new Error(`line ${line}: country "${name}" is not matched`);
    const meanMonthly = Number(cells[value]);
    if (!(meanMonthly > 0)) throw new Error(`line ${line}: earnings "${cells[value]}"`);
    const year = Number(cells[time]);
    const group = m[2] ?? 'total';
    const years = byCountry.get(iso3) ?? new Map<number, Map<string, OccupationRow>>();
    const groups = years.get(year) ?? new Map<string, OccupationRow>();
    if (groups.has(group)) throw new Error(`line ${line}: ${iso3} ${year} ${group} twice`);
    groups.set(group, { iso3, year, source: cells[source] ?? '', group, meanMonthly });
    years.set(year, groups);
    byCountry.set(iso3, years);
  }
  const out: OccupationRow[] = [];
  for (const years of byCountry.values()) {
    const usable = [...years.entries()]
      .filter(([, g]) => g.has('total') && ['1', '2', '3', '4', '5', '9'].every((k) => g.has(k)))
      .sort(([a], [b]) => b - a);
    const latest = usable[0]?.[1];
    if (latest) out.push(...latest.values());
  }
  return out.sort(
    (a, b) =>
      a.iso3.localeCompare(b.iso3) ||
      (a.group === 'total' ? -1 : b.group === 'total' ? 1 : a.group.localeCompare(b.group)),
  );
}

const quote = (s: string) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('usage: extract-ilo-occupations.ts <ilo-earnings-by-occupation.csv>');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const built = JSON.parse(readFileSync(path.join(root, 'data/built/countries.json'), 'utf8')) as {
    countries: Array<{ iso3: string; name: string }>;
  };
  const names = new Map(built.countries.map((c) => [c.name, c.iso3]));
  const rows = extractIloOccupations(readFileSync(file, 'utf8'), names);
  const out = path.join(root, 'data/sources/ilo_earnings_by_occupation.csv');
  writeFileSync(
    out,
    'iso3,year,source,group,mean_monthly\n' +
      rows
        .map((r) => [r.iso3, r.year, quote(r.source), r.group, r.meanMonthly].join(','))
        .join('\n') +
      '\n',
  );
  console.log(`wrote ${rows.length} rows (${new Set(rows.map((r) => r.iso3)).size} countries)`);
}
