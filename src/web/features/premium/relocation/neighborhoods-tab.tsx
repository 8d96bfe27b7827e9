/**
 * Neighbourhoods (issue 15; docs/product.md: sorted by matchScore descending, housing bars green when the budget
 * is at least the cost; issue 31 item 4): the city's own districts (its sections in the gazetteer), and
 * apart from them the other places inside its urban area and the commuter towns around it. Modelled rents are labelled as such, with the model.
 */
import type { RelocationData } from '#domain/api/relocation.ts';
import { money } from '../shared/format.ts';
import { ScrollRegion } from '../shared/scroll-region.tsx';

type Row = RelocationData['neighborhoods']['list'][number];

function HoodTable(props: {
  rows: Row[];
  caption: string;
  currency: string;
  max: number;
  headline: string;
}) {
  return (
    <ScrollRegion label={props.caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="py-2 pr-3">
              {props.headline}
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
          {props.rows.map((row) => (
            <tr key={row.id} className="border-b border-border align-top">
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                <span className="font-medium">{row.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {row.distanceKm !== null
                    ? `${row.distanceKm.toFixed(1)} km from the centre`
                    : 'catalogue figure'}
                  {row.population ? ` · population ${row.population.toLocaleString('en-US')}` : ''}
                </span>
              </th>
              <td className="py-2 pr-3 whitespace-nowrap">
                {money(row.rent, props.currency)}
                <span className="block text-xs text-muted-foreground">
                  {row.modelled ? 'modelled' : 'catalogue'}
                </span>
              </td>
              <td className="hidden py-2 pr-3 sm:table-cell">
                <div className="h-2.5 w-32 rounded bg-muted" aria-hidden="true">
                  <div
                    className={`h-2.5 rounded ${row.budgetCovers ? 'bg-green-600' : 'bg-destructive'}`}
                    style={{ width: `${Math.min(100, (row.rent / props.max) * 100)}%` }}
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
  );
}

export function NeighborhoodsTab({ data }: { data: RelocationData }) {
  const n = data.neighborhoods;
  const budget = data.inputs.budgetInDestination;
  const max = Math.max(
    budget,
    ...n.list.map((x) => x.rent),
    ...n.commuterTowns.map((x) => x.rent),
    1,
  );
  const city = data.to.city;
  return (
    <div className="space-y-4" data-testid="relocation-neighborhoods">
      <p className="text-sm text-muted-foreground">
        Your budget: {money(budget, n.currency)} a month for a {n.bedrooms}-bedroom flat
        {data.inputs.budgetBasis === 'origin-rent'
          ? ` — what such a flat costs in the centre of ${data.from.city} (${money(data.inputs.housingBudget, data.inputs.currency)}), as no budget was entered`
          : ''}
        .
      </p>
      <p className="text-sm" data-testid="relocation-sections-note">
        {n.note}
      </p>
      <p className="text-xs text-muted-foreground">
        {n.rentModel} Match score = 70 × budget ÷ rent (at most 1) + 30 × (1 − distance ÷{' '}
        {n.radiusKm} km). Safety, schools, nightlife, shopping and parks are not scored: no open
        data gives them per district.
      </p>
      <HoodTable
        rows={n.list}
        caption={`Districts of ${city} by match score`}
        headline="District"
        currency={n.currency}
        max={max}
      />
      {n.urbanPlaces.length > 0 && (
        <section className="space-y-2" data-testid="relocation-urban-places">
          <h3 className="text-sm font-medium">Other places inside {city}&apos;s urban area</h3>
          <p className="text-xs text-muted-foreground">
            Places of the same region within {city}&apos;s built-up area that GeoNames does not mark
            as parts of {city}: each may be a district or a town of its own. Rents: the same model.
          </p>
          <HoodTable
            rows={n.urbanPlaces}
            caption={`Other places inside ${city}'s urban area by match score`}
            headline="Place"
            currency={n.currency}
            max={max}
          />
        </section>
      )}
      {n.commuterTowns.length > 0 && (
        <section className="space-y-2" data-testid="relocation-commuter-towns">
          <h3 className="text-sm font-medium">Commuter towns</h3>
          <p className="text-xs text-muted-foreground">
            Towns of their own within {n.radiusKm} km of {city}, not parts of it. Their rents are
            the same model from {city}&apos;s figures, not the towns&apos; own.
          </p>
          <HoodTable
            rows={n.commuterTowns}
            caption={`Commuter towns near ${city} by match score`}
            headline="Town"
            currency={n.currency}
            max={max}
          />
        </section>
      )}
    </div>
  );
}
