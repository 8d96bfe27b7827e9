/**
 * Key insights (docs/product.md §2 "Key insights summary with six cards and a persona section"; the result
 * panel's "key insights list"). Sentences are built from the computed figures only. docs/product.md's
 * persona placeholder scores (§9: safety, healthcare, education, startup, attractions, internet speed,
 * visa friendliness, hard-coded per city) are NOT reproduced: Parity has no source for them, so the
 * persona section says so instead of inventing numbers (ADR 085).
 */
import { formatRate } from '../money.ts';
import type { LifestyleArea } from './lifestyle.ts';
import { PERSONA_LABELS, withArticle, type Persona } from './persona.ts';
import type { ItemRow } from './rows.ts';

/** Formats an amount of money in a currency (the data engineer's formatter, injected). */
export type FormatMoney = (amount: number, currency: string) => string;

export interface InsightCard {
  id: 'rate' | 'adjusted' | 'housing' | 'food' | 'work-time' | 'best-value';
  title: string;
  /** The headline figure, already formatted; null when the data for it is missing. */
  value: string | null;
  detail: string;
}

export interface InsightInput {
  fromCurrency: string;
  toCurrency: string;
  fromCity: string;
  toCity: string;
  amount: number;
  rate: number | null;
  converted: number;
  adjustedAmount: number;
  purchasingPower: number | null;
  colRatioIsFallback: boolean;
  areas: readonly LifestyleArea[];
  foodDiff: number | null;
  timeToEarn: { from: string; to: string } | null;
}

const pct = (n: number): string => `${n > 0 ? '+' : ''}${n.toFixed(1)}%`;
const cheaperOrDearer = (diff: number, city: string): string =>
  Math.abs(diff) < 0.05
    ? `the same in ${city}`
    : `${Math.abs(diff).toFixed(1)}% ${diff < 0 ? 'cheaper' : 'more expensive'} in ${city}`;

/**
 * The best-value sentence, agreeing with its number (issue 19 §5): a saving is 'the best value', a
 * standstill 'costs the same', and when every area costs more the cheapest one is 'the smallest rise'.
 * @example bestValueSentence('Groceries', 50.7, 'London') // 'Everything costs more in London; Groceries the least: 50.7% more expensive.'
 */
export function bestValueSentence(area: string, diff: number, city: string): string {
  if (Math.abs(diff) < 0.05) return `${area} costs the same in ${city}.`;
  if (diff < 0) return `${area} is the best value: ${cheaperOrDearer(diff, city)}.`;
  return `Everything costs more in ${city}; ${area} the least: ${Math.abs(diff).toFixed(1)}% more expensive.`;
}

/**
 * The six cards: exchange rate, cost-of-living-adjusted amount, housing, food, work time, best value.
 *
 * @example
 * insightCards(input, fmt).map((c) => c.id); // ['rate', 'adjusted', 'housing', 'food', 'work-time', 'best-value']
 */
export function insightCards(i: InsightInput, fmt: FormatMoney): InsightCard[] {
  const housing = i.areas.find((a) => a.area === 'Housing');
  const best = [...i.areas].sort((a, b) => a.diffPercent - b.diffPercent)[0];
  return [
    {
      id: 'rate',
      title: 'Exchange rate',
      value: i.rate === null ? null : `1 ${i.fromCurrency} = ${formatRate(i.rate)} ${i.toCurrency}`,
      detail: `${fmt(i.amount, i.fromCurrency)} converts to ${fmt(i.converted, i.toCurrency)}.`,
    },
    {
      id: 'adjusted',
      title: 'Cost-of-living adjusted',
      value: fmt(i.adjustedAmount, i.toCurrency),
      detail:
        i.purchasingPower === null || i.colRatioIsFallback
          ? 'No cost-of-living ratio for this pair: shown at the plain rate (factor 1).'
          : `Your money buys ${Math.abs(i.purchasingPower).toFixed(1)}% ${i.purchasingPower >= 0 ? 'more' : 'less'} in ${i.toCity}.`,
    },
    {
      id: 'housing',
      title: 'Housing',
      value: housing ? pct(housing.diffPercent) : null,
      detail: housing
        ? `Rent is ${cheaperOrDearer(housing.diffPercent, i.toCity)}.`
        : 'No rent data for one or both cities.',
    },
    {
      id: 'food',
      title: 'Groceries',
      value: i.foodDiff === null ? null : pct(i.foodDiff),
      detail:
        i.foodDiff === null
          ? 'No food basket data available'
          : `The basket is ${cheaperOrDearer(i.foodDiff, i.toCity)}.`,
    },
    {
      id: 'work-time',
      title: 'Work time',
      value: i.timeToEarn ? i.timeToEarn.to : null,
      detail: i.timeToEarn
        ? `An average earner needs ${i.timeToEarn.from} in ${i.fromCity} and ${i.timeToEarn.to} in ${i.toCity} to earn this amount.`
        : 'Cannot compare work time (missing wage data).',
    },
    {
      id: 'best-value',
      title: 'Best value',
      value: best ? best.area : null,
      detail: best
        ? bestValueSentence(best.area, best.diffPercent, i.toCity)
        : 'No cost data available',
    },
  ];
}

/**
 * The result panel's insights list: the cards' details that have data, as sentences.
 *
 * @example
 * insightList(cards); // ['1000.00 SAR converts to ...', 'Your money buys 25.0% more in Bangkok.', ...]
 */
export function insightList(cards: readonly InsightCard[]): string[] {
  return cards.filter((c) => c.value !== null).map((c) => c.detail);
}

export interface PersonaSection {
  persona: Persona;
  heading: string;
  /** Relevant items, cheapest in the to-city first (by percent difference). */
  cheaper: ItemRow[];
  dearer: ItemRow[];
  averageDiff: number | null;
  note: string;
}

/**
 * The persona section: the items the persona's keywords pick out, split into cheaper and dearer in
 * the to-city, and their average difference.
 *
 * @example
 * personaSection('tourist', rows).heading; // 'For a tourist'
 */
export function personaSection(persona: Persona, rows: readonly ItemRow[]): PersonaSection {
  const priced = rows.filter((r) => r.diffPercent !== null);
  const diffs = priced.map((r) => r.diffPercent as number);
  return {
    persona,
    heading: `For ${persona === 'general' ? 'everyone' : withArticle(PERSONA_LABELS[persona].toLowerCase())}`,
    cheaper: priced
      .filter((r) => (r.diffPercent as number) < 0)
      .sort((a, b) => (a.diffPercent as number) - (b.diffPercent as number)),
    dearer: priced
      .filter((r) => (r.diffPercent as number) > 0)
      .sort((a, b) => (b.diffPercent as number) - (a.diffPercent as number)),
    averageDiff: diffs.length > 0 ? diffs.reduce((s, d) => s + d, 0) / diffs.length : null,
    note: 'Safety, healthcare, education, startup, attraction, internet-speed and visa scores are not shown: Parity has no source for them yet.',
  };
}
