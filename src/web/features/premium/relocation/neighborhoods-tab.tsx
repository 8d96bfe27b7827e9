/**
 * Neighbourhoods (issue 15; spec: sorted by matchScore descending, housing bars green when the budget
 * is at least the cost). Modelled rents are labelled as such.
 */
import type { RelocationData } from '#domain/api/relocation.ts';
import { money } from '../shared/format.ts';
import { ScrollRegion } from '../shared/scroll-region.tsx';

export function NeighborhoodsTab({ data }: { data: RelocationData }) {
  const n = data.neighborhoods;
  const budget = data.inputs.budgetInDestination;
  const max = Math.max(budget, ...n.list.map((x) => x.rent), 1);
  return (
    <div className="space-y-4" data-testid="relocation-neighborhoods">
      <p className="text-sm text-muted-foreground">
        Your budget: {money(budget, n.currency)} a month for a {n.bedrooms}-bedroom flat
        {data.inputs.budgetBasis === 'origin-rent'
          ? ` — what such a flat costs in the centre of ${data.from.city} (${money(data.inputs.housingBudget, data.inputs.currency)}), as no budget was entered`
          : ''}
        . {n.note}
      </p>
      <p className="text-xs text-muted-foreground">
        Match score = 70 × budget ÷ rent (at most 1) + 30 × (1 − distance ÷ {n.radiusKm} km).
        Safety, schools, nightlife, shopping and parks are not scored: no open data gives them per
        district.
      </p>
      <ScrollRegion label="Neighbourhoods">
        <table className="w-full text-sm">
          <caption className="sr-only">Neighbourhoods by match score</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3">
                Place
              </th>
              <th scope="col" className="py-2 pr-3">
                Rent
              </th>
              <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                Budget cover
              </th>
              <th scope="col" className="py-2 pr-3">
                Match
              </th>
            </tr>
          </thead>
          <tbody>
            {n.list.map((row) => (
              <tr key={row.id} className="border-b border-border align-top">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <span className="font-medium">{row.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {row.distanceKm !== null
                      ? `${row.distanceKm.toFixed(1)} km from the centre`
                      : 'catalogue figure'}
                    {row.population
                      ? ` · population ${row.population.toLocaleString('en-US')}`
                      : ''}
                  </span>
                </th>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {money(row.rent, n.currency)}
                  <span className="block text-xs text-muted-foreground">
                    {row.modelled ? 'modelled' : 'catalogue'}
                  </span>
                </td>
                <td className="hidden py-2 pr-3 sm:table-cell">
                  <div className="h-2.5 w-32 rounded bg-muted" aria-hidden="true">
                    <div
                      className={`h-2.5 rounded ${row.budgetCovers ? 'bg-green-600' : 'bg-destructive'}`}
                      style={{ width: `${Math.min(100, (row.rent / max) * 100)}%` }}
                    />
                  </div>
                  <span className="text-xs">
                    {row.budgetCovers ? 'Budget covers it' : 'Over budget'}
                  </span>
                </td>
                <td className="py-2 pr-3">{Math.round(row.matchScore)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
