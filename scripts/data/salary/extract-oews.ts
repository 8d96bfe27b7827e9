/**
 * One-off extraction (issue 14, SOURCES.md "Salary Insights Hub (issue 14)"): from the US Bureau of
 * Labor Statistics' Occupational Employment and Wage Statistics (OEWS) May 2023 downloads keep
 *  - data/sources/earnings_by_occupation.csv: the national cross-industry row of "All Occupations", of
 *    every SOC major group and of the detailed occupations the Salary Insights Hub's roles (and the
 *    Business suite's talent tab) name, with the annual mean and the 10th/25th/50th/75th/90th percentiles;
 *  - data/sources/earnings_by_industry.csv: the national industry-sector rows (NAICS sectors) of "All
 *    Occupations" and of the same detailed occupations, with the annual mean and median.
 * Each row is tagged with the international classification it is compared through (ISCO-08 for
 * occupations, ISIC Rev.4 sections for industries); the mapping is ours and documented in
 * docs/methods/premium-salary.md §2. Values are copied as published; "#" (BLS top-coding: at or above
 * $239,200 a year) is kept as a flag, never as a number.
 * Run: `npx tsx scripts/data/salary/extract-oews.ts <national_M2023_dl.csv> <natsector_M2023_dl.xlsx>`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { parseCsv } from '#domain/cost-of-living/csv.ts';

/** Detailed SOC 2018 occupations kept, with the ISCO-08 unit group each is read as (method §2). */
export const DETAILED: Readonly<Record<string, string>> = {
  '15-1252': '2512', // Software Developers -> Software developers
  '15-2051': '2120', // Data Scientists -> Mathematicians, actuaries and statisticians
  '15-1255': '2166', // Web and Digital Interface Designers -> Graphic and multimedia designers
  '27-1024': '2166', // Graphic Designers -> Graphic and multimedia designers
  '11-2021': '1221', // Marketing Managers -> Sales and marketing managers
  '11-2022': '1221', // Sales Managers -> Sales and marketing managers
  '11-3021': '1330', // Computer and Information Systems Managers -> ICT service managers
  '13-1161': '2431', // Market Research Analysts and Marketing Specialists -> Advertising and marketing professionals
  '13-1082': '2421', // Project Management Specialists -> Management and organization analysts
  '41-4012': '3322', // Sales Representatives, Wholesale and Manufacturing -> Commercial sales representatives
};

/** SOC 2018 major group -> the ISCO-08 major group most of its employment falls in (method §2). */
export const SOC_MAJOR_TO_ISCO: Readonly<Record<string, string>> = {
  '11': '1',
  '13': '2',
  '15': '2',
  '17': '2',
  '19': '2',
  '21': '2',
  '23': '2',
  '25': '2',
  '27': '2',
  '29': '2',
  '31': '5',
  '33': '5',
  '35': '5',
  '37': '9',
  '39': '5',
  '41': '5',
  '43': '4',
  '45': '6',
  '47': '7',
  '49': '7',
  '51': '8',
  '53': '8',
};

/** NAICS 2022 sector -> ISIC Rev.4 section (method §2). */
export const NAICS_TO_ISIC: Readonly<Record<string, string>> = {
  '11': 'A',
  '21': 'B',
  '31': 'C',
  '22': 'D',
  '23': 'F',
  '42': 'G',
  '44': 'G',
  '48': 'H',
  '72': 'I',
  '51': 'J',
  '52': 'K',
  '53': 'L',
  '54': 'M',
  '55': 'M',
  '56': 'N',
  '99': 'O',
  '61': 'P',
  '62': 'Q',
  '71': 'R',
  '81': 'S',
};

export interface OccupationRow {
  soc: string;
  title: string;
  group: 'total' | 'major' | 'detailed';
  isco: string;
  employment: number | null;
  mean: string;
  p10: string;
  p25: string;
  median: string;
  p75: string;
  p90: string;
}

export interface IndustryRow {
  naics: string;
  sector: string;
  isic: string;
  soc: string;
  title: string;
  employment: number | null;
  mean: string;
  median: string;
}

/** A published wage cell: digits kept as digits, "#" (top-coded) kept, "*" or "**" (not published) as empty. */
export function wageCell(raw: string | undefined): string {
  const text = (raw ?? '').replace(/[$,\s]/g, '');
  if (text === '#') return '#';
  if (/^\d+(\.\d+)?$/.test(text)) return text;
  return '';
}

function employmentCell(raw: string | undefined): number | null {
  const text = (raw ?? '').replace(/[,\s]/g, '');
  return /^\d+$/.test(text) ? Number(text) : null;
}

function isco(soc: string, group: string): string | null {
  if (group === 'total') return 'total';
  if (group === 'major') return SOC_MAJOR_TO_ISCO[soc.slice(0, 2)] ?? null;
  return DETAILED[soc] ?? null;
}

/** Records (header name -> cell) of a table whose first row is the header. */
function records(table: string[][]): Array<Record<string, string>> {
  const [header, ...rows] = table;
  if (!header) return [];
  const names = header.map((h) => h.replace(/^\uFEFF/, '').trim());
  return rows.map((cells) => Object.fromEntries(names.map((n, i) => [n, cells[i] ?? ''])));
}

/**
 * The national cross-industry rows we keep from the OEWS national file.
 * @example extractOccupations([['OCC_CODE', 'OCC_TITLE', 'O_GROUP', 'I_GROUP', 'TOT_EMP', 'A_MEAN', 'A_PCT10', 'A_PCT25', 'A_MEDIAN', 'A_PCT75', 'A_PCT90'], ['00-0000', 'All Occupations', 'total', 'cross-industry', '1,000', '65,470', '1', '2', '3', '4', '5']])[0].isco // 'total'
 */
export function extractOccupations(table: string[][]): OccupationRow[] {
  const out: OccupationRow[] = [];
  for (const r of records(table)) {
    if ((r.I_GROUP ?? 'cross-industry') !== 'cross-industry') continue;
    const soc = r.OCC_CODE ?? '';
    const group = r.O_GROUP ?? '';
    if (group !== 'total' && group !== 'major' && group !== 'detailed') continue;
    const code = isco(soc, group);
    if (code === null) continue;
    out.push({
      soc,
      title: (r.OCC_TITLE ?? '').trim(),
      group,
      isco: code,
      employment: employmentCell(r.TOT_EMP),
      mean: wageCell(r.A_MEAN),
      p10: wageCell(r.A_PCT10),
      p25: wageCell(r.A_PCT25),
      median: wageCell(r.A_MEDIAN),
      p75: wageCell(r.A_PCT75),
      p90: wageCell(r.A_PCT90),
    });
  }
  return out;
}

/**
 * The sector rows we keep from the OEWS national industry-sector file: every NAICS sector's "All
 * Occupations" row and its rows for the detailed occupations of DETAILED.
 */
export function extractIndustries(table: string[][]): IndustryRow[] {
  const out: IndustryRow[] = [];
  for (const r of records(table)) {
    if (r.I_GROUP !== 'sector') continue;
    const naics = (r.NAICS ?? '').trim();
    const isic = NAICS_TO_ISIC[naics];
    const soc = r.OCC_CODE ?? '';
    if (!isic || (soc !== '00-0000' && !(soc in DETAILED))) continue;
    out.push({
      naics,
      sector: (r.NAICS_TITLE ?? '').trim(),
      isic,
      soc,
      title: (r.OCC_TITLE ?? '').trim(),
      employment: employmentCell(r.TOT_EMP),
      mean: wageCell(r.A_MEAN),
      median: wageCell(r.A_MEDIAN),
    });
  }
  return out;
}

/** Column letters of a cell reference ("AB12" -> 27, zero-based). */
function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref.replace(/\d+$/, '')) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

const XML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};
const unescapeXml = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (m) => XML_ENTITIES[m]!);

/** The first worksheet of an .xlsx as rows of text cells (shared strings resolved). */
export function readXlsx(bytes: Uint8Array): string[][] {
  const files = unzipSync(bytes);
  const sharedXml = files['xl/sharedStrings.xml'] ? strFromU8(files['xl/sharedStrings.xml']) : '';
  const shared = [...sharedXml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    unescapeXml([...m[1]!.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')),
  );
  const sheet = files['xl/worksheets/sheet1.xml'];
  if (!sheet) throw new Error('xlsx without xl/worksheets/sheet1.xml');
  const rows: string[][] = [];
  for (const row of strFromU8(sheet).matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: string[] = [];
    for (const c of row[1]!.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const inner = c[3] ?? '';
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      const inline = /<t[^>]*>([\s\S]*?)<\/t>/.exec(inner)?.[1];
      const type = /t="(\w+)"/.exec(c[2]!)?.[1];
      const text = type === 's' ? (shared[Number(v)] ?? '') : unescapeXml(v ?? inline ?? '');
      cells[columnIndex(c[1]!)] = text;
    }
    rows.push(Array.from(cells, (x) => x ?? ''));
  }
  return rows;
}

const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export function occupationsCsv(rows: readonly OccupationRow[]): string {
  const head =
    'soc_code,title,o_group,isco08,tot_emp,a_mean,a_pct10,a_pct25,a_median,a_pct75,a_pct90,year';
  const lines = rows.map((r) =>
    [
      r.soc,
      quote(r.title),
      r.group,
      r.isco,
      r.employment ?? '',
      r.mean,
      r.p10,
      r.p25,
      r.median,
      r.p75,
      r.p90,
      2023,
    ].join(','),
  );
  return [head, ...lines].join('\n') + '\n';
}

export function industriesCsv(rows: readonly IndustryRow[]): string {
  const head = 'naics,sector,isic4_section,soc_code,title,tot_emp,a_mean,a_median,year';
  const lines = rows.map((r) =>
    [
      r.naics,
      quote(r.sector),
      r.isic,
      r.soc,
      quote(r.title),
      r.employment ?? '',
      r.mean,
      r.median,
      2023,
    ].join(','),
  );
  return [head, ...lines].join('\n') + '\n';
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [nationalCsv, sectorXlsx] = process.argv.slice(2);
  if (!nationalCsv || !sectorXlsx) {
    console.error('usage: extract-oews.ts <national_M2023_dl.csv> <natsector_M2023_dl.xlsx>');
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const national = parseCsv(readFileSync(nationalCsv, 'utf8').replace(/^\uFEFF/, '')).map(
    (r) => r.cells,
  );
  const occupations = extractOccupations(national);
  const industries = extractIndustries(readXlsx(readFileSync(sectorXlsx)));
  writeFileSync(
    path.join(root, 'data/sources/earnings_by_occupation.csv'),
    occupationsCsv(occupations),
  );
  writeFileSync(
    path.join(root, 'data/sources/earnings_by_industry.csv'),
    industriesCsv(industries),
  );
  console.log(`${occupations.length} occupation rows, ${industries.length} industry rows`);
}
