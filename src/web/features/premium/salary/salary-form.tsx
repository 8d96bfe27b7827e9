/**
 * The hub's inputs (docs/product.md §3 "Salary hub inputs"): current salary (default 50000) and its currency,
 * industry, role and experience; 'Analyze Salary' applies them (to the URL, so the view can be shared).
 */
import { useId, useState } from 'react';
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
import { AmountRow, SelectRow, SuiteForm } from '../shared/form-row.tsx';
import { parsePositiveAmount } from '../shared/parse-amount.ts';

/** The salary as typed: a positive number, empty for "the average wage at home", or an error. */
export function parseSalary(text: string): { value: number | null } | { error: string } {
  return text.trim() === '' ? { value: null } : parsePositiveAmount(text, MAX_SALARY, 'a salary');
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
  const [salary, setSalary] = useState(view.salary === null ? '' : String(view.salary));
  const [currency, setCurrency] = useState(view.salaryCurrency ?? props.currencies[0] ?? 'USD');
  const [industry, setIndustry] = useState<Industry>(view.industry);
  const [role, setRole] = useState<Role>(view.role);
  const [experience, setExperience] = useState<Experience>(view.experience);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
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
    <SuiteForm
      label="Salary inputs"
      columns={2}
      submitText="Analyze Salary"
      pending={props.pending}
      onSubmit={submit}
    >
      <AmountRow
        id={`${id}-salary`}
        label="Current salary"
        name="salary"
        value={salary}
        onChange={setSalary}
        error={error}
        placeholder="Average wage at home"
        help="Gross, per year, before tax. Leave empty to start from your home city's average wage."
        currency={{
          label: 'Salary currency',
          name: 'salaryCurrency',
          value: currency,
          options: props.currencies,
          onChange: setCurrency,
        }}
      />
      <SelectRow
        id={`${id}-industry`}
        label="Industry"
        name="industry"
        value={industry}
        options={INDUSTRIES}
        optionLabel={(x) => INDUSTRY_LABELS[x]}
        onChange={(value) => setIndustry(value as Industry)}
      />
      <SelectRow
        id={`${id}-role`}
        label="Role"
        name="role"
        value={role}
        options={ROLES}
        optionLabel={(x) => ROLE_LABELS[x]}
        onChange={(value) => setRole(value as Role)}
      />
      <SelectRow
        id={`${id}-experience`}
        label="Experience"
        name="experience"
        value={experience}
        options={EXPERIENCE_LEVELS}
        optionLabel={(x) => EXPERIENCE_LABELS[x]}
        onChange={(value) => setExperience(value as Experience)}
      />
    </SuiteForm>
  );
}
