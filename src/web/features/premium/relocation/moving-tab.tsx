/** Moving costs (issue 15): the first-months budget, each line with what it is made of. */
import type { RelocationData } from '#domain/api/relocation.ts';
import { money } from '../shared/format.ts';
import { ScrollRegion } from '../shared/scroll-region.tsx';

const BASIS = {
  catalogue: 'destination catalogue prices',
  distance: 'distance x assumed rate',
  none: 'not priced',
} as const;

export function MovingTab({ data }: { data: RelocationData }) {
  const m = data.movingCosts;
  const cur = m.currency;
  return (
    <div className="space-y-4" data-testid="relocation-moving">
      <p className="text-sm text-muted-foreground">
        Moving from {data.from.city} to {data.to.city}
        {data.distanceKm !== null
          ? `: ${Math.round(data.distanceKm).toLocaleString('en-US')} km great-circle distance`
          : ' (no position for one side: distance-based lines are at their minimum)'}
        , {m.travellers} traveller(s). Amounts in {cur}.
      </p>
      <ScrollRegion label="Moving costs">
        <table className="w-full text-sm">
          <caption className="sr-only">Moving costs by line</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3">
                Line
              </th>
              <th scope="col" className="py-2 pr-3">
                Amount
              </th>
              <th scope="col" className="py-2">
                Basis
              </th>
            </tr>
          </thead>
          <tbody>
            {m.lines.map((line) => (
              <tr key={line.key} className="border-b border-border align-top">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <span className="font-medium">{line.label}</span>
                  <span className="block text-xs text-muted-foreground">{line.explanation}</span>
                  {line.items.length > 0 && (
                    <details className="mt-1 text-xs">
                      <summary className="cursor-pointer text-primary">How it adds up</summary>
                      <ul className="mt-1 space-y-0.5">
                        {line.items.map((item) => (
                          <li key={item.label}>
                            {+item.quantity.toFixed(2)} {item.unit} × {item.label} at{' '}
                            {money(item.unitPrice, cur)} = {money(item.cost, cur)}
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                </th>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {line.amount === null ? 'Not priced' : money(line.amount, cur)}
                </td>
                <td className="py-2 text-xs">{BASIS[line.basis]}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-medium">
              <th scope="row" className="py-2 pr-3 text-left">
                Total (priced lines)
              </th>
              <td className="py-2 pr-3 whitespace-nowrap">
                {money(m.total, cur)}
                <span className="block text-xs font-normal text-muted-foreground">
                  {money(m.totalInOrigin, data.from.currency)}
                </span>
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <section aria-labelledby="relocation-assumptions" className="text-sm">
        <h4 id="relocation-assumptions" className="font-medium">
          Assumed rates (no open dataset held for these)
        </h4>
        <ul className="mt-1 list-disc pl-5 text-muted-foreground">
          {m.assumptions.map((a) => (
            <li key={a.label}>
              {a.label}: {a.value}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
