/**
 * True coverage facts used in marketing copy instead of user-count claims (ADR 012).
 * Each is a property of our own data, with its origin:
 *  - 161 currencies: the reference rate provider's list (ARCHITECTURE.md §4, spec §1).
 *  - 12,000+ cities: every GeoNames city with population >= 35,000 plus capitals (ARCHITECTURE.md §4).
 *  - daily rates: the background refresh every 24 hours (ARCHITECTURE.md §4, spec §1).
 */
export const COVERAGE = [
  { value: '161', label: 'currencies' },
  { value: '12,000+', label: 'cities' },
  { value: 'Daily', label: 'exchange-rate updates' },
] as const;
