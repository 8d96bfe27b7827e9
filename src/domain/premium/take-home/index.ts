/**
 * Take-home pay engine (issue 14): gross to net for a single resident employee without children,
 * from one rules table per country (`countries/*.ts`). Countries without a table return null; the
 * caller then shows the tax-wedge estimate the wage model already uses, labelled as an estimate.
 * Method: docs/methods/take-home.md.
 */
import { cents } from './calc.ts';
import { at } from './countries/at.ts';
import { au } from './countries/au.ts';
import { be } from './countries/be.ts';
import { br } from './countries/br.ts';
import { ca } from './countries/ca.ts';
import { cn } from './countries/cn.ts';
import { co } from './countries/co.ts';
import { cr } from './countries/cr.ts';
import { cz } from './countries/cz.ts';
import { de } from './countries/de.ts';
import { dk } from './countries/dk.ts';
import { ee } from './countries/ee.ts';
import { es } from './countries/es.ts';
import { fi } from './countries/fi.ts';
import { fr } from './countries/fr.ts';
import { gb } from './countries/gb.ts';
import { ge } from './countries/ge.ts';
import { gr } from './countries/gr.ts';
import { ae, sa } from './countries/gulf.ts';
import { hu } from './countries/hu.ts';
import { id } from './countries/id.ts';
import { ie } from './countries/ie.ts';
import { inRules } from './countries/in.ts';
import { isRules } from './countries/is.ts';
import { it } from './countries/it.ts';
import { jp } from './countries/jp.ts';
import { kr } from './countries/kr.ts';
import { lt } from './countries/lt.ts';
import { lv } from './countries/lv.ts';
import { mx } from './countries/mx.ts';
import { my } from './countries/my.ts';
import { nl } from './countries/nl.ts';
import { no } from './countries/no.ts';
import { nz } from './countries/nz.ts';
import { ph } from './countries/ph.ts';
import { pl } from './countries/pl.ts';
import { pt } from './countries/pt.ts';
import { se } from './countries/se.ts';
import { sg } from './countries/sg.ts';
import { si } from './countries/si.ts';
import { sk } from './countries/sk.ts';
import { th } from './countries/th.ts';
import { tr } from './countries/tr.ts';
import { us } from './countries/us.ts';
import { vn } from './countries/vn.ts';
import { za } from './countries/za.ts';
import type { CountryRules, TakeHomeBreakdown } from './types.ts';
import { stateNotHeldNote, usStateTaxes } from './us-states.ts';
import { caSubdivision, forProvince } from './ca-provinces.ts';
import { usSubdivision as usSubdivisionOf } from './us-states.ts';

export type { TakeHomeBreakdown, TakeHomeLine, TakeHomeSource } from './types.ts';
export { usSubdivision } from './us-states.ts';

/**
 * The subdivision whose taxes a city's take-home adds: a US state (or New York City) or a Canadian
 * province (issue 31); null elsewhere.
 * @example subdivisionOf('CA', '02', 'Vancouver') // 'CA-BC'
 */
export function subdivisionOf(
  iso2: string,
  adminCode: string | null,
  cityName: string,
): string | null {
  return usSubdivisionOf(iso2, adminCode, cityName) ?? caSubdivision(iso2, adminCode);
}

/** Every country with a rules table, by its ISO alpha-2 code (docs/methods/take-home.md). */
const RULES: ReadonlyMap<string, CountryRules> = new Map(
  [
    at,
    au,
    be,
    br,
    ca,
    cn,
    co,
    cr,
    cz,
    de,
    dk,
    ee,
    es,
    fi,
    fr,
    gb,
    ge,
    gr,
    ae,
    sa,
    hu,
    id,
    ie,
    inRules,
    isRules,
    it,
    jp,
    kr,
    lt,
    lv,
    mx,
    my,
    nl,
    no,
    nz,
    ph,
    pl,
    pt,
    se,
    sg,
    si,
    sk,
    th,
    tr,
    us,
    vn,
    za,
  ].map((r) => [r.country, r]),
);

const COUNTRIES: readonly string[] = Object.freeze([...RULES.keys()].sort());

export function takeHomeCountries(): readonly string[] {
  return COUNTRIES;
}

/**
 * Gross to net in `country`; for the United States, `subdivision` ('US-CA', 'US-NY-NYC' …, from
 * us-states.ts `usSubdivision`) adds the state's and city's taxes, or says they are not held.
 */
export function takeHomePay(
  country: string,
  grossAnnual: number,
  subdivision: string | null = null,
): TakeHomeBreakdown | null {
  const rules = RULES.get(country.toUpperCase());
  if (!rules) return null;
  const gross = Number.isFinite(grossAnnual) && grossAnnual > 0 ? grossAnnual : 0;
  const r = rules.compute(gross);
  let incomeTax = Math.max(0, r.incomeTax);
  let socialContributions = Math.max(0, r.socialContributions);
  let lines = r.lines;
  let notes = [...rules.notes];
  let taxYear = rules.taxYear;
  const source = [...rules.source];
  if (rules.country === 'US' && subdivision) {
    // The federal table's first note ("Federal income tax only …") gives way to the state's own.
    const state = usStateTaxes(subdivision, gross);
    notes = notes.slice(1);
    if (state) {
      incomeTax = cents(incomeTax + state.incomeTax);
      socialContributions = cents(socialContributions + state.contributions);
      lines = [...lines, ...state.lines];
      notes = [...state.notes, ...notes];
      source.push(...state.source);
      taxYear = `${rules.taxYear} (federal); ${state.taxYear} (${state.name})`;
    } else {
      notes = [stateNotHeldNote(subdivision.slice(3)), ...notes];
    }
  }
  if (rules.country === 'CA' && subdivision) {
    // Issue 31: a province's own tax where held (ca-provinces.ts); else said beside the figure.
    const p = forProvince(subdivision, gross, incomeTax, lines);
    if (p.taxYear) notes = notes.slice(1); // "Province: Ontario …" no longer describes the figure
    incomeTax = p.incomeTax;
    lines = p.lines;
    notes = [...p.notes, ...notes];
    source.push(...p.source);
    if (p.taxYear) taxYear = `${rules.taxYear} (federal); ${p.taxYear}`;
  }
  const netAnnual = cents(Math.min(gross, Math.max(0, gross - incomeTax - socialContributions)));
  return {
    country: rules.country,
    currency: rules.currency,
    taxYear,
    grossAnnual: gross,
    incomeTax,
    socialContributions,
    netAnnual,
    lines,
    notes: ['Single person, no children, tax resident, employee.', ...notes],
    source,
  };
}
