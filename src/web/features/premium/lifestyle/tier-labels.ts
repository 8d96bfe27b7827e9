/** The lifestyle tiers' names as the suite shows them (docs/product.md §2 Premium panels 4). */
export const TIER_LABELS = {
  frugal: 'Frugal',
  balanced: 'Balanced',
  comfort: 'Comfort',
  luxury: 'Luxury',
} as const;
