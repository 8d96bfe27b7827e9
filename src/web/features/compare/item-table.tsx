/**
 * A side-by-side table of items (food, lifestyle areas, all costs): each city's price in its own
 * currency, the to-city price in the from currency, the difference, and each figure's source. Items
 * the persona's keywords pick out get ' (Relevant)' (docs/product.md §6).
 */
import { isRateItem } from '#domain/compare/market.ts';
import { relevanceLabel, type Persona } from '#domain/compare/persona.ts';
import type { ItemRow } from '#domain/compare/rows.ts';
import { cn } from '../../lib/utils.ts';
import { FigureSource } from './figure-source.tsx';
import type { Money } from './use-comparison.ts';

export function diffText(diff: number | null): string {
  if (diff === null) return 'N/A';
  return `${diff > 0 ? '+' : ''}${diff.toFixed(1)}%`;
}

function cell(row: ItemRow, side: 'from' | 'to', currency: string, money: Money): string {
  const item = row[side];
  if (item === null) return 'N/A';
  if (isRateItem(item)) return `${item.value.toFixed(2)}%`;
  const price = side === 'from' ? row.fromPrice : row.toPrice;
  return price === null ? 'N/A' : money(price, currency);
}

export function ItemTable(props: {
  caption: string;
  rows: readonly ItemRow[];
  fromCity: string;
  toCity: string;
  fromCurrency: string;
  toCurrency: string;
  persona: Persona;
  money: Money;
}) {
  const { rows, money } = props;
  const showConverted = props.fromCurrency !== props.toCurrency;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm sm:min-w-[32rem]">
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="py-2 pr-3">
              Item
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {props.fromCity}
            </th>
            <th scope="col" className="py-2 text-right sm:pr-3">
              {props.toCity}
              <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                {showConverted ? `in ${props.fromCurrency}, difference` : 'difference'}
              </span>
            </th>
            {showConverted && (
              <th scope="col" className="hidden py-2 pr-3 text-right sm:table-cell">
                {props.toCity} in {props.fromCurrency}
              </th>
            )}
            <th scope="col" className="hidden py-2 text-right sm:table-cell">
              Difference
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const label = relevanceLabel(props.persona, {
              itemName: row.name,
              itemCategory: row.category,
            });
            const converted =
              row.to !== null && isRateItem(row.to)
                ? ''
                : row.toPriceInFrom === null
                  ? 'N/A'
                  : money(row.toPriceInFrom, props.fromCurrency);
            return (
              <tr
                key={`${row.category}|${row.name}`}
                className={cn(
                  'border-b border-border align-top',
                  label !== '' && 'bg-accent text-accent-foreground',
                )}
              >
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {row.name}
                  {label !== '' && <strong className="font-semibold">{label}</strong>}
                  <FigureSource
                    items={[row.from, row.to]}
                    labels={[props.fromCity, props.toCity]}
                    money={money}
                  />
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {cell(row, 'from', props.fromCurrency, money)}
                </td>
                <td className="py-2 text-right tabular-nums sm:pr-3">
                  {cell(row, 'to', props.toCurrency, money)}
                  {/* A phone has room for three columns: the converted price and the difference
                      go under the price instead of in columns of their own (issue 19 §4). */}
                  <span className="block text-xs text-muted-foreground sm:hidden">
                    {showConverted && converted !== '' ? `${converted}, ` : ''}
                    {diffText(row.diffPercent)}
                  </span>
                </td>
                {showConverted && (
                  <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">
                    {converted}
                  </td>
                )}
                <td className="hidden py-2 text-right tabular-nums sm:table-cell">
                  {diffText(row.diffPercent)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
