/**
 * The Lifestyle Optimization Suite's view in the /premium URL (issue 14: "included in shared links"):
 * the comparison pair with the comparison tool's own parameters (src/domain/compare/url-state.ts), plus
 * income, its currency, lifestyle, priorities and the open tab. Decoding is an edge: anything missing
 * or malformed takes its default, never throws.
 */
import type { CityRef } from '../../compare/recent.ts';
import { decodeComparison, encodeComparison, DEFAULT_STATE } from '../../compare/url-state.ts';
import {
  LIFESTYLES,
  MAX_MONTHLY_INCOME,
  PRIORITIES,
  type Lifestyle,
  type Priority,
} from './basket.ts';

export const LIFESTYLE_TABS = ['budget', 'comparison', 'time', 'quality'] as const;
export type LifestyleTab = (typeof LIFESTYLE_TABS)[number];

export interface LifestylePair {
  fromCurrency: string;
  toCurrency: string;
  fromCity: CityRef;
  toCity: CityRef;
}

export interface LifestyleView {
  pair: LifestylePair;
  /** Monthly income; null: the origin's average net salary (the server says so). */
  income: number | null;
  /** The income's currency; null: the origin's currency. */
  incomeCurrency: string | null;
  lifestyle: Lifestyle;
  priorities: Priority[];
  tab: LifestyleTab;
}

/** Balanced, no priorities, the Budget Optimizer (docs/product.md §2: the default tab). */
export const DEFAULT_LIFESTYLE = 'balanced' satisfies Lifestyle;

const pairOf = (s: LifestylePair): LifestylePair => ({
  fromCurrency: s.fromCurrency,
  toCurrency: s.toCurrency,
  fromCity: s.fromCity,
  toCity: s.toCity,
});

export const DEFAULT_PAIR: LifestylePair = pairOf(DEFAULT_STATE);

/**
 * Decodes the view; a URL without a pair uses `fallbackPair` (the user's current comparison).
 * @example decodeLifestyleView('lifestyle=luxury', DEFAULT_PAIR).lifestyle // 'luxury'
 */
export function decodeLifestyleView(search: string, fallbackPair: LifestylePair): LifestyleView {
  const params = new URLSearchParams(search);
  const hasPair = params.has('fromCity') && params.has('toCity');
  const income = Number(params.get('income') ?? Number.NaN);
  const currency = params.get('incomeCurrency')?.toUpperCase() ?? '';
  const lifestyle = params.get('lifestyle') ?? '';
  const priorities = (params.get('priorities') ?? '')
    .split(',')
    .filter(
      (p, i, all): p is Priority => PRIORITIES.includes(p as Priority) && all.indexOf(p) === i,
    );
  const tab = params.get('lifestyleTab') ?? '';
  return {
    pair: hasPair ? pairOf(decodeComparison(search)) : fallbackPair,
    income: Number.isFinite(income) && income > 0 && income <= MAX_MONTHLY_INCOME ? income : null,
    incomeCurrency: /^[A-Z]{3}$/.test(currency) ? currency : null,
    lifestyle: (LIFESTYLES as readonly string[]).includes(lifestyle)
      ? (lifestyle as Lifestyle)
      : DEFAULT_LIFESTYLE,
    priorities,
    tab: (LIFESTYLE_TABS as readonly string[]).includes(tab) ? (tab as LifestyleTab) : 'budget',
  };
}

/**
 * The view as query parameters: the comparison tool's pair parameters, then the suite's.
 * @example encodeLifestyleView({ ...view, lifestyle: 'frugal' }).includes('lifestyle=frugal') // true
 */
export function encodeLifestyleView(view: LifestyleView): string {
  const pair = new URLSearchParams(encodeComparison({ ...DEFAULT_STATE, ...view.pair }));
  for (const key of ['amount', 'tab', 'persona']) pair.delete(key);
  if (view.income !== null) pair.set('income', String(view.income));
  if (view.incomeCurrency !== null) pair.set('incomeCurrency', view.incomeCurrency);
  pair.set('lifestyle', view.lifestyle);
  if (view.priorities.length) pair.set('priorities', view.priorities.join(','));
  pair.set('lifestyleTab', view.tab);
  return pair.toString();
}

/** The query parameters this suite owns beside the pair (the other suites' are left alone). */
const LIFESTYLE_KEYS = ['income', 'incomeCurrency', 'lifestyle', 'priorities', 'lifestyleTab'];

/**
 * The view set over a /premium query string that other suites share: this suite's own parameters are
 * replaced (one it no longer sets is dropped), the pair is set, the others' parameters are kept, so
 * a shared link still reopens every suite the page showed.
 * @example new URLSearchParams(encodeLifestyleViewOver(view, 'bizSize=large')).get('bizSize') // 'large'
 */
export function encodeLifestyleViewOver(view: LifestyleView, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of LIFESTYLE_KEYS) params.delete(key);
  for (const [key, value] of new URLSearchParams(encodeLifestyleView(view))) params.set(key, value);
  return params.toString();
}

/**
 * The /home link for the same pair (to change it in the comparison tool).
 * @example comparisonLink(DEFAULT_PAIR).startsWith('/home?from=SAR') // true
 */
export function comparisonLink(pair: LifestylePair): string {
  return `/home?${encodeComparison({ ...DEFAULT_STATE, ...pair })}`;
}
