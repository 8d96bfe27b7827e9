/**
 * The export content (issue 6 §3: "real files ... with the whole comparison, the rates and their date,
 * and each figure's source; named with a fixed prefix plus the format"). One flat list of figures
 * feeds CSV, JSON and PDF alike, so the three say the same thing.
 */
import type { Comparison } from '#domain/compare/comparison.ts';
import { isRateItem, type MarketItem, type MarketItems } from '#domain/compare/market.ts';
import { PERSONA_LABELS } from '#domain/compare/persona.ts';
import { compareItems } from '#domain/compare/rows.ts';
import type { ComparisonState } from '#domain/compare/url-state.ts';
import { ratePublisher } from '#domain/rate-publishers.ts';
import type { ColCompare, LatestRates } from '../compare-api.ts';

export const EXPORT_PREFIX = 'parity-comparison';
export type ExportFormat = 'pdf' | 'csv' | 'json';

/** docs/product.md §2: "named with a fixed prefix plus the chosen format". */
export function exportFileName(format: ExportFormat): string {
  return `${EXPORT_PREFIX}.${format}`;
}

export interface ExportFigure {
  section: string;
  label: string;
  fromValue: number | string | null;
  toValue: number | string | null;
  /** Currency or unit of the values. */
  fromUnit: string;
  toUnit: string;
  source: string;
}

export interface ExportDocument {
  title: string;
  generatedAt: string;
  comparison: {
    amount: number;
    from: { currency: string; city: string; country: string };
    to: { currency: string; city: string; country: string };
    persona: string;
  };
  rates: {
    base: string;
    asOf: string;
    source: string;
    stale: boolean;
    pairRate: number | null;
    adjustedRate: number;
    costOfLivingRatio: number | null;
    ratioSource: string;
  };
  figures: ExportFigure[];
}

/**
 * A range end as people read it: three significant digits, at most two decimals for amounts of 1 or more
 * ("0.508–2.23 USD", not "0.507668–2.22675 USD"; issue 34 item 7).
 */
export function rangeNumber(n: number): string {
  if (!Number.isFinite(n) || n === 0) return String(n);
  const magnitude = Math.floor(Math.log10(Math.abs(n)));
  const decimals = Math.max(0, 2 - magnitude);
  return String(Number(n.toFixed(Math.min(Math.abs(n) >= 1 ? 2 : 6, decimals))));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An instant as people read it, in UTC: '29 Nov 2026, 01:21 UTC' (the PDF's "Generated" line; the CSV and
 * JSON keep the ISO instant for machines).
 */
export function readableInstant(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}

function itemSource(item: MarketItem | null): string {
  if (!item) return '';
  // A percentage (the mortgage rate) has no currency.
  const unit = isRateItem(item) ? '%' : ` ${item.currency}`;
  const range =
    item.low !== undefined && item.high !== undefined
      ? ` range ${rangeNumber(item.low)}–${rangeNumber(item.high)}${unit}`
      : '';
  return `${item.source ?? 'unknown'} ${item.year ?? ''}${range}`.trim();
}

/** What the export reads of a city's market data (POST /api/exchange/market-data): its items. */
export interface ExportMarket {
  readonly items: MarketItems;
}

const round = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

export function buildExport(input: {
  state: ComparisonState;
  comparison: Comparison;
  rates: LatestRates;
  col: ColCompare | undefined;
  fromMarket: ExportMarket | undefined;
  toMarket: ExportMarket | undefined;
  now: Date;
}): ExportDocument {
  const { state: s, comparison: c, rates } = input;
  const ratesSource = `exchange rates ${rates.source}, ${rates.as_of}`;
  const ratioSource =
    input.col && !input.col.fallback
      ? `Parity cost-of-living index (${input.col.reference}), ${input.col.as_of}`
      : 'no ratio: factor 1 (spec §8 fallback)';
  const fc = s.fromCurrency;
  const tc = s.toCurrency;
  const figures: ExportFigure[] = [
    {
      section: 'Conversion',
      label: 'Amount',
      fromValue: s.amount,
      toValue: round(c.converted),
      fromUnit: fc,
      toUnit: tc,
      source: ratesSource,
    },
    {
      section: 'Conversion',
      label: 'Cost-of-living adjusted amount',
      fromValue: s.amount,
      toValue: round(c.adjustedAmount),
      fromUnit: fc,
      toUnit: tc,
      source: ratioSource,
    },
    {
      section: 'Conversion',
      label: 'Purchasing power change (%)',
      fromValue: null,
      toValue: round(c.purchasingPower),
      fromUnit: '%',
      toUnit: '%',
      source: ratioSource,
    },
    {
      section: 'Wages',
      label: 'Average hourly wage',
      fromValue: round(c.from.hourly),
      toValue: round(c.to.hourly),
      fromUnit: fc,
      toUnit: tc,
      source: `${c.from.wage.isFallback ? 'estimate (no wage data)' : itemSource(c.from.wage.item)} / ${c.to.wage.isFallback ? 'estimate (no wage data)' : itemSource(c.to.wage.item)}`,
    },
    {
      section: 'Wages',
      label: 'Time to earn the amount',
      fromValue: c.from.timeToEarn,
      toValue: c.to.timeToEarn,
      fromUnit: '',
      toUnit: '',
      source: 'price / hourly wage (160 h a month)',
    },
  ];
  for (const a of c.lifestyle) {
    figures.push({
      section: 'Lifestyle',
      label: `${a.area}: ${a.verdict} (${a.diffPercent.toFixed(1)}%)`,
      fromValue: round(a.total.fromTotal),
      toValue: round(a.total.toTotalInFrom),
      fromUnit: fc,
      toUnit: fc,
      source: 'sum of the items below',
    });
  }
  for (const j of c.jobs) {
    figures.push({
      section: 'Salary',
      label: `${j.title} (x${j.multiplier})`,
      fromValue: round(j.fromSalary),
      toValue: round(j.toSalary),
      fromUnit: fc,
      toUnit: tc,
      source: j.isFallback ? 'estimated wage' : 'average net wage x multiplier',
    });
  }
  for (const [side, fig, cur] of [
    ['from', c.from, fc],
    ['to', c.to, tc],
  ] as const) {
    for (const b of fig.budgets) {
      figures.push({
        section: 'Tourist',
        label: `${side === 'from' ? s.fromCity.name : s.toCity.name} ${b.tier} day`,
        fromValue: side === 'from' ? round(b.total) : null,
        toValue: side === 'to' ? round(b.total) : null,
        fromUnit: cur,
        toUnit: cur,
        source: b.lines.map((l) => `${l.count} x ${l.item.name}`).join('; '),
      });
    }
  }
  const rows = compareItems(
    { items: input.fromMarket?.items ?? null, currency: fc },
    { items: input.toMarket?.items ?? null, currency: tc },
    rates.conversion_rates,
  );
  for (const r of rows) {
    figures.push({
      section: `Items: ${r.category}`,
      label: r.name,
      fromValue: round(r.fromPrice),
      toValue: round(r.toPrice),
      fromUnit: fc,
      toUnit: tc,
      source: `${itemSource(r.from)} / ${itemSource(r.to)}`,
    });
  }
  return {
    title: `Parity comparison: ${s.fromCity.name} (${fc}) to ${s.toCity.name} (${tc})`,
    generatedAt: input.now.toISOString(),
    comparison: {
      amount: s.amount,
      from: { currency: fc, city: s.fromCity.name, country: s.fromCity.country },
      to: { currency: tc, city: s.toCity.name, country: s.toCity.country },
      persona: PERSONA_LABELS[s.persona],
    },
    rates: {
      base: rates.base,
      asOf: rates.as_of,
      source: rates.source,
      stale: rates.stale,
      pairRate: c.rate,
      adjustedRate: c.adjustedRate,
      costOfLivingRatio: input.col?.ratio ?? null,
      ratioSource,
    },
    figures,
  };
}

const CSV_HEADER = ['section', 'label', 'from_value', 'from_unit', 'to_value', 'to_unit', 'source'];

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so spreadsheets never run it. */
function csvCell(value: number | string | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The attribution footer every export carries (issue 37 §6): where each source, its licence and the
 * changes Parity made are listed (/sources, which names the World Bank's and every CC BY attribution),
 * and who published the exchange rates, saying so when they are only indicative (ADR 162).
 */
export function attributionFooter(
  doc: ExportDocument,
  origin: string = globalThis.location?.origin ?? '',
): string {
  const publisher = ratePublisher(doc.rates.source);
  const rates = publisher.indicative
    ? `Exchange rates: ${publisher.name}, indicative rates, not official reference rates.`
    : `Exchange rates: ${publisher.name} (${publisher.licence}).`;
  return `Sources, licences and how Parity changed the data: ${origin}/sources. ${rates} Data from the World Bank and other publishers under CC BY 4.0 and other open licences, as listed there.`;
}

export function toCsv(doc: ExportDocument): string {
  const meta = [
    ['# title', doc.title],
    ['# generated_at', doc.generatedAt],
    ['# amount', `${doc.comparison.amount} ${doc.comparison.from.currency}`],
    ['# rates', `${doc.rates.source} as of ${doc.rates.asOf}${doc.rates.stale ? ' (stale)' : ''}`],
    ['# pair_rate', doc.rates.pairRate === null ? '' : doc.rates.pairRate.toFixed(6)],
    ['# cost_of_living_ratio', `${doc.rates.costOfLivingRatio ?? ''} (${doc.rates.ratioSource})`],
  ].map((r) => r.map(csvCell).join(','));
  const body = doc.figures.map((f) =>
    [f.section, f.label, f.fromValue, f.fromUnit, f.toValue, f.toUnit, f.source]
      .map(csvCell)
      .join(','),
  );
  const footer = [['# attribution', attributionFooter(doc)].map(csvCell).join(',')];
  return [...meta, CSV_HEADER.join(','), ...body, ...footer].join('\r\n') + '\r\n';
}

export function toJson(doc: ExportDocument): string {
  return JSON.stringify({ ...doc, attribution: attributionFooter(doc) }, null, 2);
}
