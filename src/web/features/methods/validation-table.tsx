import type { ValidationCell } from '#domain/cost-of-living/validate.ts';
import { VALIDATION, type ValidationSummary } from './validation-summary.ts';

/** Category keys as a reader says them. */
const LABELS: Record<string, string> = {
  restaurants: 'Restaurants',
  markets: 'Groceries',
  transportation: 'Transport',
  'utilities (monthly)': 'Utilities',
  'sports and leisure': 'Sports and leisure',
  childcare: 'Childcare and schools',
  'clothing and shoes': 'Clothing and shoes',
  'rent per month': 'Rent',
  'buy apartment price': 'Buying a home',
  'salaries and financing': 'Salaries',
};

const GROUPS = [
  ['high', 'high-income'],
  ['upper-middle', 'upper-middle-income'],
  ['lower-middle', 'lower-middle-income'],
  ['low', 'low-income'],
] as const;

const pct = (v: number) => `${Math.round(v * 100)}%`;

/** "about 20% too high" / "about 10% too low" / "about right" for a median ratio ours ÷ observed. */
export function biasWords(bias: number): string {
  const off = Math.round((bias - 1) * 100);
  if (Math.abs(off) < 5) return 'about right on average';
  return off > 0 ? `about ${off}% too high on average` : `about ${-off}% too low on average`;
}

function groupsLine(cells: Partial<Record<string, ValidationCell>>): string {
  const parts = GROUPS.flatMap(([key, words]) => {
    const c = cells[key];
    return c ? [`${words} countries ${pct(c.medianAbsError)} (${c.countries})`] : [];
  });
  return parts.length ? parts.join('; ') : 'no breakdown';
}

/**
 * How far to trust each category, in plain words: for every category with held-out observed prices,
 * the typical error, the direction of the average miss and how often the published range held the real
 * price. Categories without evidence say so.
 */
export function ValidationTable({ summary = VALIDATION }: { summary?: ValidationSummary }) {
  const rows = Object.entries(LABELS);
  return (
    <div className="space-y-3">
      <p>
        We test the model the hard way: for each country with published prices, we fit the model
        without that country and compare what it then predicts with the real prices.{' '}
        {summary.observations.toLocaleString('en-US')} prices in {summary.countries} countries were
        scored this way (fit of {summary.fitted}).
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">How far to trust each category</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3">
                Category
              </th>
              <th scope="col" className="py-2 pr-3">
                Typical error
              </th>
              <th scope="col" className="py-2 pr-3">
                Average miss
              </th>
              <th scope="col" className="py-2 pr-3">
                Real price inside our range
              </th>
              <th scope="col" className="py-2">
                Typical error by country income
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, label]) => {
              const cells = summary.table.categories[key] ?? {};
              const all = cells.all;
              return (
                <tr key={key} className="border-b align-top">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {label}
                  </th>
                  {all ? (
                    <>
                      <td className="py-2 pr-3">
                        {pct(all.medianAbsError)}{' '}
                        <span className="text-muted-foreground">
                          ({all.countries} {all.countries === 1 ? 'country' : 'countries'})
                        </span>
                      </td>
                      <td className="py-2 pr-3">{biasWords(all.medianBias)}</td>
                      <td className="py-2 pr-3">{pct(all.coverage)} of the time (aim: 80%)</td>
                      <td className="py-2">{groupsLine(cells)}</td>
                    </>
                  ) : (
                    <td className="text-muted-foreground py-2" colSpan={4}>
                      No open observed prices to test against yet: treat these figures as rough
                      estimates, and trust the range more than the number.
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
