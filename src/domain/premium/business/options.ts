/**
 * The suite's inputs (docs/product.md §2 "Premium panels" item 5): industry, company size and market scope, and
 * the stated assumptions that turn a size into a headcount and floor area. These are assumptions, not
 * data: every answer returns them and the UI labels them "assumed".
 */

export const INDUSTRIES = ['tech', 'finance', 'healthcare', 'retail', 'manufacturing'] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const SIZES = ['small', 'medium', 'large'] as const;
export type CompanySize = (typeof SIZES)[number];
export const SCOPES = ['local', 'regional', 'national', 'international'] as const;
export type MarketScope = (typeof SCOPES)[number];

export const INDUSTRY_LABELS: Readonly<Record<Industry, string>> = {
  tech: 'Technology',
  finance: 'Finance',
  healthcare: 'Healthcare',
  retail: 'Retail',
  manufacturing: 'Manufacturing',
};

/** docs/product.md's size bands and the headcount the cost model uses for each (a point inside the band). */
export const SIZE_BANDS: Readonly<Record<CompanySize, { label: string; headcount: number }>> = {
  small: { label: 'Small (1-50)', headcount: 25 },
  medium: { label: 'Medium (51-500)', headcount: 200 },
  large: { label: 'Large (500+)', headcount: 1000 },
};

export const SCOPE_LABELS: Readonly<Record<MarketScope, string>> = {
  local: 'Local',
  regional: 'Regional',
  national: 'National',
  international: 'International',
};

/** docs/product.md defaults: tech, medium, local; the Market Analysis tab. */
export const DEFAULT_INDUSTRY: Industry = 'tech';
export const DEFAULT_SIZE: CompanySize = 'medium';
export const DEFAULT_SCOPE: MarketScope = 'local';
