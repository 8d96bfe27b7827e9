/** Time Value (issue 14): hours of local work each part of the budget costs, in both places. */
import type { LifestyleData } from '#domain/api/lifestyle.ts';
import { hours, money } from '../shared/format.ts';
import { ScrollRegion } from '../shared/scroll-region.tsx';

export function TimeTab({ data }: { data: LifestyleData }) {
  const { from, to } = data;
  if (!from.timeValue && !to.timeValue) {
    return <p role="status">Cannot compare work time (missing wage data).</p>;
  }
  const fromHours = (key: string) =>
    from.timeValue?.lines.find((l) => l.key === key)?.hours ?? null;
  return (
    <div className="space-y-3" data-testid="lifestyle-time">
      <p className="text-sm">
        Average net hourly wage (monthly net salary / 160 hours):{' '}
        {money(from.hourlyWage, from.currency)} in {from.city}; {money(to.hourlyWage, to.currency)}{' '}
        in {to.city}.
      </p>
      <ScrollRegion label="Hours of local work per budget line">
        <table className="w-full text-sm">
          <caption className="sr-only">Hours of local work per budget line</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3">
                Line
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
            {(to.timeValue ?? from.timeValue)!.lines.map((line) => (
              <tr key={line.key} className="border-b border-border">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {line.label}
                </th>
                <td className="py-2 pr-3">{hours(fromHours(line.key))}</td>
                <td className="py-2">
                  {hours(to.timeValue?.lines.find((l) => l.key === line.key)?.hours ?? null)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-medium">
              <th scope="row" className="py-2 pr-3 text-left">
                The whole month
              </th>
              <td className="py-2 pr-3">{hours(from.timeValue?.totalHours ?? null)}</td>
              <td className="py-2">{hours(to.timeValue?.totalHours ?? null)}</td>
            </tr>
            <tr>
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                Share of a 160-hour working month
              </th>
              <td className="py-2 pr-3">{share(from.timeValue?.shareOfWorkMonth)}</td>
              <td className="py-2">{share(to.timeValue?.shareOfWorkMonth)}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </div>
  );
}

const share = (s: number | undefined) => (s === undefined ? 'N/A' : `${(s * 100).toFixed(0)}%`);
