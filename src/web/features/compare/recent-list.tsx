/** Recent comparisons (docs/product.md §3/§4): click to restore, Clear to empty the list. */
import type { RecentComparison } from '#domain/compare/recent.ts';
import { Button } from '../../components/ui/button.tsx';

export function RecentList(props: {
  list: readonly RecentComparison[];
  onRestore: (r: RecentComparison) => void;
  onClear: () => void;
}) {
  if (props.list.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading" className="space-y-2 print:hidden">
      <div className="flex items-center gap-2">
        <h2 id="recent-heading" className="text-sm font-semibold">
          Recent comparisons
        </h2>
        <Button type="button" size="sm" variant="ghost" onClick={props.onClear}>
          Clear
        </Button>
      </div>
      <ul className="flex flex-wrap gap-2" data-testid="recent-list">
        {props.list.map((r) => (
          <li key={r.timestamp + r.fromCurrency + r.toCurrency}>
            <Button type="button" size="sm" variant="outline" onClick={() => props.onRestore(r)}>
              {r.fromCurrency} {r.fromCity.name} to {r.toCurrency} {r.toCity.name}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
