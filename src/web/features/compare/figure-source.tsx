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
};

export function sourceText(item: MarketItem): string {
  const source = SOURCE_TEXT[item.source ?? ''] ?? item.source ?? 'unknown';
  return `${source}${item.year ? `, ${item.year}` : ''}`;
}

/** The item's range in its own currency ('low - high'), or null without one. */
export function rangeText(item: MarketItem, money: Money): string | null {
  if (item.low === undefined || item.high === undefined) return null;
  return `${money(item.low, item.currency)} - ${money(item.high, item.currency)}`;
}

export function FigureSource({ items, money }: { items: Array<MarketItem | null>; money: Money }) {
  const known = items.filter((i): i is MarketItem => i !== null);
  if (known.length === 0) return null;
  return (
    <details className="figure-source mt-1 text-xs text-muted-foreground">
      <summary className="cursor-pointer select-none underline decoration-dotted underline-offset-2">
        Source
      </summary>
      <ul className="mt-1 space-y-0.5">
        {known.map((item, i) => {
          const range = rangeText(item, money);
          return (
            <li key={`${item.itemName}-${i}`}>
              {known.length > 1 && <span>{item.itemName}: </span>}
              {sourceText(item)}
              {range !== null && <span>; range {range}</span>}
              {item.count !== undefined && item.count > 0 && (
                <span>; {item.count} contributions</span>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
