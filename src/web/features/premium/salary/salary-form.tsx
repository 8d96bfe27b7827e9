/**
 * The hub's inputs (spec §3 "Salary hub inputs"): current salary (default 50000) and its currency,
 * industry, role and experience; 'Analyze Salary' applies them (to the URL, so the view can be shared).
 */
import { useId, useState, type FormEvent } from 'react';
import {
  EXPERIENCE_LABELS,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  INDUSTRY_LABELS,
  MAX_SALARY,
  ROLE_LABELS,
  ROLES,
  type Experience,
  type Industry,
  type Role,
} from '#domain/premium/salary/roles.ts';
import type { SalaryView } from '#domain/premium/salary/url-state.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';

/** The salary as typed (spec: only numbers at or above 0): a positive number or an error. */
export function parseSalary(text: string): { value: number } | { error: string } {
  const trimmed = text.trim().replace(/,/g, '');
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value) || value <= 0)
    return { error: 'Enter a salary greater than 0' };
  if (value > MAX_SALARY) return { error: 'That amount is too large' };
  return { value };
}

export function SalaryForm(props: {
  view: SalaryView;
  /** The origin's currency (the default) and the destination's. */
  currencies: readonly string[];
  pending: boolean;
  onApply: (view: SalaryView) => void;
}) {
  const { view } = props;
  const id = useId();
  const [salary, setSalary] = useState(String(view.salary));
  const [currency, setCurrency] = useState(view.salaryCurrency ?? props.currencies[0] ?? 'USD');
  const [industry, setIndustry] = useState<Industry>(view.industry);
  const [role, setRole] = useState<Role>(view.role);
  const [experience, setExperience] = useState<Experience>(view.experience);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseSalary(salary);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    props.onApply({
      ...view,
      salary: parsed.value,
      salaryCurrency: currency === props.currencies[0] ? null : currency,
      industry,
      role,
      experience,
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 md:grid-cols-2 print:hidden"
      aria-label="Salary inputs"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-salary`}>Current salary</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-salary`}
            name="salary"
            inputMode="decimal"
            autoComplete="off"
            value={salary}
            onChange={(e) => setSalary(e.target.value)}
            aria-invalid={error !== null}
            aria-describedby={`${id}-salary-help${error ? ` ${id}-salary-error` : ''}`}
          />
          <NativeSelect
            aria-label="Salary currency"
            name="salaryCurrency"
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
        <p id={`${id}-salary-help`} className="text-xs text-muted-foreground">
          Gross, per year, before tax.
        </p>
        {error && (
          <p id={`${id}-salary-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-industry`}>Industry</Label>
        <NativeSelect
          id={`${id}-industry`}
          name="industry"
          value={industry}
          onChange={(e) => setIndustry(e.target.value as Industry)}
        >
          {INDUSTRIES.map((x) => (
            <option key={x} value={x}>
              {INDUSTRY_LABELS[x]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-role`}>Role</Label>
        <NativeSelect
          id={`${id}-role`}
          name="role"
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
        >
          {ROLES.map((x) => (
            <option key={x} value={x}>
              {ROLE_LABELS[x]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-experience`}>Experience</Label>
        <NativeSelect
          id={`${id}-experience`}
          name="experience"
          value={experience}
          onChange={(e) => setExperience(e.target.value as Experience)}
        >
          {EXPERIENCE_LEVELS.map((x) => (
            <option key={x} value={x}>
              {EXPERIENCE_LABELS[x]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="md:col-span-2">
        <Button type="submit" disabled={props.pending}>
          Analyze Salary
        </Button>
      </div>
    </form>
  );
}
