/**
 * The relocation inputs of docs/product.md §3 ("Relocation inputs: monthly housing budget (1500); family size (1 to
 * 5+, default 2); lifestyle (budget, moderate, premium, luxury; default moderate)") and what they mean
 * for a household. Neighbourhood priorities (safety, schools, ...) are not taken: no open data scores
 * them per district (ADR 117).
 */

export const RELOCATION_LIFESTYLES = ['budget', 'moderate', 'premium', 'luxury'] as const;
export type RelocationLifestyle = (typeof RELOCATION_LIFESTYLES)[number];

/** docs/product.md §3: family size 1 to 5+ (5 stands for five or more). */
export const MAX_FAMILY_SIZE = 5;
/** docs/product.md §3 defaults. */
export const DEFAULT_FAMILY_SIZE = 2;
export const DEFAULT_RELOCATION_LIFESTYLE: RelocationLifestyle = 'moderate';
/** Largest monthly housing budget accepted. */
export const MAX_HOUSING_BUDGET = 1e9;

export interface Household {
  adults: number;
  children: number;
  /** The catalogue flat that fits: 1 bedroom for one or two people, 3 bedrooms from three. */
  bedrooms: 1 | 3;
  /** Budget and moderate rent outside the centre; premium and luxury in the centre. */
  location: 'centre' | 'outside';
}

/**
 * Who moves, read from the family size (assumption stated in the method: the first two people are
 * adults, the others children) and where the lifestyle rents.
 * @example householdOf(4, 'premium') // { adults: 2, children: 2, bedrooms: 3, location: 'centre' }
 */
export function householdOf(familySize: number, lifestyle: RelocationLifestyle): Household {
  const size = Math.max(1, Math.min(MAX_FAMILY_SIZE, Math.round(familySize)));
  const adults = Math.min(size, 2);
  return {
    adults,
    children: size - adults,
    bedrooms: size <= 2 ? 1 : 3,
    location: lifestyle === 'premium' || lifestyle === 'luxury' ? 'centre' : 'outside',
  };
}

/** The catalogue rent item for a household. */
export const rentItemOf = (h: Household): string => `rent_${h.bedrooms}br_${h.location}`;
