/**
 * Figures of the two cities side by side, one row a figure (the business and investment suites'
 * tabs): a labelled scroll region so a phone can scroll it sideways.
 */
import { ScrollRegion } from './scroll-region.tsx';

/** What a column heading needs of a side of the answer: "Riyadh (SAR)". */
export interface CitySide {
  city: string;
  currency: string;
}

/** A row: its label and how to write the figure from one side. */
export type TwoCityRow<Side> = [label: string, cell: (side: Side) => string];

export function TwoCityTable<Side extends CitySide>(props: {
  label: string;
  from: Side;
  to: Side;
  rows: Array<TwoCityRow<Side>>;
}) {
  const { from, to } = props;
  return (
    <ScrollRegion label={props.label}>
      <table className="w-full min-w-[28rem] text-sm">
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-2 pr-3">
              Figure
            </th>
            <th scope="col" className="py-2 pr-3">
              {from.city} ({from.currency})
            </th>
            <th scope="col" className="py-2">
              {to.city} ({to.currency})
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map(([label, cell]) => (
            <tr key={label} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                {label}
              </th>
              <td className="py-2 pr-3 tabular-nums">{cell(from)}</td>
              <td className="py-2 tabular-nums">{cell(to)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
