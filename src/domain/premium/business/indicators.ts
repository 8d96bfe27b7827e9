/**
 * The open annual figures the Business Intelligence Suite reads (issue 15; data/sources/
 * business_indicators.csv, SOURCES.md): what one economy's stored values are. Pure: no I/O. Nothing is
 * filled in — a missing figure is absent and the suite says so.
 */

export const BUSINESS_CODES = [
  'NY.GDP.MKTP.CD',
  'NY.GDP.MKTP.KD.ZG',
  'SP.POP.TOTL',
  'NY.GDP.PCAP.CD',
  'NE.CON.PRVT.CD',
  'SL.TLF.TOTL.IN',
  'SL.UEM.TOTL.ZS',
  'GE.EST',
  'RQ.EST',
  'RL.EST',
  'CC.EST',
] as const;
export type BusinessCode = (typeof BUSINESS_CODES)[number];

export const BUSINESS_LABELS: Readonly<Record<BusinessCode, string>> = {
  'NY.GDP.MKTP.CD': 'GDP (current US$)',
  'NY.GDP.MKTP.KD.ZG': 'GDP growth (annual %, constant prices)',
  'SP.POP.TOTL': 'Population, total',
  'NY.GDP.PCAP.CD': 'GDP per capita (current US$)',
  'NE.CON.PRVT.CD': 'Households and NPISHs final consumption expenditure (current US$)',
  'SL.TLF.TOTL.IN': 'Labor force, total',
  'SL.UEM.TOTL.ZS': 'Unemployment (% of labor force, modeled ILO estimate)',
  'GE.EST': 'Government Effectiveness: estimate (−2.5 to 2.5)',
  'RQ.EST': 'Regulatory Quality: estimate (−2.5 to 2.5)',
  'RL.EST': 'Rule of Law: estimate (−2.5 to 2.5)',
  'CC.EST': 'Control of Corruption: estimate (−2.5 to 2.5)',
};

export interface AnnualPoint {
  year: number;
  value: number;
}

/** One economy's stored figures, each sorted by year (GDP growth: up to five years, others: latest). */
export type EconomyFigures = Partial<Record<BusinessCode, AnnualPoint[]>>;

/** A figure with the year it is for and the indicator it comes from. */
export interface Figure {
  value: number;
  year: number;
  code: string;
}

export function latest(series: EconomyFigures, code: BusinessCode): Figure | null {
  const points = series[code];
  const p = points?.[points.length - 1];
  return p ? { value: p.value, year: p.year, code } : null;
}

/** The mean of the stored growth years, with the span; null without any. */
export function meanGrowth(
  series: EconomyFigures,
): { value: number; first: number; last: number; count: number } | null {
  const points = series['NY.GDP.MKTP.KD.ZG'] ?? [];
  if (!points.length) return null;
  return {
    value: points.reduce((s, p) => s + p.value, 0) / points.length,
    first: points[0]!.year,
    last: points[points.length - 1]!.year,
    count: points.length,
  };
}
