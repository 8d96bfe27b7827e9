/**
 * The suite's inputs (docs/product.md §2 Premium panels 4, §5 "income: free text, placeholder '0.00'"): monthly
 * income and its currency, lifestyle preference, priority checkboxes, and 'Optimize Lifestyle', which
 * applies them (to the URL, so the view can be shared).
 */
import { useId, useState } from 'react';
import {
  LIFESTYLES,
  MAX_MONTHLY_INCOME,
  PRIORITIES,
  type Priority,
} from '#domain/premium/lifestyle/basket.ts';
import type { LifestyleView } from '#domain/premium/lifestyle/url-state.ts';
import { AmountRow, SelectRow, SuiteForm } from '../shared/form-row.tsx';
import { parsePositiveAmount } from '../shared/parse-amount.ts';
import { TIER_LABELS } from './tier-labels.ts';

const PRIORITY_LABELS: Record<Priority, string> = {
  housing: 'Housing',
  food: 'Food',
  transportation: 'Transportation',
  entertainment: 'Entertainment',
  savings: 'Savings',
};

/** The income as typed: empty is "no income given" (null); otherwise a positive number or an error. */
export function parseIncome(text: string): { value: number | null } | { error: string } {
  // Empty: the origin's average net salary (the server says so).
  if (text.trim().replace(/,/g, '') === '') return { value: null };
  return parsePositiveAmount(text, MAX_MONTHLY_INCOME);
}

export function LifestyleForm(props: {
  view: LifestyleView;
  /** The origin's currency (the default) and the destination's. */
  currencies: readonly string[];
  pending: boolean;
  onApply: (view: LifestyleView) => void;
}) {
  const { view } = props;
  const id = useId();
  const [income, setIncome] = useState(view.income === null ? '' : String(view.income));
  const [currency, setCurrency] = useState(view.incomeCurrency ?? props.currencies[0] ?? 'USD');
  const [lifestyle, setLifestyle] = useState(view.lifestyle);
  const [priorities, setPriorities] = useState<Priority[]>(view.priorities);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = parseIncome(income);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    props.onApply({
      ...view,
      income: parsed.value,
      incomeCurrency: parsed.value === null ? null : currency,
      lifestyle,
      priorities: PRIORITIES.filter((p) => priorities.includes(p)),
    });
  };
  return (
    <SuiteForm
      label="Lifestyle inputs"
      columns={2}
      submitText="Optimize Lifestyle"
      pending={props.pending}
      onSubmit={submit}
    >
      <AmountRow
        id={`${id}-income`}
        label="Monthly income"
        name="income"
        value={income}
        onChange={setIncome}
        error={error}
        placeholder="0.00"
        help="After tax, per month. Leave empty to use the average net salary of your home city."
        currency={{
          label: 'Income currency',
          name: 'incomeCurrency',
          value: currency,
          options: props.currencies,
          onChange: setCurrency,
        }}
      />
      <SelectRow
        id={`${id}-lifestyle`}
        label="Lifestyle preference"
        name="lifestyle"
        value={lifestyle}
        options={LIFESTYLES}
        optionLabel={(l) => TIER_LABELS[l]}
        onChange={(value) => setLifestyle(value as LifestyleView['lifestyle'])}
      />
      <fieldset className="space-y-2 md:col-span-2">
        <legend className="text-sm font-medium">Priorities</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {PRIORITIES.map((p) => (
            <label key={p} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="priorities"
                value={p}
                className="size-4 accent-primary"
                checked={priorities.includes(p)}
                onChange={(e) =>
                  setPriorities((cur) =>
                    e.target.checked ? [...cur, p] : cur.filter((x) => x !== p),
                  )
                }
              />
              {PRIORITY_LABELS[p]}
            </label>
          ))}
        </div>
      </fieldset>
    </SuiteForm>
  );
}
