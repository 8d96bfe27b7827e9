/**
 * One state model for the pair (issue 19 §2): each side is a currency and a city, and the city's
 * country uses the currency. Every way the state changes goes through here: a URL, the currency and
 * city pickers, swap and a recent comparison. A change that names a currency without a city takes
 * the currency's default city (docs/product.md §3 "Choosing a currency sets that side's city to its
 * defaultCity"), unless the current city's country already uses it (EUR Berlin -> EUR keeps Berlin);
 * a city from a country that does not use the side's currency brings that country's currency with it.
 * So "Riyadh priced in yen" cannot be reached, and never reaches Recent comparisons.
 */
import type { CityRef } from './recent.ts';
import { decodeComparison, swapSides, type ComparisonState } from './url-state.ts';

export type Side = 'from' | 'to';

/** What the reference lists say about one currency. */
export interface CurrencyPlace {
  code: string;
  /** docs/product.md §3 defaultCity, in the currency's home country. */
  defaultCity: CityRef;
  /** ISO 3166-1 alpha-2 codes of the countries that use it. */
  countries: readonly string[];
  /**
   * The countries whose people are paid in it (their first listed currency Parity quotes): USD for the
   * United States, not XDR, whose home is the IMF's seat in Washington (issue 34 item 1). When the lists
   * give it, a country's currency is the one paid there; otherwise its home currency.
   */
  paidIn?: readonly string[];
  /** Country name -> ISO code, for the countries its cities are in (a hand-made link names countries). */
  countryNames?: Readonly<Record<string, string>>;
}

/** Look-ups over the currency list, built once per list (pairFacts). */
export interface PairFacts {
  /** The currency's default city; null for a currency the lists do not know. */
  defaultCity(code: string): CityRef | null;
  /** Whether a country uses a currency; true when the currency is unknown (nothing to judge by). */
  uses(countryCode: string, code: string): boolean;
  /** The currency of a country: its home currency first; null when no listed currency is used there. */
  currencyOf(countryCode: string): string | null;
  /** The ISO code of a country named in full ('Portugal' -> 'PT'), case-insensitively; null if unknown. */
  countryCode(name: string): string | null;
}

/**
 * Look-ups over the reference currencies.
 *
 * @example
 * const facts = pairFacts([{ code: 'EUR', defaultCity: berlin, countries: ['DE', 'PT'] }]);
 * facts.uses('PT', 'EUR'); // true
 */
export function pairFacts(places: readonly CurrencyPlace[]): PairFacts {
  const byCode = new Map(places.map((p) => [p.code, p]));
  const byCountry = new Map<string, string[]>();
  const paidIn = new Map<string, string>();
  const codeByName = new Map<string, string>();
  for (const place of places) {
    codeByName.set(place.defaultCity.country.toLowerCase(), place.defaultCity.countryCode);
    for (const [name, code] of Object.entries(place.countryNames ?? {}))
      codeByName.set(name.toLowerCase(), code);
    for (const country of place.paidIn ?? []) paidIn.set(country, place.code);
    for (const country of place.countries) {
      const list = byCountry.get(country) ?? [];
      // The currency whose home country this is (its default city is there) comes first.
      if (place.defaultCity.countryCode === country) list.unshift(place.code);
      else list.push(place.code);
      byCountry.set(country, list);
    }
  }
  return {
    defaultCity: (code) => {
      const place = byCode.get(code);
      return place ? { ...place.defaultCity } : null;
    },
    uses: (countryCode, code) => {
      const place = byCode.get(code);
      return place === undefined || place.countries.includes(countryCode);
    },
    currencyOf: (countryCode) => paidIn.get(countryCode) ?? byCountry.get(countryCode)?.[0] ?? null,
    countryCode: (name) => codeByName.get(name.trim().toLowerCase()) ?? null,
  };
}

const cityOf = (state: ComparisonState, side: Side) =>
  side === 'from' ? state.fromCity : state.toCity;
const currencyOfSide = (state: ComparisonState, side: Side) =>
  side === 'from' ? state.fromCurrency : state.toCurrency;

function withSide(
  state: ComparisonState,
  side: Side,
  currency: string,
  city: CityRef,
): ComparisonState {
  return side === 'from'
    ? { ...state, fromCurrency: currency, fromCity: city }
    : { ...state, toCurrency: currency, toCity: city };
}

/** The city a side keeps for `code`: `city` when its country uses the currency, else the default. */
function cityFor(code: string, city: CityRef | null, facts: PairFacts): CityRef | null {
  if (city !== null && facts.uses(city.countryCode, code)) return city;
  return facts.defaultCity(code) ?? city;
}

/**
 * A currency chosen for one side (picker): the city stays if its country uses the currency,
 * otherwise the currency's default city replaces it.
 *
 * @example
 * chooseCurrency(DEFAULT_STATE, 'from', 'JPY', facts).fromCity.name; // 'Tokyo'
 */
export function chooseCurrency(
  state: ComparisonState,
  side: Side,
  code: string,
  facts: PairFacts,
): ComparisonState {
  return withSide(
    state,
    side,
    code,
    cityFor(code, cityOf(state, side), facts) ?? cityOf(state, side),
  );
}

/**
 * A city chosen for one side (picker): the currency stays if the city's country uses it, otherwise
 * the country's own currency comes with the city.
 *
 * @example
 * chooseCity(DEFAULT_STATE, 'to', bengaluru, facts).toCurrency; // 'INR'
 */
export function chooseCity(
  state: ComparisonState,
  side: Side,
  city: CityRef,
  facts: PairFacts,
): ComparisonState {
  const current = currencyOfSide(state, side);
  if (facts.uses(city.countryCode, current)) return withSide(state, side, current, city);
  return withSide(state, side, facts.currencyOf(city.countryCode) ?? current, city);
}

/**
 * Swap (docs/product.md §4): both sides change places whole, so a consistent pair stays consistent.
 *
 * @example
 * swapPair(DEFAULT_STATE).fromCity.name; // 'Bangkok'
 */
export function swapPair(state: ComparisonState): ComparisonState {
  return swapSides(state);
}

/** The pair of a stored or shared comparison. */
export interface PairInput {
  fromCurrency: string;
  toCurrency: string;
  fromCity: CityRef | null;
  toCity: CityRef | null;
}

/**
 * A whole pair set at once (a recent comparison, a link): each side keeps its city only when the
 * city's country uses the side's currency; a side without a city, or with a mismatched one, takes the
 * currency's default city.
 *
 * @example
 * settlePair(DEFAULT_STATE, { fromCurrency: 'JPY', toCurrency: 'KRW', fromCity: null, toCity: null }, facts);
 * // Tokyo (JPY) -> Seoul (KRW)
 */
export function settlePair(
  state: ComparisonState,
  pair: PairInput,
  facts: PairFacts,
): ComparisonState {
  const from = cityFor(pair.fromCurrency, pair.fromCity, facts) ?? state.fromCity;
  const to = cityFor(pair.toCurrency, pair.toCity, facts) ?? state.toCity;
  return {
    ...state,
    fromCurrency: pair.fromCurrency,
    toCurrency: pair.toCurrency,
    fromCity: from,
    toCity: to,
  };
}

/**
 * Whether the URL settles a side's city: it names one (name, country and country code), or it names
 * neither currency nor city, so the side is docs/product.md default pair (Riyadh in riyals), which fits.
 */
function namesCity(params: URLSearchParams, side: Side): boolean {
  if (!params.has(side) && !params.has(`${side}City`)) return true;
  return ['City', 'Country', 'CountryCode'].every((k) => (params.get(`${side}${k}`) ?? '') !== '');
}

/**
 * The state a URL asks for, made consistent: `?from=JPY&to=KRW` is Tokyo -> Seoul, not the default
 * cities priced in yen and won. Cities named in the URL (with or without their ids) are kept when
 * they fit their currencies.
 *
 * @example
 * settleUrl('from=JPY&to=KRW', facts).fromCity.name; // 'Tokyo'
 */
export function settleUrl(search: string, facts: PairFacts): ComparisonState {
  const params = new URLSearchParams(search);
  // A hand-made link may name the countries without their codes (issue 34 item 7): look them up.
  for (const side of ['from', 'to'] as const) {
    const country = params.get(`${side}Country`) ?? '';
    if (params.get(`${side}City`) && country && !params.get(`${side}CountryCode`)) {
      const code = facts.countryCode(country);
      if (code) params.set(`${side}CountryCode`, code);
    }
  }
  const decoded = decodeComparison(params.toString());
  return settlePair(
    decoded,
    {
      fromCurrency: decoded.fromCurrency,
      toCurrency: decoded.toCurrency,
      fromCity: namesCity(params, 'from') ? decoded.fromCity : null,
      toCity: namesCity(params, 'to') ? decoded.toCity : null,
    },
    facts,
  );
}

/**
 * Whether both sides' cities are in countries that use their currencies (what Recent comparisons
 * may store).
 *
 * @example
 * isConsistentPair({ ...DEFAULT_STATE, fromCurrency: 'JPY' }, facts); // false (Riyadh in yen)
 */
export function isConsistentPair(
  pair: Pick<ComparisonState, 'fromCurrency' | 'toCurrency' | 'fromCity' | 'toCity'>,
  facts: PairFacts,
): boolean {
  return (
    facts.uses(pair.fromCity.countryCode, pair.fromCurrency) &&
    facts.uses(pair.toCity.countryCode, pair.toCurrency)
  );
}
