/** Education (issue 15): preschool and international school prices, and open indicators. */
import type { RelocationData } from '#domain/api/relocation.ts';
import { money } from '../shared/format.ts';
import { ScrollRegion } from '../shared/scroll-region.tsx';
import { IndicatorTable } from './indicator-table.tsx';

export function EducationTab({ data }: { data: RelocationData }) {
  const { from, to } = data;
  return (
    <div className="space-y-5" data-testid="relocation-education">
      <ScrollRegion label="School prices">
        <table className="w-full text-sm">
          <caption className="mb-1 text-left font-medium">School prices</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3">
                Item
              </th>
              <th scope="col" className="py-2 pr-3">
                {from.city}
              </th>
              <th scope="col" className="py-2">
                {to.city}
              </th>
            </tr>
          </thead>
          <tbody>
            {to.education.prices.map((p) => {
              const o = from.education.prices.find((x) => x.id === p.id);
              return (
                <tr key={p.id} className="border-b border-border">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {p.name}
                  </th>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {o ? money(o.amount, from.currency) : 'N/A'}
                    {o && (
                      <span className="block text-xs text-muted-foreground">
                        {o.source} {o.year}
                      </span>
                    )}
                  </td>
                  <td className="py-2 whitespace-nowrap">
                    {money(p.amount, to.currency)}
                    <span className="block text-xs text-muted-foreground">
                      {p.source} {p.year}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <IndicatorTable
        label="Education indicators"
        home={from.country}
        destination={to.country}
        from={from.education.indicators}
        to={to.education.indicators}
      />
      <p className="text-xs text-muted-foreground">
        Gross enrolment can exceed 100% (pupils older or younger than the official age). Source:
        World Bank, World Development Indicators, CC BY 4.0; year per figure.
      </p>
    </div>
  );
}
