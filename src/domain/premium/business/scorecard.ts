/**
 * Strategic Scorecard (issue 15): a 0-100 score per dimension for each city of the pair, weights that
 * depend on industry, company size and market scope, a weighted total, and a recommendation sentence
 * built from the scores. Pure. Method: docs/methods/premium-business.md §5.
 */
import type { CompanySize, Industry, MarketScope } from './options.ts';

export const DIMENSIONS = ['market', 'growth', 'talent', 'costs', 'governance'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const DIMENSION_LABELS: Readonly<Record<Dimension, string>> = {
  market: 'Market size',
  growth: 'Growth',
  talent: 'Talent',
  costs: 'Operating costs',
  governance: 'Governance',
};

/** Base weights per industry (each row sums to 1). */
export const INDUSTRY_WEIGHTS: Readonly<Record<Industry, Record<Dimension, number>>> = {
  tech: { market: 0.15, growth: 0.2, talent: 0.35, costs: 0.15, governance: 0.15 },
  finance: { market: 0.2, growth: 0.15, talent: 0.2, costs: 0.1, governance: 0.35 },
  healthcare: { market: 0.25, growth: 0.1, talent: 0.3, costs: 0.1, governance: 0.25 },
  retail: { market: 0.35, growth: 0.2, talent: 0.1, costs: 0.25, governance: 0.1 },
  manufacturing: { market: 0.15, growth: 0.15, talent: 0.2, costs: 0.35, governance: 0.15 },
};

/** Multipliers before renormalising: a larger company weighs costs and talent more. */
export const SIZE_ADJUST: Readonly<Record<CompanySize, Partial<Record<Dimension, number>>>> = {
  small: { growth: 1.25, costs: 0.8 },
  medium: {},
  large: { costs: 1.3, talent: 1.2, growth: 0.85 },
};

/** A wider scope weighs market size and governance more, local costs less. */
export const SCOPE_ADJUST: Readonly<Record<MarketScope, Partial<Record<Dimension, number>>>> = {
  local: { market: 0.8, costs: 1.2 },
  regional: {},
  national: { market: 1.2 },
  international: { market: 1.4, governance: 1.2, costs: 0.85 },
};

export function weightsFor(
  industry: Industry,
  size: CompanySize,
  scope: MarketScope,
): Record<Dimension, number> {
  const raw = Object.fromEntries(
    DIMENSIONS.map((d) => [
      d,
      INDUSTRY_WEIGHTS[industry][d] * (SIZE_ADJUST[size][d] ?? 1) * (SCOPE_ADJUST[scope][d] ?? 1),
    ]),
  ) as Record<Dimension, number>;
  const sum = DIMENSIONS.reduce((s, d) => s + raw[d], 0);
  for (const d of DIMENSIONS) raw[d] /= sum;
  return raw;
}

/** The raw inputs of one city's scores; null where a figure is not held. */
export interface ScoreInputs {
  city: string;
  /** Market GDP of the chosen scope, US$ billions. */
  marketGdp: number | null;
  /** Mean real growth, %. */
  growth: number | null;
  unemployment: number | null;
  tertiary: number | null;
  /** Monthly operating cost in US$. */
  monthlyCostUsd: number;
  governance: number | null;
}

const clamp = (v: number) => Math.max(0, Math.min(100, v));

/**
 * Scores on 0-100. Market and costs are relative to the pair (the larger market scores 100, the
 * cheaper city scores 100, the other in proportion — market on a log scale); growth maps −5%…+10% to
 * 0…100; talent is the mean of (100 − 5 × unemployment) and the tertiary enrolment ratio capped at 100;
 * governance is the WGI mean (talent.ts). A missing input scores 50, and says so.
 */
export function dimensionScores(a: ScoreInputs, b: ScoreInputs): [Scores, Scores] {
  const maxGdp = Math.max(a.marketGdp ?? 0, b.marketGdp ?? 0);
  const minCost = Math.min(a.monthlyCostUsd, b.monthlyCostUsd);
  const one = (s: ScoreInputs): Scores => {
    const missing: Dimension[] = [];
    const or50 = (d: Dimension, v: number | null) => {
      if (v === null || !Number.isFinite(v)) {
        missing.push(d);
        return 50;
      }
      return clamp(v);
    };
    const talentParts = [
      s.unemployment === null ? null : 100 - 5 * s.unemployment,
      s.tertiary === null ? null : Math.min(100, s.tertiary),
    ].filter((v): v is number => v !== null);
    const scores: Record<Dimension, number> = {
      market: or50(
        'market',
        s.marketGdp !== null && maxGdp > 0
          ? (Math.log1p(s.marketGdp) / Math.log1p(maxGdp)) * 100
          : null,
      ),
      growth: or50('growth', s.growth === null ? null : ((s.growth + 5) / 15) * 100),
      talent: or50(
        'talent',
        talentParts.length ? talentParts.reduce((x, y) => x + y, 0) / talentParts.length : null,
      ),
      costs: or50('costs', s.monthlyCostUsd > 0 ? (minCost / s.monthlyCostUsd) * 100 : null),
      governance: or50('governance', s.governance),
    };
    return { scores, missing };
  };
  return [one(a), one(b)];
}

export interface Scores {
  scores: Record<Dimension, number>;
  missing: Dimension[];
}

export function weightedTotal(scores: Record<Dimension, number>, w: Record<Dimension, number>) {
  return DIMENSIONS.reduce((s, d) => s + scores[d] * w[d], 0);
}

/** One sentence from the totals and the dimension that moves the weighted difference most. */
export function recommendation(
  a: { city: string; total: number; scores: Record<Dimension, number> },
  b: { city: string; total: number; scores: Record<Dimension, number> },
  w: Record<Dimension, number>,
): string {
  const diff = a.total - b.total;
  if (Math.abs(diff) < 2) {
    return `${a.city} and ${b.city} score within 2 points of each other (${a.total.toFixed(0)} and ${b.total.toFixed(0)}): weigh the tabs' figures directly.`;
  }
  const [win, lose] = diff > 0 ? [a, b] : [b, a];
  let best: Dimension = 'market';
  let worst: Dimension = 'market';
  for (const d of DIMENSIONS) {
    const gap = (win.scores[d] - lose.scores[d]) * w[d];
    if (gap > (win.scores[best] - lose.scores[best]) * w[best]) best = d;
    if (gap < (win.scores[worst] - lose.scores[worst]) * w[worst]) worst = d;
  }
  const caveat =
    (win.scores[worst] - lose.scores[worst]) * w[worst] < 0
      ? `; ${lose.city} is stronger on ${DIMENSION_LABELS[worst].toLowerCase()}`
      : '';
  return `${win.city} scores higher (${win.total.toFixed(0)} against ${lose.total.toFixed(0)}), mainly on ${DIMENSION_LABELS[best].toLowerCase()}${caveat}.`;
}
