/**
 * Talent Acquisition and Regulatory Landscape (issue 15): the labour market and governance figures of
 * one country, as stored. Pure.
 */
import { latest, type EconomyFigures, type Figure } from './indicators.ts';
import type { OccupationPay } from './occupations.ts';

export interface TalentView {
  /** The engine's average net monthly salary in the city, in the side's currency. */
  netSalary: number;
  /**
   * What the labour force, unemployment and tertiary figures cover: the country (WDI holds no city
   * series), e.g. "Thailand (national)"; shown beside each of them.
   */
  area: string;
  labourForce: Figure | null;
  unemployment: Figure | null;
  /** Gross tertiary enrolment ratio (%, WDI SE.TER.ENRR), as held for the relocation suite. */
  tertiary: Figure | null;
  /** The industry's typical occupations and their gross monthly pay in the city (modelled; occupations.ts). */
  occupations: OccupationPay[];
}

export function talentView(
  countryName: string,
  figures: EconomyFigures,
  netSalary: number,
  tertiary: Figure | null,
  occupations: OccupationPay[] = [],
): TalentView {
  return {
    netSalary,
    area: `${countryName} (national)`,
    occupations,
    labourForce: latest(figures, 'SL.TLF.TOTL.IN'),
    unemployment: latest(figures, 'SL.UEM.TOTL.ZS'),
    tertiary,
  };
}

export const WGI_CODES = ['GE.EST', 'RQ.EST', 'RL.EST', 'CC.EST'] as const;

export interface RegulatoryView {
  indicators: Array<{
    code: (typeof WGI_CODES)[number];
    estimate: Figure | null;
    score: number | null;
  }>;
  /** Mean of the held estimates on 0-100 ((estimate + 2.5) / 5 × 100); null when none is held. */
  score: number | null;
}

/** WGI estimates run from about −2.5 to 2.5; mapped linearly to 0-100 and clamped. */
export const wgiScore = (estimate: number): number =>
  Math.max(0, Math.min(100, ((estimate + 2.5) / 5) * 100));

export function regulatoryView(figures: EconomyFigures): RegulatoryView {
  const indicators = WGI_CODES.map((code) => {
    const estimate = latest(figures, code);
    return { code, estimate, score: estimate ? wgiScore(estimate.value) : null };
  });
  const held = indicators.flatMap((i) => (i.score === null ? [] : [i.score]));
  return {
    indicators,
    score: held.length ? held.reduce((s, v) => s + v, 0) / held.length : null,
  };
}
