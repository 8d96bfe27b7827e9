/**
 * Personas and the '(Relevant)' marker (docs/product.md §2 "Persona selector labelled 'I am a...'", §6 keyword
 * lists, verbatim). Matching is case-insensitive against the item name and its category key.
 */
import type { MarketItem } from './market.ts';

export const PERSONAS = ['general', 'digital_nomad', 'expat', 'entrepreneur', 'tourist'] as const;
export type Persona = (typeof PERSONAS)[number];

/**
 * A noun with its indefinite article: 'an expat', 'an entrepreneur', 'a digital nomad'.
 * @example withArticle('expat') // 'an expat'
 */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

export const PERSONA_LABELS: Readonly<Record<Persona, string>> = {
  general: 'General user',
  digital_nomad: 'Digital nomad',
  expat: 'Expat',
  entrepreneur: 'Entrepreneur',
  tourist: 'Tourist',
};

/** §6 keyword lists. `general` is "everything" (null = no filter). */
export const PERSONA_KEYWORDS: Readonly<Record<Persona, readonly string[] | null>> = {
  general: null,
  digital_nomad: [
    'utilities',
    'transportation',
    'rent',
    'internet',
    'coworking',
    'mobile',
    'laptop',
    'smartphone',
    'coffee',
  ],
  expat: [
    'utilities',
    'rent',
    'buy apartment',
    'childcare',
    'transportation',
    'meal',
    'restaurant',
    'school',
    'doctor',
    'medication',
    'dental',
    'insurance',
  ],
  entrepreneur: [
    'utilities',
    'rent',
    'transportation',
    'internet',
    'mobile',
    'laptop',
    'car',
    'insurance',
    'meal',
    'restaurant',
  ],
  tourist: [
    'transportation',
    'sports and leisure',
    'restaurant',
    'meal',
    'cinema',
    'taxi',
    'hotel',
    'attraction',
    'concert',
  ],
};

/** One compiled pattern per persona: any keyword at the start of a word (compiled once, not per item). */
const PERSONA_PATTERNS: Readonly<Record<Persona, RegExp | null>> = Object.fromEntries(
  PERSONAS.map((p) => {
    const keywords = PERSONA_KEYWORDS[p];
    return [p, keywords === null ? null : new RegExp(`\\b(?:${keywords.join('|')})`)];
  }),
) as Record<Persona, RegExp | null>;

/**
 * Parses a persona from text (URL, select), or null.
 *
 * @example
 * parsePersona('expat'); // 'expat'
 * parsePersona('pirate'); // null
 */
export function parsePersona(value: string | null | undefined): Persona | null {
  return (PERSONAS as readonly string[]).includes(value ?? '') ? (value as Persona) : null;
}

/**
 * Whether an item matters to a persona by the §6 keywords. Every item is relevant to `general`.
 * A keyword must start a word, so 'car' matches 'car' but not 'childcare', and 'rent' not 'current';
 * otherwise keywords are matched as written (ADR 083).
 *
 * @example
 * isRelevant('tourist', { itemName: 'Taxi start (normal tariff)', itemCategory: 'transportation' }); // true
 */
export function isRelevant(
  persona: Persona,
  item: Pick<MarketItem, 'itemName' | 'itemCategory'>,
): boolean {
  const pattern = PERSONA_PATTERNS[persona];
  if (pattern === null) return true;
  return pattern.test(`${item.itemName} ${item.itemCategory}`.toLowerCase());
}

/**
 * The label suffix shown next to an item: ' (Relevant)' for a matching item under a specific persona;
 * nothing under `general`, where every item matches and a marker on all of them would highlight
 * nothing (ADR 083).
 *
 * @example
 * relevanceLabel('expat', { itemName: 'Apartment 1 bedroom, city centre, monthly rent', itemCategory: 'rent per month' });
 * // ' (Relevant)'
 */
export function relevanceLabel(
  persona: Persona,
  item: Pick<MarketItem, 'itemName' | 'itemCategory'>,
): string {
  return persona !== 'general' && isRelevant(persona, item) ? ' (Relevant)' : '';
}
