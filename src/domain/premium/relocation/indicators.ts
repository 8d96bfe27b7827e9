/**
 * Education and healthcare indicators (issue 15): open World Bank WDI series per country, each with its
 * year, side by side for home and destination. A series we hold no open copy of is listed as not held,
 * never filled in (ADR 085).
 */

export interface IndicatorRow {
  indicator: string;
  year: number;
  value: number;
}

export interface IndicatorDefinition {
  code: string;
  label: string;
  unit: string;
  /** False for a series no open copy of is held yet (shown as such). */
  held: boolean;
}

export const EDUCATION_INDICATORS: readonly IndicatorDefinition[] = [
  { code: 'SE.PRM.ENRR', label: 'School enrolment, primary (gross)', unit: '%', held: true },
  {
    code: 'SE.PRM.ENRL.TC.ZS',
    label: 'Pupil–teacher ratio, primary',
    unit: 'pupils per teacher',
    held: true,
  },
  { code: 'SE.TER.ENRR', label: 'School enrolment, tertiary (gross)', unit: '%', held: true },
];

export const HEALTHCARE_INDICATORS: readonly IndicatorDefinition[] = [
  {
    code: 'SH.UHC.SRVS.CV.XD',
    label: 'UHC service coverage index',
    unit: '0–100',
    held: false,
  },
  { code: 'SH.MED.PHYS.ZS', label: 'Physicians', unit: 'per 1,000 people', held: true },
  { code: 'SH.MED.BEDS.ZS', label: 'Hospital beds', unit: 'per 1,000 people', held: true },
  {
    code: 'SH.XPD.CHEX.PC.CD',
    label: 'Health spending per head',
    unit: 'current US$',
    held: true,
  },
  {
    code: 'SH.XPD.OOPC.CH.ZS',
    label: 'Out-of-pocket share of health spending',
    unit: '%',
    held: true,
  },
];

/** A figure older than this many years before the rates' year is shown, marked as old. */
export const OLD_AFTER_YEARS = 10;

export interface IndicatorFigure {
  code: string;
  label: string;
  unit: string;
  value: number | null;
  year: number | null;
  status: 'ok' | 'old' | 'missing' | 'not_held';
}

/**
 * The definitions' figures for one country: the latest year the rows hold.
 * @example pickIndicators([{ indicator: 'SE.TER.ENRR', year: 2022, value: 50 }], EDUCATION_INDICATORS, 2026)[2].value // 50
 */
export function pickIndicators(
  rows: readonly IndicatorRow[],
  definitions: readonly IndicatorDefinition[],
  referenceYear: number,
): IndicatorFigure[] {
  return definitions.map((d) => {
    const base = { code: d.code, label: d.label, unit: d.unit };
    if (!d.held) return { ...base, value: null, year: null, status: 'not_held' as const };
    let best: IndicatorRow | undefined;
    for (const r of rows) {
      if (r.indicator === d.code && (!best || r.year > best.year)) best = r;
    }
    if (!best) return { ...base, value: null, year: null, status: 'missing' as const };
    const old = referenceYear - best.year > OLD_AFTER_YEARS;
    return { ...base, value: best.value, year: best.year, status: old ? 'old' : 'ok' };
  });
}
