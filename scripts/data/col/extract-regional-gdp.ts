/**
 * One-off extraction (method §5, ADR 147, SOURCES.md "Regional GDP per capita"): from the ADM1 table of
 * Kummu et al.'s gridded GDP per capita (mattikummu/griddedGDPpc, Downscaling_Matlab_Codes/
 * adm1DataForDownscaling.csv), keep for each region its latest year's ratio of regional to national GDP
 * per capita (PPP). Only facts are kept: country, region, year, ratio.
 * Run: `npx tsx scripts/data/col/extract-regional-gdp.ts <adm1DataForDownscaling.csv>`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { csvRecords } from '#domain/cost-of-living/csv.ts';

export interface RegionalGdpRow {
  iso3: string;
  region: string;
  year: number;
  ratio: number;
}

/**
 * The latest year of each region (iso3 and the table's region number), its name as written.
 * @example extractRegionalGdp('"",iso3,GID_nmbr,Subnat,year,gdpRatio\n1,BRA,1,Acre,2020,0.5\n')[0].ratio // 0.5
 */
export function extractRegionalGdp(text: string): RegionalGdpRow[] {
  const latest = new Map<string, RegionalGdpRow>();
  for (const { record: r } of csvRecords(text)) {
    const year = Number(r.year);
    const ratio = Number(r.gdpRatio);
    if (!r.iso3 || !r.Subnat || !Number.isFinite(year) || !(ratio > 0)) continue;
    const key = `${r.iso3}|${r.GID_nmbr}`;
    const seen = latest.get(key);
    if (!seen || year > seen.year) latest.set(key, { iso3: r.iso3, region: r.Subnat, year, ratio });
  }
  return [...latest.values()].sort(
    (a, b) => a.iso3.localeCompare(b.iso3) || a.region.localeCompare(b.region),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const rows = extractRegionalGdp(readFileSync(process.argv[2]!, 'utf8'));
  const quote = (s: string) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const out = path.join(root, 'data/sources/regional_gdp_per_capita.csv');
  writeFileSync(
    out,
    `iso3,region,year,gdp_pc_ratio\n${rows
      .map((r) => `${r.iso3},${quote(r.region)},${r.year},${r.ratio.toFixed(4)}`)
      .join('\n')}\n`,
  );
  console.log(`wrote ${rows.length} regions of ${new Set(rows.map((r) => r.iso3)).size} countries`);
}
