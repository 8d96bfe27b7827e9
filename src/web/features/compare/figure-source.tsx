/**
 * "Every figure can reveal its source, year and range" (issue 6 §2): a disclosure next to a figure
 * with the engine's source, year, low-high range and sample count for the item(s) behind it.
 */
import type { MarketItem } from '#domain/compare/market.ts';
import type { Money } from './use-comparison.ts';

const SOURCE_TEXT: Record<string, string> = {
  model: 'Parity model estimate',
  contributions: 'Prices contributed by users',
  imported: 'Imported price table',
  published: 'Published figure',
};

/** What a published figure is, per item (ADR 164): a fare is the operator's, a rate the World Bank's. */
const PUBLISHED_TEXT: Record<string, string> = {
  transit_one_way: "Published single fare of the city's operator",
  transit_monthly_pass: "Published monthly pass of the city's operator",
  mortgage_rate_20y_fixed_pct:
    'Lending interest rate, World Bank WDI (a bank lending rate, not a mortgage quote)',
};

export function sourceText(item: MarketItem): string {
  const source =
    (item.source === 'published' ? PUBLISHED_TEXT[item.itemId ?? ''] : undefined) ??
    SOURCE_TEXT[item.source ?? ''] ??
    item.source ??
    'unknown';
  return `${source}${item.year ? `, ${item.year}` : ''}`;
}

/**
 * How many observations stand behind the figure: accounts for contributions (one vote per account,
 * quarantined ones not counted, method §8), rows for an imported table, the city's own published prices
 * that moved a model estimate (method §5); null for a pure estimate.
 */
export function countText(item: MarketItem): string | null {
  const n = item.count ?? 0;
  if (n <= 0) return null;
  if (item.source === 'model')
    return `adjusted to ${n} published local price${n === 1 ? '' : 's'} of this kind`;
  if (item.source === 'published') return null;
  const noun = item.source === 'contributions' ? 'contributor' : 'observation';
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** The item's range in its own currency ('low - high'), or null without one. */
export function rangeText(item: MarketItem, money: Money): string | null {
  if (item.low === undefined || item.high === undefined) return null;
  return `${money(item.low, item.currency)} - ${money(item.high, item.currency)}`;
}

/**
 * `labels` (parallel to `items`, e.g. the two cities of a row) name each line; without them a line
 * is named by its item when there are several.
 */
export function FigureSource({
  items,
  money,
  labels,
}: {
  items: Array<MarketItem | null>;
  money: Money;
  labels?: readonly string[];
}) {
  const known = items.flatMap((item, i) => (item === null ? [] : [{ item, label: labels?.[i] }]));
  if (known.length === 0) return null;
  return (
    <details className="figure-source mt-1 text-xs text-muted-foreground">
      <summary className="cursor-pointer select-none underline decoration-dotted underline-offset-2">
        Source
      </summary>
      <ul className="mt-1 space-y-0.5">
        {known.map(({ item, label }, i) => {
          const range = rangeText(item, money);
          const count = countText(item);
          const name = label ?? (known.length > 1 ? item.itemName : undefined);
          return (
            <li key={`${item.itemName}-${i}`}>
              {name !== undefined && <span>{name}: </span>}
              {sourceText(item)}
              {range !== null && <span>; range {range}</span>}
              {count !== null && <span>; {count}</span>}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
