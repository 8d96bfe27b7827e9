/** Lifestyle Comparison (issue 14): dining, entertainment, fitness and shopping prices in both cities. */
import type { LifestyleData } from '#domain/api/lifestyle.ts';
import { money, percent } from '../shared/format.ts';
import { TIER_LABELS } from './tier-labels.ts';
import { ScrollRegion } from '../shared/scroll-region.tsx';

export function ComparisonTab({ data }: { data: LifestyleData }) {
  const { from, to } = data;
  return (
    <div className="space-y-6" data-testid="lifestyle-comparison">
      <p className="text-sm text-muted-foreground">
        Prices in each city&apos;s currency; the difference compares them at 1 {from.currency} ={' '}
        {data.toPerFrom.toFixed(4)} {to.currency}. Monthly rows are what a{' '}
        {TIER_LABELS[data.lifestyle].toLowerCase()} month buys.
      </p>
      {data.comparison.map((group) => (
        <ScrollRegion key={group.key} label={group.label}>
          <table className="w-full text-sm">
            <caption className="mb-1 text-left font-medium">{group.label}</caption>
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-2 pr-3">
                  Item
                </th>
                <th scope="col" className="py-2 pr-3">
                  {from.city}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {to.city}
                </th>
                <th scope="col" className="py-2">
                  Difference
                </th>
              </tr>
            </thead>
            <tbody>
              {group.items.map((item) => (
                <tr key={item.id} className="border-b border-border">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {item.name}
                  </th>
                  <td className="py-2 pr-3 whitespace-nowrap">{money(item.from, from.currency)}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{money(item.to, to.currency)}</td>
                  <td className="py-2">{percent(item.differencePct)}</td>
                </tr>
              ))}
              <tr className="font-medium">
                <th scope="row" className="py-2 pr-3 text-left">
                  A month of it
                </th>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {money(group.monthly.from, from.currency)}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {money(group.monthly.to, to.currency)}
                </td>
                <td className="py-2">{percent(group.monthly.differencePct)}</td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
      ))}
    </div>
  );
}
