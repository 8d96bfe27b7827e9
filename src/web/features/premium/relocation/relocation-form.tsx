/**
 * The suite's inputs (spec §3 "Relocation inputs"): monthly housing budget and its currency, family
 * size (1 to 5+), lifestyle. 'Update relocation figures' applies them to the URL, so a link shares them.
 * Neighbourhood priorities are not offered: no open data scores districts for them (ADR 117).
 */
import { useId, useState, type FormEvent } from 'react';
import {
  MAX_FAMILY_SIZE,
  MAX_HOUSING_BUDGET,
  RELOCATION_LIFESTYLES,
  type RelocationLifestyle,
} from '#domain/premium/relocation/household.ts';
import type { RelocationView } from '#domain/premium/relocation/url-state.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';

export const LIFESTYLE_LABELS: Record<RelocationLifestyle, string> = {
  budget: 'Budget',
  moderate: 'Moderate',
  premium: 'Premium',
  luxury: 'Luxury',
};

/** The budget as typed: a positive number, or an error. */
export function parseBudget(text: string): { value: number } | { error: string } {
  const value = Number(text.trim().replace(/,/g, ''));
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) {
    return { error: 'Enter an amount greater than 0' };
  }
  if (value > MAX_HOUSING_BUDGET) return { error: 'That amount is too large' };
  return { value };
}

export function RelocationForm(props: {
  view: RelocationView;
  currencies: readonly string[];
  pending: boolean;
  onApply: (view: RelocationView) => void;
}) {
  const { view } = props;
  const id = useId();
  const [budget, setBudget] = useState(String(view.housingBudget));
  const [currency, setCurrency] = useState(view.budgetCurrency ?? props.currencies[0] ?? 'USD');
  const [family, setFamily] = useState(view.familySize);
  const [lifestyle, setLifestyle] = useState(view.lifestyle);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
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
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 md:grid-cols-3 print:hidden"
      aria-label="Relocation inputs"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-budget`}>Monthly housing budget</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-budget`}
            name="housingBudget"
            inputMode="decimal"
            autoComplete="off"
            value={budget}
            onChange={(e) => setBudget(e.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-budget-error` : undefined}
          />
          <NativeSelect
            aria-label="Budget currency"
            name="budgetCurrency"
            className="w-28"
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
          >
            {[...new Set(props.currencies)].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
        {error && (
          <p id={`${id}-budget-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-family`}>Family size</Label>
        <NativeSelect
          id={`${id}-family`}
          name="familySize"
          value={String(family)}
          onChange={(e) => setFamily(Number(e.target.value))}
        >
          {Array.from({ length: MAX_FAMILY_SIZE }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n === MAX_FAMILY_SIZE ? `${n}+` : n}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-lifestyle`}>Lifestyle</Label>
        <NativeSelect
          id={`${id}-lifestyle`}
          name="relocationLifestyle"
          value={lifestyle}
          onChange={(e) => setLifestyle(e.target.value as RelocationLifestyle)}
        >
          {RELOCATION_LIFESTYLES.map((l) => (
            <option key={l} value={l}>
              {LIFESTYLE_LABELS[l]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="md:col-span-3">
        <Button type="submit" disabled={props.pending}>
          Update relocation figures
        </Button>
      </div>
    </form>
  );
}
