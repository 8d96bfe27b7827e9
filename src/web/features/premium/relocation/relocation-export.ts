/**
 * The suite in the comparison tool's export format (CSV, JSON, PDF through the same ExportMenu): every
 * tab's figures with their basis and year.
 */
import type { RelocationData } from '#domain/api/relocation.ts';
import type { ExportDocument, ExportFigure } from '../../compare/export/export-data.ts';
import { r2, suiteExport } from '../shared/suite-export.ts';

export function buildRelocationExport(data: RelocationData, now: Date): ExportDocument {
  const { from, to } = data;
  const tc = to.currency;
  const figures: ExportFigure[] = data.movingCosts.lines.map((l) => ({
    section: 'Moving costs',
    label: l.label,
    fromValue: null,
    toValue: r2(l.amount),
    fromUnit: '',
    toUnit: tc,
    source: l.explanation,
  }));
  figures.push({
    section: 'Moving costs',
    label: 'Total (priced lines)',
    fromValue: r2(data.movingCosts.totalInOrigin),
    toValue: r2(data.movingCosts.total),
    fromUnit: from.currency,
    toUnit: tc,
    source: 'sum of the priced lines',
  });
  const hoods: Array<[string, typeof data.neighborhoods.list]> = [
    ['Neighborhoods', data.neighborhoods.list],
    ['Urban places', data.neighborhoods.urbanPlaces],
    ['Commuter towns', data.neighborhoods.commuterTowns],
  ];
  for (const [section, rows] of hoods) {
    for (const n of rows) {
      figures.push({
        section,
        label: `${n.name} (match ${Math.round(n.matchScore)})`,
        fromValue: null,
        toValue: r2(n.rent),
        fromUnit: '',
        toUnit: tc,
        source: `${n.modelled ? 'modelled rent' : 'catalogue rent'}${n.distanceKm !== null ? `, ${n.distanceKm.toFixed(1)} km` : ''}; ${n.budgetCovers ? 'budget covers it' : 'over budget'}`,
      });
    }
  }
  for (const p of to.education.prices) {
    const o = from.education.prices.find((x) => x.id === p.id);
    figures.push({
      section: 'Education',
      label: p.name,
      fromValue: r2(o?.amount ?? null),
      toValue: r2(p.amount),
      fromUnit: from.currency,
      toUnit: tc,
      source: `${p.source} ${p.year}`,
    });
  }
  const indicators = (section: string, a: typeof to.healthcare.indicators, b: typeof a) => {
    for (const f of b) {
      const o = a.find((x) => x.code === f.code);
      figures.push({
        section,
        label: `${f.label} (${f.unit})`,
        fromValue: o?.value ?? null,
        toValue: f.value,
        fromUnit: '',
        toUnit: '',
        source: `WDI ${f.code}; years ${o?.year ?? '-'} / ${f.year ?? '-'}${f.status === 'not_held' ? '; not held' : ''}`,
      });
    }
  };
  indicators('Education', from.education.indicators, to.education.indicators);
  indicators('Healthcare', from.healthcare.indicators, to.healthcare.indicators);
  for (const i of data.cultural.adaptation.inputs) {
    figures.push({
      section: 'Cultural',
      label: i.label,
      fromValue: i.home,
      toValue: i.destination,
      fromUnit: '',
      toUnit: '',
      source: `difference ${i.difference === null ? 'unknown' : i.difference.toFixed(2)}, weight ${i.weight}`,
    });
  }
  figures.push({
    section: 'Cultural',
    label: `Adaptation difficulty (${data.cultural.adaptation.label})`,
    fromValue: null,
    toValue: r2(data.cultural.adaptation.score),
    fromUnit: '',
    toUnit: '/100',
    source: 'weighted difference of the facts above',
  });
  return suiteExport({
    title: `Parity relocation: ${from.city} (${from.currency}) to ${to.city} (${tc})`,
    now,
    amount: data.inputs.housingBudget,
    from,
    to,
    persona: `relocation: housing budget ${data.inputs.housingBudget} ${data.inputs.currency}; family ${data.inputs.familySize}; ${data.inputs.lifestyle}`,
    answer: data,
    pairRate: data.toPerFrom,
    ratioSource: 'not used: the suite prices the destination directly',
    figures,
  });
}
