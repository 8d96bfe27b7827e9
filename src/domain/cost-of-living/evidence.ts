/**
 * One observed price from an open dataset (data/built/evidence.csv, built by scripts/data/col/evidence/
 * from data/sources/observed/; see data/sources/SOURCES.md). Stage 1 of the pipeline: the facts the
 * model's parameters are fitted and validated on.
 */
export interface EvidenceRow {
  /** Dataset id, e.g. 'hud-fmr-fy2025', 'ons-pipr-2026-04', 'wfp', 'bls-ap'. */
  source: string;
  /** ISO 3166-1 alpha-3 of the country. */
  iso3: string;
  /** Place as the source names it (market town, metro, local authority); null = national figure. */
  city: string | null;
  /** First-level region if the source gives it. */
  admin1: string | null;
  lat: number | null;
  lon: number | null;
  /** Population of the place if the source gives it. */
  population: number | null;
  /** A catalogue item id, or a pseudo-item 'rent_1br_all', 'rent_2br_all', 'rent_3br_all' (city-wide rent). */
  itemId: string;
  /** What the figure is: 'mean', 'median', 'p40 gross rent (FMR)', 'median of 12 monthly market prices'… */
  measure: string;
  /** Price in local currency for the catalogue item's unit. */
  local: number;
  /** ISO 4217. */
  currency: string;
  /** US$ at the period's exchange rate. */
  usd: number;
  /** 'YYYY-MM', the middle of the observation window. */
  period: string;
  /** Observations aggregated into this row. */
  n: number;
}
