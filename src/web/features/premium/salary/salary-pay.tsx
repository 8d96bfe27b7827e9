/**
 * The hub's take-home tab (issue 14; docs/product.md §2 Premium panels 1) and the net-pay notes the
 * equivalence tab shares: each city's gross-to-net table from the server's rules or estimate, with its
 * sources and the engine's caveats beside it. Nothing is computed here beyond formatting.
 */
import type { SalaryData } from '#domain/api/salary.ts';
import { money } from '../shared/format.ts';
import { ScrollRegion } from '../shared/scroll-region.tsx';

type NetPay = SalaryData['takehome']['from'];

/** Whether a net-pay figure follows published rules or the model's tax wedge, and whose. */
export function EstimateNote({ pay, where }: { pay: NetPay; where: string }) {
  return pay.method === 'rules' ? (
    <span>
      {where}: published rules, tax year {pay.taxYear}
      {pay.sources[0] ? ` (${pay.sources[0].publisher})` : ''}.
    </span>
  ) : (
    <span>
      {where}: <strong>estimate</strong> — the cost-of-living model&apos;s tax wedge; no rules table
      for this country yet.
    </span>
  );
}

/** The engine's caveats on a net-pay figure (e.g. "Federal income tax only"), shown beside it. */
export function PayNotes({ pay, testId }: { pay: NetPay; testId?: string }) {
  if (!pay.notes.length) return null;
  return (
    <div role="note" data-testid={testId}>
      <ul className="mt-1 list-disc pl-5 text-xs">
        {pay.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  );
}

/** One city's gross-to-net table with its source and caveats. */
function NetPayTable({ pay, city, country }: { pay: NetPay; city: string; country: string }) {
  return (
    <ScrollRegion label={`Take-home pay in ${city}`}>
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-medium">
          {city} ({pay.currency}, per year)
        </caption>
        <tbody>
          <tr className="border-b border-border">
            <th scope="row" className="py-2 pr-3 text-left font-normal">
              Gross salary
            </th>
            <td className="py-2">{money(pay.grossAnnual, pay.currency)}</td>
          </tr>
          {pay.lines.map((l) => (
            <tr key={l.label} className="border-b border-border">
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                {l.label}
              </th>
              <td className="py-2">− {money(l.amount, pay.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-medium">
            <th scope="row" className="py-2 pr-3 text-left">
              Take-home (net)
            </th>
            <td className="py-2">{money(pay.netAnnual, pay.currency)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-3 text-left font-normal">
              Per month
            </th>
            <td className="py-2">{money(pay.netMonthly, pay.currency)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-1 text-xs text-muted-foreground">
        <EstimateNote pay={pay} where={country} />
        {pay.sources.map((s) => (
          <span key={s.url}>
            {' '}
            Source: {s.title} ({s.taxYear}).
          </span>
        ))}
      </p>
      <PayNotes pay={pay} testId="salary-takehome-notes" />
    </ScrollRegion>
  );
}

export function TakeHomeTab({ data }: { data: SalaryData }) {
  return (
    <div className="space-y-4" data-testid="salary-takehome">
      <p className="text-sm">
        Your salary of {money(data.input.salaryFrom, data.from.currency)} a year
        {data.input.salaryBasis === 'origin-average'
          ? ` (no salary entered: ${data.from.city}'s average gross wage)`
          : ''}
        , and the same amount at today&apos;s rate in {data.to.city}, for a single resident employee
        without children.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <NetPayTable pay={data.takehome.from} city={data.from.city} country={data.from.country} />
        <NetPayTable pay={data.takehome.to} city={data.to.city} country={data.to.country} />
      </div>
    </div>
  );
}
