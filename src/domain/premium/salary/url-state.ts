/**
 * The Salary Insights Hub's view in the /premium URL (issue 14: "included in shared links"): the
 * comparison pair with the comparison tool's own parameters (src/domain/compare/url-state.ts), plus the
 * salary, its currency, industry, role, experience, persona and the open tab. Decoding is an edge:
 * anything missing or malformed takes its default, never throws.
 */
import { decodeComparison, DEFAULT_STATE, encodeComparison } from '../../compare/url-state.ts';
import type { LifestylePair } from '../lifestyle/url-state.ts';
import {
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  MAX_SALARY,
  PERSONAS,
  ROLES,
  type Experience,
  type Industry,
  type Role,
  type SalaryPersona,
} from './roles.ts';

export const SALARY_TABS = ['equivalence', 'negotiation', 'takehome', 'industry'] as const;
export type SalaryTab = (typeof SALARY_TABS)[number];

export type SalaryPair = LifestylePair;

export interface SalaryView {
  pair: SalaryPair;
  /** Gross annual salary; null: none entered — the origin's average gross wage is used. */
  salary: number | null;
  /** The salary's currency; null: the origin's currency. */
  salaryCurrency: string | null;
  industry: Industry;
  role: Role;
  experience: Experience;
  persona: SalaryPersona;
  tab: SalaryTab;
}

const pairOf = (s: SalaryPair): SalaryPair => ({
  fromCurrency: s.fromCurrency,
  toCurrency: s.toCurrency,
  fromCity: s.fromCity,
  toCity: s.toCity,
});

export const DEFAULT_SALARY_PAIR: SalaryPair = pairOf(DEFAULT_STATE);

function oneOf<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

/**
 * Decodes the view; a URL without a pair uses `fallbackPair` (the user's current comparison).
 * @example decodeSalaryView('role=designer', DEFAULT_SALARY_PAIR).role // 'designer'
 */
export function decodeSalaryView(search: string, fallbackPair: SalaryPair): SalaryView {
  const params = new URLSearchParams(search);
  const hasPair = params.has('fromCity') && params.has('toCity');
  const salary = Number(params.get('salary') ?? Number.NaN);
  const currency = params.get('salaryCurrency')?.toUpperCase() ?? '';
  return {
    pair: hasPair ? pairOf(decodeComparison(search)) : fallbackPair,
    salary: Number.isFinite(salary) && salary > 0 && salary <= MAX_SALARY ? salary : null,
    salaryCurrency: /^[A-Z]{3}$/.test(currency) ? currency : null,
    industry: oneOf(INDUSTRIES, params.get('industry'), 'technology'),
    role: oneOf(ROLES, params.get('role'), 'software_engineer'),
    experience: oneOf(EXPERIENCE_LEVELS, params.get('experience'), 'mid'),
    persona: oneOf(PERSONAS, params.get('salaryPersona'), 'expat'),
    tab: oneOf(SALARY_TABS, params.get('salaryTab'), 'equivalence'),
  };
}

/**
 * The view as query parameters: the comparison tool's pair parameters, then the hub's.
 * @example encodeSalaryView({ ...view, role: 'marketing' }).includes('role=marketing') // true
 */
export function encodeSalaryView(view: SalaryView): string {
  const params = new URLSearchParams(encodeComparison({ ...DEFAULT_STATE, ...view.pair }));
  for (const key of ['amount', 'tab', 'persona']) params.delete(key);
  if (view.salary !== null) params.set('salary', String(view.salary));
  if (view.salaryCurrency !== null) params.set('salaryCurrency', view.salaryCurrency);
  params.set('industry', view.industry);
  params.set('role', view.role);
  params.set('experience', view.experience);
  params.set('salaryPersona', view.persona);
  params.set('salaryTab', view.tab);
  return params.toString();
}

/** The query parameters this suite owns beside the pair (the other suites' are left alone). */
const SALARY_KEYS = [
  'salary',
  'salaryCurrency',
  'industry',
  'role',
  'experience',
  'salaryPersona',
  'salaryTab',
];

/**
 * The view set over a /premium query string that other suites share: this suite's own parameters are
 * replaced (one it no longer sets is dropped), the pair is set, the others' parameters are kept, so
 * a shared link still reopens every suite the page showed.
 * @example new URLSearchParams(encodeSalaryViewOver(view, 'bizSize=large')).get('bizSize') // 'large'
 */
export function encodeSalaryViewOver(view: SalaryView, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of SALARY_KEYS) params.delete(key);
  for (const [key, value] of new URLSearchParams(encodeSalaryView(view))) params.set(key, value);
  return params.toString();
}
