import { toSearchKey } from './ascii-fold.ts';

/**
 * Names people use for countries beyond the ISO short names of the reference data (issue 13 §2): former
 * and informal names, English forms that differ from ISO's, and the ways English-language sites write
 * them. Keys are folded with `countryKey`; values are ISO 3166-1 alpha-2 codes. Alpha-2 and alpha-3 codes
 * and the reference data's own names are matched separately.
 */
const COUNTRY_ALIASES: Record<string, string> = {
  'czech republic': 'CZ',
  czechia: 'CZ',
  turkey: 'TR',
  turkiye: 'TR',
  'ivory coast': 'CI',
  "cote d'ivoire": 'CI',
  swaziland: 'SZ',
  eswatini: 'SZ',
  burma: 'MM',
  myanmar: 'MM',
  macedonia: 'MK',
  'north macedonia': 'MK',
  'cape verde': 'CV',
  'cabo verde': 'CV',
  'east timor': 'TL',
  'timor-leste': 'TL',
  holland: 'NL',
  netherlands: 'NL',
  'the netherlands': 'NL',
  kosovo: 'XK',
  'kosovo (disputed territory)': 'XK',
  // Self-declared, internationally recognised as part of Somalia, which is how GeoNames files Hargeisa.
  somaliland: 'SO',
  uk: 'GB',
  'u.k.': 'GB',
  'united kingdom': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'u.s.a.': 'US',
  us: 'US',
  'u.s.': 'US',
  america: 'US',
  'united states': 'US',
  'united states of america': 'US',
  uae: 'AE',
  'u.a.e.': 'AE',
  emirates: 'AE',
  'united arab emirates': 'AE',
  russia: 'RU',
  'russian federation': 'RU',
  'south korea': 'KR',
  'korea, south': 'KR',
  'republic of korea': 'KR',
  korea: 'KR',
  'korea (south)': 'KR',
  'north korea': 'KP',
  'korea, north': 'KP',
  'korea (north)': 'KP',
  'korea, dpr': 'KP',
  dprk: 'KP',
  vietnam: 'VN',
  'viet nam': 'VN',
  laos: 'LA',
  syria: 'SY',
  iran: 'IR',
  bolivia: 'BO',
  venezuela: 'VE',
  tanzania: 'TZ',
  moldova: 'MD',
  palestine: 'PS',
  'palestinian territories': 'PS',
  'vatican city': 'VA',
  vatican: 'VA',
  'holy see': 'VA',
  micronesia: 'FM',
  brunei: 'BN',
  'congo (kinshasa)': 'CD',
  'dr congo': 'CD',
  drc: 'CD',
  'democratic republic of the congo': 'CD',
  'congo (brazzaville)': 'CG',
  'republic of the congo': 'CG',
  'hong kong': 'HK',
  'hong kong (china)': 'HK',
  macau: 'MO',
  macao: 'MO',
  taiwan: 'TW',
  'saint kitts and nevis': 'KN',
  'st kitts and nevis': 'KN',
  'saint lucia': 'LC',
  'st lucia': 'LC',
  'saint vincent and the grenadines': 'VC',
  'st vincent and the grenadines': 'VC',
  'the bahamas': 'BS',
  bahamas: 'BS',
  'the gambia': 'GM',
  gambia: 'GM',
  'bosnia and herzegovina': 'BA',
  'bosnia-herzegovina': 'BA',
  bosnia: 'BA',
  'trinidad & tobago': 'TT',
  'antigua & barbuda': 'AG',
  'sao tome and principe': 'ST',
  curacao: 'CW',
  'us virgin islands': 'VI',
  'british virgin islands': 'VG',
  'falkland islands': 'FK',
  reunion: 'RE',
  // ISO 3166's and the UN's long forms, as some sites copy them.
  congo: 'CG',
  'congo, the democratic republic of the': 'CD',
  'congo, democratic republic of the': 'CD',
  'congo, democratic republic': 'CD',
  'congo, dem. rep.': 'CD',
  'congo, rep.': 'CG',
  'congo, republic of the': 'CG',
  "people's republic of china": 'CN',
  prc: 'CN',
  'mainland china': 'CN',
  'hong kong sar': 'HK',
  'hong kong sar, china': 'HK',
  'china, hong kong sar': 'HK',
  'macau sar': 'MO',
  'macao sar': 'MO',
  'macao sar, china': 'MO',
  'china, macao sar': 'MO',
  'taiwan, province of china': 'TW',
  'korea, republic of': 'KR',
  "korea, democratic people's republic of": 'KP',
  'iran, islamic republic of': 'IR',
  'tanzania, united republic of': 'TZ',
  'united republic of tanzania': 'TZ',
  'bolivia, plurinational state of': 'BO',
  'venezuela, bolivarian republic of': 'VE',
  'moldova, republic of': 'MD',
  'republic of moldova': 'MD',
  "lao people's democratic republic": 'LA',
  'lao pdr': 'LA',
  'syrian arab republic': 'SY',
  'micronesia, federated states of': 'FM',
  'palestine, state of': 'PS',
  'state of palestine': 'PS',
  // GeoNames' and the World Bank's names, and other forms in use.
  'palestinian territory': 'PS',
  'occupied palestinian territory': 'PS',
  'bonaire, saint eustatius and saba': 'BQ',
  'caribbean netherlands': 'BQ',
  bonaire: 'BQ',
  'sint eustatius': 'BQ',
  saba: 'BQ',
  'cocos islands': 'CC',
  'cocos (keeling) islands': 'CC',
  pitcairn: 'PN',
  'pitcairn islands': 'PN',
  'aland islands': 'AX',
  aland: 'AX',
  'united states minor outlying islands': 'UM',
  'timor leste': 'TL',
  'kyrgyz republic': 'KG',
  'slovak republic': 'SK',
  'republic of north macedonia': 'MK',
  'congo-kinshasa': 'CD',
  'congo-brazzaville': 'CG',
  'federated states of micronesia': 'FM',
  // The World Bank's short forms, which many data sites copy ("Korea, Rep.", "Egypt, Arab Rep.").
  'korea, rep.': 'KR',
  "korea, dem. people's rep.": 'KP',
  'egypt, arab rep.': 'EG',
  'iran, islamic rep.': 'IR',
  'yemen, rep.': 'YE',
  'venezuela, rb': 'VE',
  'micronesia, fed. sts.': 'FM',
  'west bank and gaza': 'PS',
  'brunei darussalam': 'BN',
  'macedonia, fyr': 'MK',
  // Other English forms in use.
  'republic of ireland': 'IE',
  eire: 'IE',
  'kingdom of saudi arabia': 'SA',
  ksa: 'SA',
  trinidad: 'TT',
  antigua: 'AG',
  'st kitts': 'KN',
  'saint kitts': 'KN',
  'st vincent': 'VC',
  'saint vincent': 'VC',
};

/**
 * Territories that English-language sites often file under another country ('Hong Kong, China', 'San
 * Juan, United States', 'Papeete, France', 'St Helier, United Kingdom'), and each Congo under the
 * other: when a city is not in the country given, these are searched next, in this order.
 */
export const RELATED_TERRITORIES: Readonly<Record<string, readonly string[]>> = {
  CN: ['HK', 'MO'],
  US: ['PR', 'GU', 'VI', 'AS', 'MP', 'UM'],
  GB: ['JE', 'GG', 'IM', 'GI', 'BM', 'KY', 'VG', 'TC', 'AI', 'MS', 'FK', 'SH'],
  FR: ['RE', 'GP', 'MQ', 'GF', 'YT', 'PF', 'NC', 'PM', 'BL', 'MF', 'WF'],
  NL: ['AW', 'CW', 'SX', 'BQ'],
  DK: ['GL', 'FO'],
  NO: ['SJ'],
  FI: ['AX'],
  AU: ['NF', 'CX', 'CC'],
  NZ: ['CK', 'NU', 'TK'],
  CG: ['CD'],
  CD: ['CG'],
};

/**
 * The abbreviations sites write for regions whose GeoNames codes are numbers (the United States' codes
 * are the abbreviations themselves): Canada Post's and Australia Post's, as in 'London, ON' and
 * 'Perth, WA', and Brazil's state letters (ISO 3166-2:BR), as in 'São Paulo, SP'. Keys are `placeKey`
 * forms; values are the region names the reference data holds (GeoNames'; build.test.ts checks them).
 */
export const REGION_ABBREVIATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  CA: {
    ab: 'Alberta',
    bc: 'British Columbia',
    mb: 'Manitoba',
    nb: 'New Brunswick',
    nl: 'Newfoundland and Labrador',
    ns: 'Nova Scotia',
    on: 'Ontario',
    pe: 'Prince Edward Island',
    qc: 'Quebec',
    sk: 'Saskatchewan',
    yt: 'Yukon',
    nt: 'Northwest Territories',
    nu: 'Nunavut',
  },
  AU: {
    act: 'Australian Capital Territory',
    nsw: 'New South Wales',
    nt: 'Northern Territory',
    qld: 'Queensland',
    sa: 'South Australia',
    tas: 'Tasmania',
    vic: 'Victoria',
    wa: 'Western Australia',
  },
  BR: {
    ac: 'Acre',
    al: 'Alagoas',
    ap: 'Amapá',
    am: 'Amazonas',
    ba: 'Bahia',
    ce: 'Ceará',
    df: 'Federal District',
    es: 'Espírito Santo',
    go: 'Goiás',
    ma: 'Maranhão',
    mt: 'Mato Grosso',
    ms: 'Mato Grosso do Sul',
    mg: 'Minas Gerais',
    pa: 'Pará',
    pb: 'Paraíba',
    pr: 'Paraná',
    pe: 'Pernambuco',
    pi: 'Piauí',
    rj: 'Rio de Janeiro',
    rn: 'Rio Grande do Norte',
    rs: 'Rio Grande do Sul',
    ro: 'Rondônia',
    rr: 'Roraima',
    sc: 'Santa Catarina',
    sp: 'São Paulo',
    se: 'Sergipe',
    to: 'Tocantins',
  },
};

/**
 * A country name folded for lookup: accents and case removed, '&' spelled out, 'the' and 'republic of'
 * kept (they distinguish the Congos).
 * @example countryKey('Türkiye') // 'turkiye'
 */
export function countryKey(name: string): string {
  return toSearchKey(name.replace(/&/g, 'and')).replace(/\s+/g, ' ').trim();
}

/**
 * The alpha-2 code an alternative country name stands for, or null.
 * @example countryAlias('Czech Republic') // 'CZ'
 */
export function countryAlias(name: string): string | null {
  const key = countryKey(name);
  return COUNTRY_ALIASES[key] ?? COUNTRY_ALIASES[key.replace(/ and /g, ' & ')] ?? null;
}

/**
 * Between places that share a name, the larger comes first, a place matched by one of its alternate names
 * counting as a fifth of its size: 'Geneva' is Genève (184,000) before Geneva, Illinois (22,000), but
 * 'York' is York, England before Warner Robins, Georgia, one of whose old names it is.
 */
export const ALIAS_WEIGHT = 0.2;

/**
 * A place name folded for search: accents and case removed, full stops and apostrophes dropped, other
 * punctuation reduced to spaces, so 'Washington, D.C.' and 'washington dc' fold alike, as do 'Tel
 * Aviv-Yafo' and 'tel aviv yafo', and "St. Julian's" and 'St Julians'.
 * @example searchKey('Tel Aviv-Yafo') // 'tel aviv yafo'
 */
export function searchKey(name: string): string {
  return toSearchKey(name)
    .replace(/[.'’ʼʻ`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A whole place name folded for an exact lookup: `searchKey`, with 'Saint', 'Sainte', 'Fort' and 'Mount'
 * as 'St', 'Ste', 'Ft' and 'Mt', so 'Port St. Lucie' finds 'Port Saint Lucie' and 'Ft. Worth' Fort Worth.
 * @example placeKey('Port St. Lucie') // 'port st lucie'
 */
export function placeKey(name: string): string {
  return searchKey(name)
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bsainte\b/g, 'ste')
    .replace(/\bfort\b/g, 'ft')
    .replace(/\bmount\b/g, 'mt');
}

/**
 * Words sites add to a region's name or leave out of it ('Nairobi County' for GeoNames' 'Nairobi Area',
 * 'Lagos State', 'Special Region of Yogyakarta'): they tell nothing about which region is meant.
 */
const GENERIC_REGION_WORDS = new Set([
  'and',
  'area',
  'autonomous',
  'capital',
  'city',
  'community',
  'county',
  'de',
  'del',
  'department',
  'district',
  'federal',
  'governorate',
  'la',
  'metro',
  'metropolitan',
  'of',
  'province',
  'region',
  'special',
  'state',
  'territory',
  'the',
]);

/**
 * A region name's telling words, remembered: the typeahead asks about every region a search meets
 * ('s, zzzz' meets thousands), and folding is what costs. At most REGION_WORDS_MAX names are kept
 * (there are about 4,000 region names; typed text beyond that is folded each time).
 */
const REGION_WORDS_MAX = 10_000;
const regionWordsOf = new Map<string, readonly string[]>();
function regionWords(name: string): readonly string[] {
  let words = regionWordsOf.get(name);
  if (words === undefined) {
    words = placeKey(name)
      .split(' ')
      .filter((w) => w.length >= 3 && !GENERIC_REGION_WORDS.has(w));
    if (regionWordsOf.size < REGION_WORDS_MAX) regionWordsOf.set(name, words);
  }
  return words;
}

/**
 * Whether a region as someone wrote it fits a region's own (GeoNames) name although the two differ:
 * they share a word, or a word of one begins a word of the other and both have five letters or more,
 * generic words ('County', 'State', 'Special Region of') aside. A looser test than a region's name or
 * code, used only to choose between places of the same name.
 * @example regionNameFits('Valencian Community', 'Valencia') // true
 * @example regionNameFits('Nairobi County', 'Nairobi Area') // true
 * @example regionNameFits('Federal Territory of Kuala Lumpur', 'Kuala Lumpur') // true
 * @example regionNameFits('New South Wales', 'Victoria') // false
 */
export function regionNameFits(written: string, name: string): boolean {
  const own = regionWords(name);
  return regionWords(written).some((w) =>
    own.some(
      (o) => w === o || (w.length >= 5 && o.length >= 5 && (w.startsWith(o) || o.startsWith(w))),
    ),
  );
}
