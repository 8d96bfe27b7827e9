/**
 * The comparison as a shareable link (issue 6 §4 "the comparison is encoded in the URL so a shared link
 * reproduces the same view"). Decoding is an edge: anything missing or malformed takes docs/product.md's
 * default (§1, §3), never throws.
 */
import {
  DEFAULT_AMOUNT,
  DEFAULT_FROM_CITY,
  DEFAULT_FROM_CURRENCY,
  DEFAULT_TO_CITY,
  DEFAULT_TO_CURRENCY,
} from './constants.ts';
import { parsePersona, type Persona } from './persona.ts';
import type { CityRef } from './recent.ts';

/** §2 "Eight tabs": ids in docs/product.md's order. */
export const TAB_IDS = [
  'currency',
  'food',
  'lifestyle',
  'time',
  'salary',
  'tourist',
  'comprehensive',
  'insights',
] as const;
export type TabId = (typeof TAB_IDS)[number];

export interface ComparisonState {
  fromCurrency: string;
  toCurrency: string;
  fromCity: CityRef;
  toCity: CityRef;
  amount: number;
  activeTab: TabId;
  persona: Persona;
}

/** §3 defaults: 1000 SAR -> THB, Riyadh -> Bangkok, currency tab, general persona. */
export const DEFAULT_STATE: ComparisonState = {
  fromCurrency: DEFAULT_FROM_CURRENCY,
  toCurrency: DEFAULT_TO_CURRENCY,
  fromCity: { ...DEFAULT_FROM_CITY },
  toCity: { ...DEFAULT_TO_CITY },
  amount: DEFAULT_AMOUNT,
  activeTab: 'currency',
  persona: 'general',
};

const CODE = /^[A-Z]{3}$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
const MAX_TEXT = 120;
/** A GeoNames id or a country average's id. */
const CITY_ID = /^(\d{1,12}|avg-[A-Z]{2})$/;

function city(params: URLSearchParams, side: 'from' | 'to', fallback: CityRef): CityRef {
  const name = params.get(`${side}City`)?.trim() ?? '';
  const country = params.get(`${side}Country`)?.trim() ?? '';
  const countryCode = params.get(`${side}CountryCode`)?.trim().toUpperCase() ?? '';
  if (
    !name ||
    !country ||
    name.length > MAX_TEXT ||
    country.length > MAX_TEXT ||
    !COUNTRY_CODE.test(countryCode)
  ) {
    return fallback;
  }
  const id = params.get(`${side}CityId`)?.trim() ?? '';
  return CITY_ID.test(id) ? { name, country, countryCode, id } : { name, country, countryCode };
}

/**
 * Encodes the state as query parameters (every field, so a link is self-contained).
 *
 * @example
 * encodeComparison(DEFAULT_STATE);
 * // 'from=SAR&to=THB&fromCity=Riyadh&fromCountry=Saudi+Arabia&fromCountryCode=SA&toCity=Bangkok&...&amount=1000&tab=currency&persona=general'
 */
export function encodeComparison(state: ComparisonState): string {
  const params = new URLSearchParams({
    from: state.fromCurrency,
    to: state.toCurrency,
    fromCity: state.fromCity.name,
    fromCountry: state.fromCity.country,
    fromCountryCode: state.fromCity.countryCode,
    toCity: state.toCity.name,
    toCountry: state.toCity.country,
    toCountryCode: state.toCity.countryCode,
    amount: String(state.amount),
    tab: state.activeTab,
    persona: state.persona,
  });
  // Ids, when known, so the link survives a renamed place (issue 13 §4).
  if (state.fromCity.id) params.set('fromCityId', state.fromCity.id);
  if (state.toCity.id) params.set('toCityId', state.toCity.id);
  return params.toString();
}

/**
 * Decodes query parameters; each missing or invalid field takes its default independently.
 *
 * @example
 * decodeComparison('from=usd&amount=-3').fromCurrency; // 'USD' (amount stays 1000)
 */
export function decodeComparison(search: string): ComparisonState {
  const params = new URLSearchParams(search);
  const from = params.get('from')?.toUpperCase() ?? '';
  const to = params.get('to')?.toUpperCase() ?? '';
  const amountRaw = params.get('amount');
  const amount = amountRaw !== null && amountRaw.trim() !== '' ? Number(amountRaw) : Number.NaN;
  const tab = params.get('tab') ?? '';
  return {
    fromCurrency: CODE.test(from) ? from : DEFAULT_STATE.fromCurrency,
    toCurrency: CODE.test(to) ? to : DEFAULT_STATE.toCurrency,
    fromCity: city(params, 'from', DEFAULT_STATE.fromCity),
    toCity: city(params, 'to', DEFAULT_STATE.toCity),
    amount: Number.isFinite(amount) && amount >= 0 ? amount : DEFAULT_STATE.amount,
    activeTab: (TAB_IDS as readonly string[]).includes(tab)
      ? (tab as TabId)
      : DEFAULT_STATE.activeTab,
    persona: parsePersona(params.get('persona')) ?? DEFAULT_STATE.persona,
  };
}

/**
 * Swap (docs/product.md §4 "swap (exchanges currencies and cities)").
 *
 * @example
 * swapSides(DEFAULT_STATE).fromCurrency; // 'THB'
 */
export function swapSides(state: ComparisonState): ComparisonState {
  return {
    ...state,
    fromCurrency: state.toCurrency,
    toCurrency: state.fromCurrency,
    fromCity: state.toCity,
    toCity: state.fromCity,
  };
}
