/**
 * Cultural (issue 15; docs/product.md: challenges, tips and customs in three groups, and the adaptation bar). Every
 * sentence comes from the two countries' facts by rule; the bar shows its inputs.
 */
import type { RelocationData } from '#domain/api/relocation.ts';
import { ScrollRegion } from '../shared/scroll-region.tsx';

const DAY = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
type Facts = RelocationData['to']['facts'];

const offset = (m: number | null) => {
  if (m === null) return 'unknown';
  const a = Math.abs(m);
  const min = a % 60 ? `:${String(a % 60).padStart(2, '0')}` : '';
  return `UTC${m < 0 ? '−' : '+'}${Math.floor(a / 60)}${min}`;
};

const ROWS: Array<[string, (f: Facts) => string]> = [
  ['Official languages', (f) => f.languages.join(', ') || 'none listed'],
  ['Time zone', (f) => (f.timeZone ? `${f.timeZone} (${offset(f.utcOffsetMinutes)})` : 'unknown')],
  ['Driving side', (f) => f.drivingSide ?? 'unknown'],
  ['Plug types', (f) => f.plugTypes.join(', ') || 'none listed'],
  ['Calling code', (f) => f.callingCodes.map((c) => `+${c}`).join(', ') || 'none listed'],
  ['Weekend', (f) => f.weekend.map((d) => DAY[d]).join(', ') || 'none listed'],
  ['Currency', (f) => f.currency],
];

function List({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h5 className="font-medium">{title}</h5>
      {items.length ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {items.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-muted-foreground">None from these facts.</p>
      )}
    </div>
  );
}

export function CulturalTab({ data }: { data: RelocationData }) {
  const c = data.cultural;
  const a = c.adaptation;
  return (
    <div className="space-y-5 text-sm" data-testid="relocation-cultural">
      <ScrollRegion label="Country facts">
        <table className="w-full">
          <caption className="mb-1 text-left font-medium">
            Facts (UTC offsets on {c.offsetsOn})
          </caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3">
                Fact
              </th>
              <th scope="col" className="py-2 pr-3">
                {data.from.country} (home)
              </th>
              <th scope="col" className="py-2">
                {data.to.country}
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([label, get]) => (
              <tr key={label} className="border-b border-border">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {label}
                </th>
                <td className="py-2 pr-3">{get(data.from.facts)}</td>
                <td className="py-2">{get(data.to.facts)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {c.notHeld.map((t) => (
        <p key={t} className="text-xs text-muted-foreground">
          {t}
        </p>
      ))}
      <section aria-labelledby="adaptation-heading" className="space-y-2">
        <h4 id="adaptation-heading" className="font-medium">
          Adaptation difficulty: {a.label} ({Math.round(a.score)}/100)
        </h4>
        <div
          role="meter"
          aria-label="Adaptation difficulty"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(a.score)}
          aria-valuetext={`${a.label}, ${Math.round(a.score)} of 100`}
          className="h-3 w-full max-w-md rounded bg-muted"
        >
          <div className="h-3 rounded bg-primary" style={{ width: `${a.score}%` }} />
        </div>
        <details>
          <summary className="cursor-pointer text-primary">Inputs of the score</summary>
          <ul className="mt-1 space-y-0.5 text-xs">
            {a.inputs.map((i) => (
              <li key={i.key}>
                {i.label}: {i.home} → {i.destination}; difference{' '}
                {i.difference === null ? 'unknown (left out)' : i.difference.toFixed(2)} × weight{' '}
                {i.weight}
              </li>
            ))}
          </ul>
        </details>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <List title="Common adaptation challenges" items={c.challenges} />
        <List title="Adaptation tips" items={c.tips} />
      </div>
      <section aria-labelledby="customs-heading" className="space-y-2">
        <h4 id="customs-heading" className="font-medium">
          Local customs and etiquette
        </h4>
        <div className="grid gap-4 md:grid-cols-3">
          <List title="Social interactions" items={c.customs.social} />
          <List title="Business culture" items={c.customs.business} />
          <List title="Daily life" items={c.customs.daily} />
        </div>
      </section>
    </div>
  );
}
