/**
 * Take-home pay engine (issue 14): gross to net for a single resident employee without children,
 * from one rules table per country (`countries/*.ts`). Countries without a table return null; the
 * caller then shows the tax-wedge estimate the wage model already uses, labelled as an estimate.
 * Method: docs/methods/take-home.md.
 */
import { cents } from './calc.ts';
import { at } from './countries/at.ts';
import { be } from './countries/be.ts';
import { cz } from './countries/cz.ts';
import { de } from './countries/de.ts';
import { dk } from './countries/dk.ts';
import { ee } from './countries/ee.ts';
import { es } from './countries/es.ts';
import { fr } from './countries/fr.ts';
import { ge } from './countries/ge.ts';
import { gb } from './countries/gb.ts';
import { gr } from './countries/gr.ts';
import { hu } from './countries/hu.ts';
import { ie } from './countries/ie.ts';
import { it } from './countries/it.ts';
import { nl } from './countries/nl.ts';
import { ph } from './countries/ph.ts';
import { pl } from './countries/pl.ts';
import { pt } from './countries/pt.ts';
import { ae, sa } from './countries/gulf.ts';
import { se } from './countries/se.ts';
import { sg } from './countries/sg.ts';
import { us } from './countries/us.ts';
import type { CountryRules, TakeHomeBreakdown } from './types.ts';

export type { TakeHomeBreakdown, TakeHomeLine, TakeHomeSource } from './types.ts';

const RULES: ReadonlyMap<string, CountryRules> = new Map(
  [gb, us, sg, ae, sa, hu, ee, pl, cz, ge, ph, de]
    // Group A (issue 14): Western and Northern Europe.
    .concat([es, pt, fr, it, nl, ie, se, gr, dk, at, be])
    .map((r) => [r.country, r]),
);

const COUNTRIES: readonly string[] = Object.freeze([...RULES.keys()].sort());

export function takeHomeCountries(): readonly string[] {
  return COUNTRIES;
}

export function takeHomePay(country: string, grossAnnual: number): TakeHomeBreakdown | null {
  const rules = RULES.get(country.toUpperCase());
  if (!rules) return null;
  const gross = Number.isFinite(grossAnnual) && grossAnnual > 0 ? grossAnnual : 0;
  const r = rules.compute(gross);
  const incomeTax = Math.max(0, r.incomeTax);
  const socialContributions = Math.max(0, r.socialContributions);
  const netAnnual = cents(Math.min(gross, Math.max(0, gross - incomeTax - socialContributions)));
  return {
    country: rules.country,
    currency: rules.currency,
    taxYear: rules.taxYear,
    grossAnnual: gross,
    incomeTax,
    socialContributions,
    netAnnual,
    lines: r.lines,
    notes: ['Single person, no children, tax resident, employee.', ...rules.notes],
    source: [...rules.source],
  };
}
