/**
 * The Investment Opportunity Analyzer's view in the /premium URL (issue 15: "included in shared
 * links"): the comparison pair (src/domain/compare/url-state.ts) plus amount, horizon, risk and the
 * open tab. Decoding is an edge: anything missing or malformed takes its default, never throws.
 */
import { decodeComparison, encodeComparison, DEFAULT_STATE } from '../../compare/url-state.ts';
import type { LifestylePair } from '../lifestyle/url-state.ts';
import { HORIZONS, RISKS, type Horizon, type Risk } from './portfolio.ts';

export const INVESTMENT_TABS = ['realEstate', 'stocks', 'bonds', 'currency', 'portfolio'] as const;
export type InvestmentTab = (typeof INVESTMENT_TABS)[number];

/** docs/product.md §2 defaults: 100,000, 5 years, medium risk, the Real Estate tab. */
export const DEFAULT_HORIZON: Horizon = 5;
export const DEFAULT_RISK: Risk = 'medium';
export const MAX_AMOUNT = 1e12;

export type InvestmentPair = LifestylePair;

export interface InvestmentView {
  pair: InvestmentPair;
  /** In the home (from) currency; null: none entered — the server starts from a flat at home. */
  amount: number | null;
  horizon: Horizon;
  risk: Risk;
  tab: InvestmentTab;
}

const pairOf = (s: InvestmentPair): InvestmentPair => ({
  fromCurrency: s.fromCurrency,
  toCurrency: s.toCurrency,
  fromCity: s.fromCity,
  toCity: s.toCity,
});

/**
 * Decodes the view; a URL without a pair uses `fallbackPair` (the user's current comparison).
 * @example decodeInvestmentView('horizon=10', pair).horizon // 10
 */
export function decodeInvestmentView(search: string, fallbackPair: InvestmentPair): InvestmentView {
  const params = new URLSearchParams(search);
  const hasPair = params.has('fromCity') && params.has('toCity');
  const amount = Number(params.get('investAmount') ?? Number.NaN);
  const horizon = Number(params.get('horizon') ?? Number.NaN);
  const risk = params.get('risk') ?? '';
  const tab = params.get('investTab') ?? '';
  return {
    pair: hasPair ? pairOf(decodeComparison(search)) : fallbackPair,
    amount: Number.isFinite(amount) && amount > 0 && amount <= MAX_AMOUNT ? amount : null,
    horizon: (HORIZONS as readonly number[]).includes(horizon)
      ? (horizon as Horizon)
      : DEFAULT_HORIZON,
    risk: (RISKS as readonly string[]).includes(risk) ? (risk as Risk) : DEFAULT_RISK,
    tab: (INVESTMENT_TABS as readonly string[]).includes(tab)
      ? (tab as InvestmentTab)
      : 'realEstate',
  };
}

/**
 * The view as query parameters: the comparison tool's pair parameters, then the analyzer's.
 * @example encodeInvestmentView(view).includes('risk=medium') // true
 */
export function encodeInvestmentView(view: InvestmentView): string {
  const params = new URLSearchParams(encodeComparison({ ...DEFAULT_STATE, ...view.pair }));
  for (const key of ['amount', 'tab', 'persona']) params.delete(key);
  if (view.amount !== null) params.set('investAmount', String(view.amount));
  params.set('horizon', String(view.horizon));
  params.set('risk', view.risk);
  params.set('investTab', view.tab);
  return params.toString();
}
