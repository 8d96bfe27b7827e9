/**
 * The Relocation Intelligence Suite's view in the /premium URL (issue 15: "included in shared links"):
 * the comparison pair with the comparison tool's own parameters (as the lifestyle suite keeps it), plus
 * the housing budget and its currency, family size, lifestyle and the open tab. Other parameters of the
 * page (another suite's) are kept. Decoding is an edge: anything missing or malformed takes its default.
 */
import { decodeComparison, DEFAULT_STATE, encodeComparison } from '../../compare/url-state.ts';
import type { LifestylePair } from '../lifestyle/url-state.ts';
import {
  DEFAULT_FAMILY_SIZE,
  DEFAULT_RELOCATION_LIFESTYLE,
  MAX_FAMILY_SIZE,
  MAX_HOUSING_BUDGET,
  RELOCATION_LIFESTYLES,
  type RelocationLifestyle,
} from './household.ts';

/** docs/product.md §2: tabs movingCosts, neighborhoods, education, healthcare, cultural (movingCosts first). */
export const RELOCATION_TABS = [
  'movingCosts',
  'neighborhoods',
  'education',
  'healthcare',
  'cultural',
] as const;
export type RelocationTab = (typeof RELOCATION_TABS)[number];

export interface RelocationView {
  pair: LifestylePair;
  /** null: no budget entered — the server starts from the origin's typical rent for the household. */
  housingBudget: number | null;
  /** The budget's currency; null: the origin's currency. */
  budgetCurrency: string | null;
  familySize: number;
  lifestyle: RelocationLifestyle;
  tab: RelocationTab;
}

const pairOf = (s: LifestylePair): LifestylePair => ({
  fromCurrency: s.fromCurrency,
  toCurrency: s.toCurrency,
  fromCity: s.fromCity,
  toCity: s.toCity,
});

/**
 * Decodes the view; a URL without a pair uses `fallbackPair` (the user's current comparison).
 * @example decodeRelocationView('familySize=4', pair).familySize // 4
 */
export function decodeRelocationView(search: string, fallbackPair: LifestylePair): RelocationView {
  const params = new URLSearchParams(search);
  const hasPair = params.has('fromCity') && params.has('toCity');
  const budget = Number(params.get('housingBudget') ?? Number.NaN);
  const currency = params.get('budgetCurrency')?.toUpperCase() ?? '';
  const family = Number(params.get('familySize') ?? Number.NaN);
  const lifestyle = params.get('relocationLifestyle') ?? '';
  const tab = params.get('relocationTab') ?? '';
  return {
    pair: hasPair ? pairOf(decodeComparison(search)) : fallbackPair,
    housingBudget:
      Number.isFinite(budget) && budget > 0 && budget <= MAX_HOUSING_BUDGET ? budget : null,
    budgetCurrency: /^[A-Z]{3}$/.test(currency) ? currency : null,
    familySize:
      Number.isInteger(family) && family >= 1 && family <= MAX_FAMILY_SIZE
        ? family
        : DEFAULT_FAMILY_SIZE,
    lifestyle: (RELOCATION_LIFESTYLES as readonly string[]).includes(lifestyle)
      ? (lifestyle as RelocationLifestyle)
      : DEFAULT_RELOCATION_LIFESTYLE,
    tab: (RELOCATION_TABS as readonly string[]).includes(tab)
      ? (tab as RelocationTab)
      : 'movingCosts',
  };
}

const OWN = [
  'housingBudget',
  'budgetCurrency',
  'familySize',
  'relocationLifestyle',
  'relocationTab',
];
const PAIR_DROPPED = ['amount', 'tab', 'persona'];

/**
 * The view as query parameters over `current` (the page's other parameters are kept): the comparison
 * tool's pair parameters, then the suite's.
 * @example encodeRelocationView(view, '').includes('relocationTab=movingCosts') // true
 */
export function encodeRelocationView(view: RelocationView, current = ''): string {
  const out = new URLSearchParams(current);
  for (const key of OWN) out.delete(key);
  const pair = new URLSearchParams(encodeComparison({ ...DEFAULT_STATE, ...view.pair }));
  for (const [key, value] of pair) if (!PAIR_DROPPED.includes(key)) out.set(key, value);
  if (view.housingBudget !== null) out.set('housingBudget', String(view.housingBudget));
  if (view.budgetCurrency !== null) out.set('budgetCurrency', view.budgetCurrency);
  out.set('familySize', String(view.familySize));
  out.set('relocationLifestyle', view.lifestyle);
  out.set('relocationTab', view.tab);
  return out.toString();
}
