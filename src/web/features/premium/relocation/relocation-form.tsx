/**
 * The suite's inputs (docs/product.md §3 "Relocation inputs"): monthly housing budget and its currency, family
 * size (1 to 5+), lifestyle. 'Update relocation figures' applies them to the URL, so a link shares them.
 * Neighbourhood priorities are not offered: no open data scores districts for them (ADR 117).
 */
import { useId, useState } from 'react';
import {
  MAX_FAMILY_SIZE,
  MAX_HOUSING_BUDGET,
  RELOCATION_LIFESTYLES,
  type RelocationLifestyle,
} from '#domain/premium/relocation/household.ts';
import type { RelocationView } from '#domain/premium/relocation/url-state.ts';
import { AmountRow, SelectRow, SuiteForm } from '../shared/form-row.tsx';
import { parsePositiveAmount } from '../shared/parse-amount.ts';

export const LIFESTYLE_LABELS: Record<RelocationLifestyle, string> = {
  budget: 'Budget',
  moderate: 'Moderate',
  premium: 'Premium',
  luxury: 'Luxury',
};

/** The budget as typed: a positive number, empty for "my rent at home", or an error. */
export function parseBudget(text: string): { value: number | null } | { error: string } {
  return text.trim() === '' ? { value: null } : parsePositiveAmount(text, MAX_HOUSING_BUDGET);
}

export function RelocationForm(props: {
  view: RelocationView;
  currencies: readonly string[];
  pending: boolean;
  onApply: (view: RelocationView) => void;
}) {
  const { view } = props;
  const id = useId();
  const [budget, setBudget] = useState(
    view.housingBudget === null ? '' : String(view.housingBudget),
  );
  const [currency, setCurrency] = useState(view.budgetCurrency ?? props.currencies[0] ?? 'USD');
  const [family, setFamily] = useState(view.familySize);
  const [lifestyle, setLifestyle] = useState(view.lifestyle);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = parseBudget(budget);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    props.onApply({
      ...view,
      housingBudget: parsed.value,
      budgetCurrency: currency,
      familySize: family,
      lifestyle,
    });
  };
  return (
    <SuiteForm
      label="Relocation inputs"
      columns={3}
      submitText="Update relocation figures"
      pending={props.pending}
      onSubmit={submit}
    >
      <AmountRow
        id={`${id}-budget`}
        label="Monthly housing budget"
        name="housingBudget"
        placeholder="Your rent at home"
        help="Leave empty to start from what the flat costs in the centre of your home city."
        value={budget}
        onChange={setBudget}
        error={error}
        currency={{
          label: 'Budget currency',
          name: 'budgetCurrency',
          value: currency,
          options: props.currencies,
          onChange: setCurrency,
        }}
      />
      <SelectRow
        id={`${id}-family`}
        label="Family size"
        name="familySize"
        value={family}
        options={Array.from({ length: MAX_FAMILY_SIZE }, (_, i) => i + 1)}
        optionLabel={(n) => (n === MAX_FAMILY_SIZE ? `${n}+` : n)}
        onChange={(value) => setFamily(Number(value))}
      />
      <SelectRow
        id={`${id}-lifestyle`}
        label="Lifestyle"
        name="relocationLifestyle"
        value={lifestyle}
        options={RELOCATION_LIFESTYLES}
        optionLabel={(l) => LIFESTYLE_LABELS[l]}
        onChange={(value) => setLifestyle(value as RelocationLifestyle)}
      />
    </SuiteForm>
  );
}
