/**
 * The PDF export: jspdf + jspdf-autotable, loaded only when the user asks for a PDF (docs/design.md
 * §2 "loaded on click"), so neither is in the initial JavaScript.
 */
import { formatRate } from '#domain/money.ts';
import { attributionFooter, readableInstant, type ExportDocument } from './export-data.ts';

export async function toPdf(doc: ExportDocument): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([
    import('jspdf'),
    import('jspdf-autotable'),
  ]);
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  pdf.setProperties({ title: doc.title, creator: 'Parity' });
  pdf.setFontSize(14);
  pdf.text(doc.title, 40, 40);
  pdf.setFontSize(9);
  const lines = [
    `Generated ${readableInstant(doc.generatedAt)}. Amount ${doc.comparison.amount} ${doc.comparison.from.currency}; persona ${doc.comparison.persona}.`,
    `Rates: ${doc.rates.source}, as of ${doc.rates.asOf}${doc.rates.stale ? ' (stale)' : ''}; 1 ${doc.comparison.from.currency} = ${doc.rates.pairRate === null || doc.rates.pairRate === undefined ? 'N/A' : formatRate(doc.rates.pairRate)} ${doc.comparison.to.currency}; adjusted ${formatRate(doc.rates.adjustedRate)}.`,
    `Cost-of-living ratio: ${doc.rates.costOfLivingRatio ?? 'N/A'} (${doc.rates.ratioSource}).`,
  ];
  lines.forEach((l, i) => pdf.text(l, 40, 58 + i * 12));
  autoTable(pdf, {
    startY: 100,
    head: [['Section', 'Figure', 'From', 'To', 'Source']],
    body: doc.figures.map((f) => [
      f.section,
      f.label,
      f.fromValue === null ? '' : `${f.fromValue} ${f.fromUnit}`.trim(),
      f.toValue === null ? '' : `${f.toValue} ${f.toUnit}`.trim(),
      f.source,
    ]),
    styles: { fontSize: 7, cellPadding: 3 },
    headStyles: { fillColor: [15, 118, 110] },
    columnStyles: { 4: { cellWidth: 220 } },
  });
  // The attribution footer (issue 37 §6) under the table, on a new page when the table filled this one.
  const tableEnd = (pdf as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY;
  let y = (tableEnd ?? 100) + 16;
  if (y > pdf.internal.pageSize.getHeight() - 40) {
    pdf.addPage();
    y = 40;
  }
  pdf.setFontSize(8);
  pdf.text(
    pdf.splitTextToSize(attributionFooter(doc), pdf.internal.pageSize.getWidth() - 80),
    40,
    y,
  );
  return pdf.output('blob');
}
