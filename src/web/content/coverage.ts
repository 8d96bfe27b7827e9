/**
 * True coverage facts used in marketing copy instead of user-count claims (ADR 012).
 * Each is a property of our own data, with its origin:
 *  - 161 currencies: the reference rate provider's list (docs/design.md §4, docs/product.md §1).
 *  - 52,000+ cities and towns: every GeoNames place with population >= 5,000 plus capitals and seats of
 *    government (issue 13, ADR 032).
 *  - daily rates: the background refresh every 24 hours (docs/design.md §4, docs/product.md §1).
 */
export const COVERAGE = [
  { value: '161', label: 'currencies' },
  { value: '52,000+', label: 'cities and towns' },
  { value: 'Daily', label: 'exchange-rate updates' },
] as const;
