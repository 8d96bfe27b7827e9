/** Open indicators side by side, each with its year; what is missing or not held is said. */
import type { RelocationData } from '#domain/api/relocation.ts';
import { ScrollRegion } from '../shared/scroll-region.tsx';

type Figure = RelocationData['to']['healthcare']['indicators'][number];

const show = (f: Figure | undefined): string => {
  if (!f || f.status === 'not_held') return 'Not held';
  if (f.value === null) return 'No figure';
  const v = f.value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return `${v} (${f.year}${f.status === 'old' ? ', old' : ''})`;
};

export function IndicatorTable(props: {
  label: string;
  home: string;
  destination: string;
  from: readonly Figure[];
  to: readonly Figure[];
}) {
  return (
    <ScrollRegion label={props.label}>
      <table className="w-full text-sm">
        <caption className="mb-1 text-left font-medium">{props.label}</caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="py-2 pr-3">
              Indicator
            </th>
            <th scope="col" className="py-2 pr-3">
              {props.home}
            </th>
            <th scope="col" className="py-2">
              {props.destination}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.to.map((f) => (
            <tr key={f.code} className="border-b border-border">
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                {f.label}
                <span className="block text-xs text-muted-foreground">
                  {f.unit} · WDI {f.code}
                </span>
              </th>
              <td className="py-2 pr-3">{show(props.from.find((x) => x.code === f.code))}</td>
              <td className="py-2">{show(f)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
