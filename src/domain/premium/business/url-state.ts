/**
 * The Business Intelligence Suite's view in the /premium URL (issue 15: "included in shared links"):
 * the comparison pair (src/domain/compare/url-state.ts) plus industry, size, scope and the open tab.
 * Decoding is an edge: anything missing or malformed takes its default, never throws.
 */
import { decodeComparison, encodeComparison, DEFAULT_STATE } from '../../compare/url-state.ts';
import type { LifestylePair } from '../lifestyle/url-state.ts';
import {
  DEFAULT_INDUSTRY,
  DEFAULT_SCOPE,
  DEFAULT_SIZE,
  INDUSTRIES,
  SCOPES,
  SIZES,
  type CompanySize,
  type Industry,
  type MarketScope,
} from './options.ts';

export const BUSINESS_TABS = ['market', 'talent', 'costs', 'regulatory', 'scorecard'] as const;
export type BusinessTab = (typeof BUSINESS_TABS)[number];

export type BusinessPair = LifestylePair;

export interface BusinessView {
  pair: BusinessPair;
  industry: Industry;
  size: CompanySize;
  scope: MarketScope;
  tab: BusinessTab;
}

const pick = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/**
 * Decodes the view; a URL without a pair uses `fallbackPair` (the user's current comparison).
 * @example decodeBusinessView('bizSize=large', pair).size // 'large'
 */
export function decodeBusinessView(search: string, fallbackPair: BusinessPair): BusinessView {
  const params = new URLSearchParams(search);
  const hasPair = params.has('fromCity') && params.has('toCity');
  const s = hasPair ? decodeComparison(search) : null;
  return {
    pair: s
      ? {
          fromCurrency: s.fromCurrency,
          toCurrency: s.toCurrency,
          fromCity: s.fromCity,
          toCity: s.toCity,
        }
      : fallbackPair,
    industry: pick(INDUSTRIES, params.get('bizIndustry'), DEFAULT_INDUSTRY),
    size: pick(SIZES, params.get('bizSize'), DEFAULT_SIZE),
    scope: pick(SCOPES, params.get('bizScope'), DEFAULT_SCOPE),
    tab: pick(BUSINESS_TABS, params.get('bizTab'), 'market'),
  };
}

/**
 * The view as query parameters: the comparison tool's pair parameters, then the suite's.
 * @example encodeBusinessView(view).includes('bizScope=local') // true
 */
export function encodeBusinessView(view: BusinessView): string {
  const params = new URLSearchParams(encodeComparison({ ...DEFAULT_STATE, ...view.pair }));
  for (const key of ['amount', 'tab', 'persona']) params.delete(key);
  params.set('bizIndustry', view.industry);
  params.set('bizSize', view.size);
  params.set('bizScope', view.scope);
  params.set('bizTab', view.tab);
  return params.toString();
}
