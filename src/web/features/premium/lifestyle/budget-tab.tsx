/**
 * Budget Optimizer (issue 14): the destination's month for the lifestyle, line by line from catalogue
 * prices, as bars of the income; what is left to save, and what gives when the income does not cover
 * it. The origin's month for the same life is beside it for reference.
 */
import type { LifestyleData } from '#domain/api/lifestyle.ts';
import { money } from '../shared/format.ts';
import { TIER_LABELS } from './tier-labels.ts';
import { ScrollRegion } from '../shared/scroll-region.tsx';

export function BudgetTab({ data }: { data: LifestyleData }) {
  const { to, from } = data;
  const cur = to.currency;
  const plan = to.plan;
  const covered = plan.shortfall === 0;
  return (
    <div className="space-y-5" data-testid="lifestyle-budget">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat label={`Income in ${to.city}`} value={money(to.income, cur)} />
        <Stat
          label={`${TIER_LABELS[data.lifestyle]} month in ${to.city}`}
          value={money(to.budget.total, cur)}
        />
        <Stat
          label={plan.savings >= 0 ? 'Left to save' : 'Short each month'}
          value={money(Math.abs(plan.savings), cur)}
          tone={plan.savings >= 0 ? 'good' : 'bad'}
        />
      </dl>
      {data.income.isAverageSalary && (
        <p className="text-sm text-muted-foreground">
          No income entered: the average net monthly salary in {from.city} (
          {money(data.income.amount, data.income.currency)}) stands in.
        </p>
      )}
      <ScrollRegion label={`Monthly budget in ${to.city}`}>
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-medium">
            Monthly budget in {to.city} ({cur}), as a share of the income; {from.city} for the same
            life
          </caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3">
                Line
              </th>
              <th scope="col" className="py-2 pr-3">
                {to.city}
              </th>
              <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                Share of income
              </th>
              <th scope="col" className="py-2">
                {from.city}
              </th>
            </tr>
          </thead>
          <tbody>
            {to.budget.lines.map((line) => {
              const share = to.income > 0 ? (line.total / to.income) * 100 : 0;
              const origin = from.budget.lines.find((l) => l.key === line.key);
              return (
                <tr key={line.key} className="border-b border-border align-top">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    <span className="font-medium">{line.label}</span>
                    <span className="block text-xs text-muted-foreground">
                      {TIER_LABELS[line.tier]}
                      {line.tier !== data.lifestyle && ' (a priority: one step up)'}
                    </span>
                    <details className="mt-1 text-xs">
                      <summary className="cursor-pointer text-primary">What it buys</summary>
                      <ul className="mt-1 space-y-0.5">
                        {line.items.map((item) => (
                          <li key={item.id}>
                            {formatQuantity(item.quantity)} × {item.name} at{' '}
                            {money(item.unitPrice, cur)} = {money(item.cost, cur)}
                          </li>
                        ))}
                        {line.missing.length > 0 && (
                          <li>
                            No price in {to.city} for: {line.missing.join(', ')}
                          </li>
                        )}
                        {line.items.length === 0 && line.missing.length === 0 && (
                          <li>Nothing at this lifestyle.</li>
                        )}
                      </ul>
                    </details>
                  </th>
                  <td className="py-2 pr-3 whitespace-nowrap">{money(line.total, cur)}</td>
                  <td className="hidden py-2 pr-3 sm:table-cell">
                    <div className="flex items-center gap-2">
                      <div className="h-2.5 w-32 rounded bg-muted" aria-hidden="true">
                        <div
                          className="h-2.5 rounded bg-primary"
                          style={{ width: `${Math.min(100, share)}%` }}
                        />
                      </div>
                      <span>{share.toFixed(1)}%</span>
                    </div>
                  </td>
                  <td className="py-2 whitespace-nowrap">
                    {origin ? money(origin.total, from.currency) : 'N/A'}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="font-medium">
              <th scope="row" className="py-2 pr-3 text-left">
                Total
              </th>
              <td className="py-2 pr-3 whitespace-nowrap">{money(to.budget.total, cur)}</td>
              <td className="hidden py-2 pr-3 sm:table-cell">
                {to.income > 0 ? `${((to.budget.total / to.income) * 100).toFixed(1)}%` : ''}
              </td>
              <td className="py-2 whitespace-nowrap">{money(from.budget.total, from.currency)}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <section aria-labelledby="lifestyle-gives" className="space-y-2">
        <h4 id="lifestyle-gives" className="font-medium">
          {covered ? 'Your income covers this month' : 'What must give'}
        </h4>
        {plan.savingsTarget > 0 && (
          <p className="text-sm">
            Savings is a priority: {money(plan.savingsTarget, cur)} (a fifth of the income) is kept
            before anything else.
          </p>
        )}
        {covered ? (
          <p className="text-sm">
            {money(plan.savings, cur)} is left each month after the budget
            {plan.savingsTarget > 0 ? ', above the savings kept first.' : '.'}
          </p>
        ) : (
          <>
            <p className="text-sm">
              The plan needs {money(plan.shortfall, cur)} more than the income allows. Least
              essential first{data.priorities.length ? ', your priorities last' : ''}:
            </p>
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {plan.gives.map((g, i) => (
                <li key={`${g.key}-${i}`}>
                  {g.label}: {TIER_LABELS[g.from]} → {TIER_LABELS[g.to]} saves {money(g.saves, cur)}
                  {g.used < g.saves - 0.005 && ` (only ${money(g.used, cur)} of it is needed)`}
                </li>
              ))}
            </ol>
            <p className="text-sm">
              Adjusted month: {money(plan.adjustedTotal, cur)}, leaving{' '}
              {money(plan.adjustedSavings, cur)}.
              {plan.uncovered > 0 &&
                ` Even the frugal level of every line leaves ${money(plan.uncovered, cur)} uncovered.`}
            </p>
          </>
        )}
      </section>
    </div>
  );
}

function formatQuantity(q: number): string {
  return Number.isInteger(q) ? String(q) : q.toFixed(2);
}

function Stat(props: { label: string; value: string; tone?: 'good' | 'bad' }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <dt className="text-xs text-muted-foreground">{props.label}</dt>
      <dd
        className={
          props.tone === 'bad' ? 'text-lg font-semibold text-destructive' : 'text-lg font-semibold'
        }
      >
        {props.value}
      </dd>
    </div>
  );
}
