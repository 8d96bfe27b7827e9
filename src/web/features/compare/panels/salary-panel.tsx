/**
 * Salary equivalence calculator with the common jobs table (docs/product.md §2: "its own salary input starts at
 * the shared amount"; §5 "Salary input: only numbers at or above 0"; §9 job multipliers, coworking).
 */
import { useState } from 'react';
import { amountText, type AmountState } from '#domain/compare/amount.ts';
import { salaryEquivalent } from '#domain/compare/salary.ts';
import { AmountField } from '../amount-field.tsx';
import { FigureSource } from '../figure-source.tsx';
import { ErrorBox, PanelFrame, type PanelProps } from '../panel-frame.tsx';
import { panelError, WORDING } from '../panel-errors.ts';

export function SalaryPanel({ data, state, seen }: PanelProps) {
  const [salary, setSalary] = useState<AmountState>({
    amount: state.amount,
    text: amountText(state.amount),
  });
  const cities = { from: state.fromCity.name, to: state.toCity.name };
  return (
    <PanelFrame
      label="salary data"
      seen={seen}
      loading={data.loading.rates || data.loading.market}
      error={panelError(data, WORDING.salary, cities)}
    >
      {() => {
        const c = data.comparison;
        if (!c || c.rate === null)
          return <ErrorBox message="Salary data not available for one or both cities" />;
        const { money } = data;
        const eq = salaryEquivalent(salary.amount, c.rate, data.col?.ratio ?? null);
        return (
          <div className="space-y-4" data-testid="salary-result">
            <div className="max-w-xs">
              <AmountField
                label={`Monthly salary in ${state.fromCurrency}`}
                value={salary}
                onChange={setSalary}
              />
            </div>
            <p className="text-sm">
              {money(salary.amount, state.fromCurrency)} in {cities.from} converts to{' '}
              <strong>{money(eq.converted, state.toCurrency)}</strong>; for the same standard of
              living in {cities.to} you need{' '}
              <strong data-testid="salary-equivalent">
                {money(eq.equivalent, state.toCurrency)}
              </strong>
              .
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-sm sm:min-w-[28rem]">
                <caption className="text-left text-sm font-semibold">
                  Common jobs (monthly, multiples of each city's average net wage)
                </caption>
                <thead>
                  <tr className="border-b border-border text-left">
                    <th scope="col" className="py-2 pr-3">
                      Job
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      {cities.from}
                    </th>
                    <th scope="col" className="py-2 text-right">
                      {cities.to}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {c.jobs.map((j) => (
                    <tr key={j.title} className="border-b border-border">
                      <th scope="row" className="py-2 pr-3 text-left font-normal">
                        {j.title} (x{j.multiplier}){j.isFallback && ' (estimated wage)'}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {j.fromSalary === null ? 'N/A' : money(j.fromSalary, state.fromCurrency)}
                      </td>
                      <td className="py-2 text-right tabular-nums">
                        {j.toSalary === null ? 'N/A' : money(j.toSalary, state.toCurrency)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <FigureSource items={[c.from.wage.item, c.to.wage.item]} money={money} />
            </div>
            <p className="text-sm">
              Coworking estimate (25 x hourly wage):{' '}
              {c.from.coworking === null ? 'N/A' : money(c.from.coworking, state.fromCurrency)} in{' '}
              {cities.from},{' '}
              {c.to.coworking === null ? 'N/A' : money(c.to.coworking, state.toCurrency)} in{' '}
              {cities.to}.
            </p>
          </div>
        );
      }}
    </PanelFrame>
  );
}
