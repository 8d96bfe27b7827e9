/**
 * Where each licence named on the Sources page can be read (issue 37 §6: CC BY 4.0 and dl-de/by-2-0
 * require a link to the licence text), and what Parity changed in each source's data (CC BY 4.0
 * §3(a)(1)(B) and INE's terms require saying so). One pattern per licence family; a source whose
 * "licence" is not a licence (statutory facts, our own work) links to its publisher's own page.
 */
import type { DataSource, DataSourceGroup } from './data-sources.ts';

const LICENCE_TEXTS: readonly [RegExp, string][] = [
  [/CC BY-IGO/i, 'https://creativecommons.org/licenses/by/3.0/igo/'],
  [/CC BY 4\.0/i, 'https://creativecommons.org/licenses/by/4.0/'],
  [/CC0/i, 'https://creativecommons.org/publicdomain/zero/1.0/'],
  [
    /Open Government Licence/i,
    'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
  ],
  [/dl-de\/by-2-0/i, 'https://www.govdata.de/dl-de/by-2-0'],
  [/Licence Ouverte/i, 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/'],
  [/Statistics Canada Open Licence/i, 'https://www.statcan.gc.ca/en/terms-conditions/open-licence'],
  [/Unicode License/i, 'https://www.unicode.org/license.txt'],
  [/\bMIT\b/, 'https://opensource.org/license/mit'],
  [/US public domain|^Public domain/i, 'https://www.copyright.gov/title17/92chap1.html#105'],
  [/^ECB\b/, 'https://www.ecb.europa.eu/home/disclaimer/html/index.en.html'],
  [/ExchangeRate-API terms/i, 'https://www.exchangerate-api.com/terms'],
];

export interface LicenceLink {
  href: string;
  /** True when the link is the licence's own text; false when it is the publisher's page. */
  isLicenceText: boolean;
}

export function licenceLink(source: Pick<DataSource, 'licence' | 'url'>): LicenceLink {
  for (const [pattern, href] of LICENCE_TEXTS)
    if (pattern.test(source.licence)) return { href, isLicenceText: true };
  return { href: source.url, isLicenceText: false };
}

const GROUP_CHANGES: Readonly<Record<DataSourceGroup, string>> = {
  'rates-and-currencies':
    'Rebased to units per US dollar; codes upper-cased; pairs derived through the dollar.',
  places:
    'Selected, merged and renamed as the reference-data method describes; otherwise unchanged.',
  prices:
    'Selected rows, converted between currencies at official rates, rebased and used as inputs to a fitted model; the figures shown are the model’s, not the publisher’s.',
  'wages-and-income':
    'Selected rows, converted between currencies, and combined with other sources in a model; the figures shown are estimates derived from them.',
  'quality-of-life': 'Selected indicators, latest year per country, rescaled into scores.',
  assets: 'Unchanged, apart from the emblems Parity draws itself.',
};

/** How Parity changed the source's data: its own statement, else its group's. */
export function changesMade(source: Pick<DataSource, 'group' | 'changes'>): string {
  return source.changes ?? GROUP_CHANGES[source.group];
}
