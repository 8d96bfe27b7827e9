/**
 * The suite in the comparison tool's export format (CSV, JSON, PDF through the same ExportMenu), so
 * the three files carry the budget, comparison, hours and scores with their sources.
 */
import type { LifestyleData } from '#domain/api/lifestyle.ts';
import type { ExportDocument, ExportFigure } from '../../compare/export/export-data.ts';
import { r2, suiteExport } from '../shared/suite-export.ts';

export function buildLifestyleExport(data: LifestyleData, now: Date): ExportDocument {
  const { from, to } = data;
  const fc = from.currency;
  const tc = to.currency;
  const prices = (id: string) =>
    `${to.provenance[id]?.source ?? 'model'} ${to.provenance[id]?.year ?? ''}`.trim();
  const figures: ExportFigure[] = [
    {
      section: 'Budget Optimizer',
      label: `Income${data.income.isAverageSalary ? ' (average net salary of the origin)' : ''}`,
      fromValue: r2(from.income),
      toValue: r2(to.income),
      fromUnit: fc,
      toUnit: tc,
      source: `${data.income.amount} ${data.income.currency} converted at the rates of ${data.as_of}`,
    },
  ];
  for (const line of to.budget.lines) {
    const origin = from.budget.lines.find((l) => l.key === line.key);
    figures.push({
      section: 'Budget Optimizer',
      label: `${line.label} (${line.tier})`,
      fromValue: r2(origin?.total ?? null),
      toValue: r2(line.total),
      fromUnit: fc,
      toUnit: tc,
      source: line.items
        .map((i) => `${+i.quantity.toFixed(2)} x ${i.name} [${prices(i.id)}]`)
        .join('; '),
    });
  }
  figures.push(
    {
      section: 'Budget Optimizer',
      label: 'Budget total',
      fromValue: r2(from.budget.total),
      toValue: r2(to.budget.total),
      fromUnit: fc,
      toUnit: tc,
      source: 'sum of the lines',
    },
    {
      section: 'Budget Optimizer',
      label: 'Left to save (negative: short)',
      fromValue: r2(from.plan.savings),
      toValue: r2(to.plan.savings),
      fromUnit: fc,
      toUnit: tc,
      source: 'income minus budget',
    },
  );
  for (const g of to.plan.gives) {
    figures.push({
      section: 'What gives',
      label: `${g.label}: ${g.from} to ${g.to}`,
      fromValue: null,
      toValue: r2(g.used),
      fromUnit: fc,
      toUnit: tc,
      source: `the step saves ${r2(g.saves)} ${tc}`,
    });
  }
  for (const group of data.comparison) {
    for (const item of group.items) {
      figures.push({
        section: `Lifestyle Comparison: ${group.label}`,
        label: item.name,
        fromValue: r2(item.from),
        toValue: r2(item.to),
        fromUnit: fc,
        toUnit: tc,
        source: prices(item.id),
      });
    }
  }
  for (const line of to.timeValue?.lines ?? []) {
    figures.push({
      section: 'Time Value (hours of local work)',
      label: line.label,
      fromValue: r2(from.timeValue?.lines.find((l) => l.key === line.key)?.hours ?? null),
      toValue: r2(line.hours),
      fromUnit: 'h',
      toUnit: 'h',
      source: 'cost / (average net monthly salary / 160 h)',
    });
  }
  for (const [i, c] of to.quality.categories.entries()) {
    const o = from.quality.categories[i];
    figures.push({
      section: 'Quality of Life (0-10)',
      label: c.label,
      fromValue: r2(o?.score ?? null),
      toValue: r2(c.score),
      fromUnit: '',
      toUnit: '',
      source: c.inputs
        .map(
          (x) =>
            `${x.code} ${x.value ?? 'n/a'} (${x.year ?? '-'}) w${x.effectiveWeight.toFixed(2)}`,
        )
        .join('; '),
    });
  }
  return suiteExport({
    title: `Parity lifestyle: ${from.city} (${fc}) to ${to.city} (${tc}), ${data.lifestyle}`,
    now,
    amount: data.income.amount,
    from,
    to,
    persona: `lifestyle ${data.lifestyle}; priorities ${data.priorities.join(', ') || 'none'}`,
    answer: data,
    pairRate: data.toPerFrom,
    ratioSource: 'not used: the budget prices each city directly',
    figures,
  });
}
