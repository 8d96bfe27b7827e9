/**
 * The hub in the comparison tool's export format (CSV, JSON, PDF through the same ExportMenu), so the
 * three files carry the equivalence, take-home, negotiation range and industry table with their sources.
 */
import type { SalaryData } from '#domain/api/salary.ts';
import type { SalaryPersona } from '#domain/premium/salary/roles.ts';
import type { ExportDocument, ExportFigure } from '../../compare/export/export-data.ts';
import { r2, suiteExport } from '../shared/suite-export.ts';

export function buildSalaryExport(
  data: SalaryData,
  persona: SalaryPersona,
  now: Date,
): ExportDocument {
  const { from, to } = data;
  const fc = from.currency;
  const tc = to.currency;
  const e = data.equivalence[persona];
  const taxSource = (p: SalaryData['takehome']['from']) =>
    p.method === 'rules'
      ? `published rules, tax year ${p.taxYear}: ${p.sources.map((s) => s.title).join('; ')}`
      : 'estimate: the cost-of-living model tax wedge';
  const figures: ExportFigure[] = [
    {
      section: `Salary Equivalence (${persona})`,
      label: 'Gross per year',
      fromValue: r2(data.input.salaryFrom),
      toValue: r2(e.grossTo),
      fromUnit: fc,
      toUnit: tc,
      source: `same flat share and basket; ${taxSource(e.netPay)}`,
    },
    {
      section: `Salary Equivalence (${persona})`,
      label: 'Net per year',
      fromValue: r2(data.equivalence.home.netAnnual),
      toValue: r2(e.netTo),
      fromUnit: fc,
      toUnit: tc,
      source: taxSource(data.equivalence.home),
    },
    ...e.parts.map((p) => ({
      section: `Salary Equivalence (${persona}): difference`,
      label: p.label,
      fromValue: r2(p.amount),
      toValue: null,
      fromUnit: fc,
      toUnit: tc,
      source: 'per year, in the origin currency',
    })),
  ];
  for (const [where, p] of [
    [from.city, data.takehome.from],
    [to.city, data.takehome.to],
  ] as const) {
    for (const line of [
      { label: 'Gross', amount: p.grossAnnual },
      ...p.lines,
      { label: 'Net', amount: p.netAnnual },
    ]) {
      figures.push({
        section: `Take-home Pay: ${where}`,
        label: line.label,
        fromValue: where === from.city ? r2(line.amount) : null,
        toValue: where === to.city ? r2(line.amount) : null,
        fromUnit: fc,
        toUnit: tc,
        source: taxSource(p),
      });
    }
  }
  const n = data.negotiation;
  for (const k of ['low', 'typical', 'high'] as const) {
    figures.push({
      section: 'Negotiation Range',
      label: `${n.occupation} (${data.input.experience}, ${data.input.industry}): ${k}`,
      fromValue: r2(n.from[k]),
      toValue: r2(n.to[k]),
      fromUnit: fc,
      toUnit: tc,
      source: `BLS OEWS May ${n.year}, SOC ${n.soc} / ISCO-08 ${n.isco08}; modelled from US relativities`,
    });
  }
  for (const r of data.industry.rows) {
    figures.push({
      section: 'Industry Comparison',
      label: `${r.section}. ${r.label}`,
      fromValue: r2(r.from),
      toValue: r2(r.to),
      fromUnit: fc,
      toUnit: tc,
      source: `cost-of-living adjusted: ${r2(r.toAdjusted)} ${fc}; BLS OEWS May ${data.sources.earnings.year} sector relativity ${r.multiple.toFixed(3)}`,
    });
  }
  return suiteExport({
    title: `Parity salary: ${from.city} (${fc}) to ${to.city} (${tc}), ${data.input.role}`,
    now,
    amount: data.input.salary,
    from,
    to,
    persona: `${persona}; ${data.input.role}, ${data.input.experience}, ${data.input.industry}`,
    answer: data,
    pairRate: data.toPerFrom,
    costOfLivingRatio: data.industry.colRatio,
    ratioSource: "the Lifestyle suite's balanced budget priced in both cities",
    figures,
  });
}
