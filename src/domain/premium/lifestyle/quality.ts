/**
 * Quality of Life (issue 14): scores from 0 to 10 built from open country indicators (World Bank WDI,
 * CC BY 4.0; data/sources/quality_of_life_indicators.csv), each explained by its inputs, their values,
 * years and weights (method docs/methods/premium-lifestyle.md §5). A missing or too old input is left
 * out and the remaining weights are scaled up to sum to 1; the answer says which. Nothing is invented:
 * with no usable input a score is null.
 */

export type IndicatorCode =
  | 'SP.DYN.LE00.IN'
  | 'SH.MED.PHYS.ZS'
  | 'SH.XPD.CHEX.PC.CD'
  | 'VC.IHR.PSRC.P5'
  | 'EN.ATM.PM25.MC.M3'
  | 'IT.NET.USER.ZS';

/**
 * How a value becomes 0–10: linear or logarithmic between the value that scores 0 and the value that
 * scores 10 (either order; clamped outside). The anchors and why: method §5.
 */
export interface Scale {
  kind: 'linear' | 'log';
  zeroAt: number;
  tenAt: number;
}

export interface IndicatorDefinition {
  code: IndicatorCode;
  label: string;
  unit: string;
  scale: Scale;
}

export const INDICATORS: Readonly<Record<IndicatorCode, IndicatorDefinition>> = {
  'SP.DYN.LE00.IN': {
    code: 'SP.DYN.LE00.IN',
    label: 'Life expectancy at birth',
    unit: 'years',
    scale: { kind: 'linear', zeroAt: 55, tenAt: 85 },
  },
  'SH.MED.PHYS.ZS': {
    code: 'SH.MED.PHYS.ZS',
    label: 'Physicians',
    unit: 'per 1,000 people',
    scale: { kind: 'linear', zeroAt: 0, tenAt: 4 },
  },
  'SH.XPD.CHEX.PC.CD': {
    code: 'SH.XPD.CHEX.PC.CD',
    label: 'Health spending per person',
    unit: 'US$ a year',
    scale: { kind: 'log', zeroAt: 30, tenAt: 6000 },
  },
  'VC.IHR.PSRC.P5': {
    code: 'VC.IHR.PSRC.P5',
    label: 'Intentional homicides',
    unit: 'per 100,000 people',
    scale: { kind: 'log', zeroAt: 40, tenAt: 0.3 },
  },
  'EN.ATM.PM25.MC.M3': {
    code: 'EN.ATM.PM25.MC.M3',
    label: 'PM2.5 air pollution, mean annual exposure',
    unit: 'µg/m³',
    scale: { kind: 'log', zeroAt: 75, tenAt: 5 },
  },
  'IT.NET.USER.ZS': {
    code: 'IT.NET.USER.ZS',
    label: 'People using the internet',
    unit: '% of population',
    scale: { kind: 'linear', zeroAt: 0, tenAt: 100 },
  },
};

/** The scores, their weights in the overall score, and their inputs' weights (method §5). */
export const QOL_CATEGORIES = [
  {
    key: 'healthcare',
    label: 'Healthcare',
    weight: 0.35,
    inputs: [
      { code: 'SP.DYN.LE00.IN', weight: 0.5 },
      { code: 'SH.MED.PHYS.ZS', weight: 0.25 },
      { code: 'SH.XPD.CHEX.PC.CD', weight: 0.25 },
    ],
  },
  {
    key: 'safety',
    label: 'Safety',
    weight: 0.25,
    inputs: [{ code: 'VC.IHR.PSRC.P5', weight: 1 }],
  },
  {
    key: 'environment',
    label: 'Environment',
    weight: 0.2,
    inputs: [{ code: 'EN.ATM.PM25.MC.M3', weight: 1 }],
  },
  {
    key: 'infrastructure',
    label: 'Digital infrastructure',
    weight: 0.2,
    inputs: [{ code: 'IT.NET.USER.ZS', weight: 1 }],
  },
] as const satisfies readonly {
  key: string;
  label: string;
  weight: number;
  inputs: readonly { code: IndicatorCode; weight: number }[];
}[];

export type QolCategoryKey = (typeof QOL_CATEGORIES)[number]['key'];

/**
 * docs/product.md §3 lists education, leisure and work-life balance scores too; no open indicator in the
 * repository measures them for every country, so they are named as not scored (ADR 085: no placeholder).
 */
export const NOT_SCORED = ['Education', 'Leisure', 'Work-life balance'] as const;

/** A figure older than this many years before the reference year is too old to score (method §5). */
export const MAX_INDICATOR_AGE_YEARS = 15;

export interface IndicatorValue {
  indicator: string;
  year: number;
  value: number;
}

export interface ScoredInput {
  code: IndicatorCode;
  label: string;
  unit: string;
  /** The weight the method gives the input inside its score. */
  weight: number;
  /** The weight it has after missing inputs are left out (0 when left out). */
  effectiveWeight: number;
  value: number | null;
  year: number | null;
  score: number | null;
  status: 'used' | 'missing' | 'too_old';
}

export interface CategoryScore {
  key: QolCategoryKey;
  label: string;
  weight: number;
  effectiveWeight: number;
  score: number | null;
  inputs: ScoredInput[];
}

export interface QualityOfLife {
  overall: number | null;
  categories: CategoryScore[];
  notScored: Array<(typeof NOT_SCORED)[number]>;
}

/**
 * A value on its scale, 0–10, clamped.
 * @example scaleScore(70, { kind: 'linear', zeroAt: 55, tenAt: 85 }) // 5
 */
export function scaleScore(value: number, scale: Scale): number {
  const f = scale.kind === 'log' ? Math.log : (v: number) => v;
  if (scale.kind === 'log' && value <= 0) return scale.tenAt < scale.zeroAt ? 10 : 0;
  const t = (f(value) - f(scale.zeroAt)) / (f(scale.tenAt) - f(scale.zeroAt));
  return Math.min(10, Math.max(0, t * 10));
}

/** Weighted mean over the present entries, with each entry's weight scaled to sum to 1. */
function reweigh<T extends { weight: number; score: number | null }>(
  entries: T[],
): { score: number | null; weights: number[] } {
  const present = entries.reduce((s, e) => s + (e.score === null ? 0 : e.weight), 0);
  if (present <= 0) return { score: null, weights: entries.map(() => 0) };
  const weights = entries.map((e) => (e.score === null ? 0 : e.weight / present));
  const score = entries.reduce((s, e, i) => s + (e.score ?? 0) * weights[i]!, 0);
  return { score, weights };
}

/**
 * A country's scores from its indicator rows (latest year each), for a reference year (the rates' year).
 * @example qualityOfLife([{ indicator: 'IT.NET.USER.ZS', year: 2020, value: 90 }], 2026).categories[3].score // 9
 */
export function qualityOfLife(
  rows: readonly IndicatorValue[],
  referenceYear: number,
): QualityOfLife {
  const byCode = new Map(rows.map((r) => [r.indicator, r]));
  const categories = QOL_CATEGORIES.map((category) => {
    const inputs = category.inputs.map(({ code, weight }): ScoredInput => {
      const def = INDICATORS[code];
      const row = byCode.get(code);
      const base = { code, label: def.label, unit: def.unit, weight, effectiveWeight: 0 };
      if (!row) return { ...base, value: null, year: null, score: null, status: 'missing' };
      if (referenceYear - row.year > MAX_INDICATOR_AGE_YEARS) {
        return { ...base, value: row.value, year: row.year, score: null, status: 'too_old' };
      }
      const score = scaleScore(row.value, def.scale);
      return { ...base, value: row.value, year: row.year, score, status: 'used' };
    });
    const { score, weights } = reweigh(inputs);
    inputs.forEach((input, i) => (input.effectiveWeight = weights[i]!));
    return {
      key: category.key,
      label: category.label,
      weight: category.weight,
      effectiveWeight: 0,
      score,
      inputs,
    };
  });
  const { score: overall, weights } = reweigh(categories);
  categories.forEach((c, i) => (c.effectiveWeight = weights[i]!));
  return { overall, categories, notScored: [...NOT_SCORED] };
}
