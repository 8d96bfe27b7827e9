// Admin-1 region names. GeoNames cities500 ships admin-1 *codes* only, and no installed package
// maps them to names (GeoNames' admin1CodesASCII.txt is not packaged), so names are resolved where
// the code is itself a published standard (the United States, where GeoNames uses the USPS state
// abbreviations: USPS Publication 28, Appendix B, the same letters as ISO 3166-2:US) and for the two
// other countries whose cities English-language sites most often write with their region ('London,
// Ontario', 'Perth, Western Australia'): Canada and Australia, whose few GeoNames codes are listed
// here (GeoNames admin1CodesASCII.txt, CA.01-14 and AU.01-08; build-cities.test.ts checks them
// against cities they hold). Elsewhere adminName is null and adminCode is kept
// (docs/methods/reference-data.md).

export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  AK: 'Alaska',
  AL: 'Alabama',
  AR: 'Arkansas',
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DC: 'District of Columbia',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  IA: 'Iowa',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  MA: 'Massachusetts',
  MD: 'Maryland',
  ME: 'Maine',
  MI: 'Michigan',
  MN: 'Minnesota',
  MO: 'Missouri',
  MS: 'Mississippi',
  MT: 'Montana',
  NC: 'North Carolina',
  ND: 'North Dakota',
  NE: 'Nebraska',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NV: 'Nevada',
  NY: 'New York',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VA: 'Virginia',
  VT: 'Vermont',
  WA: 'Washington',
  WI: 'Wisconsin',
  WV: 'West Virginia',
  WY: 'Wyoming',
};

/** Canada's provinces and territories by GeoNames admin-1 code (there is no CA.06). */
export const CA_PROVINCE_NAMES: Readonly<Record<string, string>> = {
  '01': 'Alberta',
  '02': 'British Columbia',
  '03': 'Manitoba',
  '04': 'New Brunswick',
  '05': 'Newfoundland and Labrador',
  '07': 'Nova Scotia',
  '08': 'Ontario',
  '09': 'Prince Edward Island',
  '10': 'Quebec',
  '11': 'Saskatchewan',
  '12': 'Yukon',
  '13': 'Northwest Territories',
  '14': 'Nunavut',
};

/** Australia's states and territories by GeoNames admin-1 code. */
export const AU_STATE_NAMES: Readonly<Record<string, string>> = {
  '01': 'Australian Capital Territory',
  '02': 'New South Wales',
  '03': 'Northern Territory',
  '04': 'Queensland',
  '05': 'South Australia',
  '06': 'Tasmania',
  '07': 'Victoria',
  '08': 'Western Australia',
};

/** The region names this build knows, by country (ISO alpha-2) and GeoNames admin-1 code. */
export const ADMIN_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: US_STATE_NAMES,
  CA: CA_PROVINCE_NAMES,
  AU: AU_STATE_NAMES,
};
