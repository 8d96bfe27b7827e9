import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { sourcesProblems } from './sources-md.ts';

const SOURCES = path.resolve(import.meta.dirname, '../../data/sources');

/**
 * Entries whose licence still rests on a publisher's web page that could not be read from this machine
 * (issue 37 §8; ADR 163 says how each is to be resolved: confirmed from the publisher's text, replaced,
 * or dropped). The list may only shrink: a file leaves it when its entry no longer defers the check.
 */
const OPEN_LICENCE_QUESTIONS = [
  'wages.csv', // OECD rows: "terms similar to CC BY 4.0" for content before July 2024
  'au_vic_dffh_median_rents_lga_2023q3-2024q2.csv',
  'pt_ine_median_rent_new_leases_2024h2.csv',
  'pt_ine_median_sale_value_m2_2026q1.csv',
  'fr_anil_rent_indicators_apartments_2023.csv',
  'fr_dvf_commune_indicators_2024.csv',
  'es_mivau_serpavi_provinces_2024.csv',
  'de_zensus2022_net_cold_rent_kreise.csv',
  'fr_cnc_cinema_regions_2019.csv',
];

test('every data file has a SOURCES.md entry with a licence, and no other entry defers its check', () => {
  const problems = sourcesProblems(SOURCES);
  expect(problems.filter((p) => !OPEN_LICENCE_QUESTIONS.includes(p.file))).toEqual([]);
  // Each open question is still open (else take it off the list).
  for (const file of OPEN_LICENCE_QUESTIONS)
    expect(problems.some((p) => p.file === file)).toBe(true);
});

test('the check finds a file without an entry, an entry without a licence and a deferred check', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sources-md-'));
  try {
    mkdirSync(path.join(dir, 'observed'));
    for (const file of ['a.csv', 'b.csv', 'c.csv', 'observed/d.csv'])
      writeFileSync(path.join(dir, file), 'x\n1\n');
    writeFileSync(
      path.join(dir, 'SOURCES.md'),
      [
        '# Sources',
        '#### a.csv — A',
        '* **Licence:** CC BY 4.0.',
        '#### b.csv — B',
        '* Publisher: someone.',
        '#### d.csv — D',
        '* **Licence:** CC BY 4.0, to be',
        '  confirmed against the publisher.',
      ].join('\n'),
    );
    expect(sourcesProblems(dir)).toEqual([
      { file: 'b.csv', problem: 'its entry names no licence' },
      { file: 'c.csv', problem: 'no entry in SOURCES.md' },
      { file: 'd.csv', problem: 'SOURCES.md:7 says "to be confirm"' },
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
