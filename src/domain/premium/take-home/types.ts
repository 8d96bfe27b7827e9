/** Shared shapes of the take-home engine (issue 14). Pure data, no I/O. */

export interface TakeHomeLine {
  label: string;
  amount: number;
} // local currency per year, positive = deducted

export interface TakeHomeSource {
  publisher: string;
  title: string;
  url: string;
  taxYear: string;
}

export interface TakeHomeBreakdown {
  country: string;
  currency: string;
  taxYear: string;
  grossAnnual: number;
  incomeTax: number;
  socialContributions: number;
  netAnnual: number;
  lines: TakeHomeLine[];
  notes: string[];
  source: TakeHomeSource[];
}

/** A progressive schedule: `upTo` is the top of each band (null = no top), `rate` a fraction. */
export interface Bracket {
  upTo: number | null;
  rate: number;
}

/** What a country's rules compute for one gross salary. */
export interface CountryResult {
  incomeTax: number;
  socialContributions: number;
  lines: TakeHomeLine[];
}

/** One country's rules table: plain data plus the function that applies it. */
export interface CountryRules {
  country: string;
  currency: string;
  taxYear: string;
  notes: readonly string[];
  source: readonly TakeHomeSource[];
  compute(grossAnnual: number): CountryResult;
}
