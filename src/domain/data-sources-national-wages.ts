// The wage publishers of data/sources/wages_extra.csv, kept apart from the main catalogue in
// data-sources.ts because the list is long and changes only when that table does.
import type { DataSource } from './data-sources.ts';

/**
 * National statistics offices behind data/sources/wages_extra.csv: one entry per publisher. SOURCES.md
 * gives four attribution strings verbatim (China, Hong Kong, Singapore, Stats NZ); the others follow the
 * same "Source: <publisher>" form. Their terms were not checked; each figure is a single factual statistic.
 */
export function nationalWageSources(): DataSource[] {
  const offices: [
    id: string,
    publisher: string,
    economy: string,
    attribution: string,
    url: string,
  ][] = [
    [
      'uae-wages-2008',
      'UAE federal statistics (tabulated by the Gulf Labour Markets, Migration and Population programme)',
      'United Arab Emirates (2008)',
      'Source: UAE Employment, Wages and Hours of Work Survey 2008 (via GLMM)',
      'https://gulfmigration.org',
    ],
    [
      'argentina-ripte',
      'Secretaría de Seguridad Social, Argentina',
      'Argentina',
      'Source: Secretaría de Seguridad Social, Argentina (RIPTE)',
      'https://www.argentina.gob.ar/trabajo/seguridadsocial/ripte',
    ],
    [
      'bahrain-lmra',
      'Labour Market Regulatory Authority, Bahrain',
      'Bahrain',
      'Source: Labour Market Regulatory Authority, Bahrain',
      'https://www.lmra.gov.bh',
    ],
    [
      'china-nbs',
      'National Bureau of Statistics of China',
      'China',
      'Source: National Bureau of Statistics of China',
      'https://www.stats.gov.cn/english/',
    ],
    [
      'georgia-geostat',
      'National Statistics Office of Georgia (Geostat)',
      'Georgia',
      'Source: National Statistics Office of Georgia (Geostat)',
      'https://www.geostat.ge/en',
    ],
    [
      'hong-kong-csd',
      'Census and Statistics Department, Hong Kong SAR',
      'Hong Kong',
      'Source: Census and Statistics Department, Hong Kong SAR',
      'https://www.censtatd.gov.hk',
    ],
    [
      'indonesia-bps',
      'BPS-Statistics Indonesia',
      'Indonesia',
      'Source: BPS-Statistics Indonesia',
      'https://www.bps.go.id',
    ],
    [
      'israel-nii',
      'National Insurance Institute of Israel',
      'Israel',
      'Source: National Insurance Institute of Israel',
      'https://www.btl.gov.il',
    ],
    [
      'kazakhstan-stat',
      'Bureau of National Statistics of Kazakhstan',
      'Kazakhstan',
      'Source: Bureau of National Statistics of Kazakhstan',
      'https://stat.gov.kz',
    ],
    [
      'kenya-knbs',
      'Kenya National Bureau of Statistics',
      'Kenya',
      'Source: Kenya National Bureau of Statistics',
      'https://www.knbs.or.ke',
    ],
    [
      'kuwait-csb',
      'Central Statistical Bureau of Kuwait',
      'Kuwait',
      'Source: Central Statistical Bureau of Kuwait',
      'https://www.csb.gov.kw',
    ],
    [
      'malaysia-dosm',
      'Department of Statistics Malaysia',
      'Malaysia',
      'Source: Department of Statistics Malaysia',
      'https://www.dosm.gov.my',
    ],
    [
      'new-zealand-stats-nz',
      'Stats NZ',
      'New Zealand',
      'Source: Stats NZ (CC BY 4.0)',
      'https://www.stats.govt.nz',
    ],
    [
      'philippines-psa',
      'Philippine Statistics Authority',
      'Philippines',
      'Source: Philippine Statistics Authority',
      'https://psa.gov.ph',
    ],
    [
      'qatar-psa',
      'Planning and Statistics Authority of Qatar',
      'Qatar',
      'Source: Planning and Statistics Authority of Qatar',
      'https://www.psa.gov.qa',
    ],
    [
      'russia-rosstat',
      'Rosstat (Federal State Statistics Service)',
      'Russia',
      'Source: Rosstat',
      'https://rosstat.gov.ru',
    ],
    [
      'saudi-gastat',
      'General Authority for Statistics (GASTAT), Saudi Arabia',
      'Saudi Arabia',
      'Source: General Authority for Statistics, Saudi Arabia',
      'https://www.stats.gov.sa',
    ],
    [
      'singapore-mom',
      'Ministry of Manpower, Singapore',
      'Singapore',
      'Source: Ministry of Manpower, Singapore',
      'https://stats.mom.gov.sg',
    ],
    [
      'turkey-turkstat',
      'Turkish Statistical Institute (TurkStat)',
      'Türkiye',
      'Source: Turkish Statistical Institute (TurkStat)',
      'https://www.tuik.gov.tr',
    ],
    [
      'taiwan-dgbas',
      'Directorate-General of Budget, Accounting and Statistics (DGBAS)',
      'Taiwan',
      'Source: Directorate-General of Budget, Accounting and Statistics (DGBAS)',
      'https://eng.dgbas.gov.tw',
    ],
    [
      'ukraine-ukrstat',
      'State Statistics Service of Ukraine',
      'Ukraine',
      'Source: State Statistics Service of Ukraine',
      'https://www.ukrstat.gov.ua',
    ],
    [
      'vietnam-gso',
      'General Statistics Office of Viet Nam',
      'Viet Nam',
      'Source: General Statistics Office of Viet Nam',
      'https://www.gso.gov.vn',
    ],
    [
      'south-africa-statssa',
      'Statistics South Africa',
      'South Africa',
      'Source: Statistics South Africa',
      'https://www.statssa.gov.za',
    ],
  ];
  return offices.map(([id, publisher, economy, attribution, url]) => ({
    id,
    name: `Average monthly earnings: ${economy}`,
    publisher,
    usedFor: `The national average (or median, as the figure's note says) monthly wage for ${economy}.`,
    licence:
      id === 'new-zealand-stats-nz'
        ? 'CC BY 4.0'
        : "Publisher's terms (a single factual statistic; terms not checked)",
    attribution,
    url,
    group: 'wages-and-income' as const,
  }));
}
