/**
 * The suites' forms (SuiteForm) and the rows they are made of (docs/product.md §2 Premium panels: labelled inputs, an error under the
 * field, read by screen readers through aria-describedby): a labelled select, and an amount with its
 * optional currency, help line and error. Ids follow `fieldId`: `<fieldId>-help`, `<fieldId>-error`.
 */
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';

/** A label over a select of `options`; `onChange` gets the chosen option's value as text. */
export function SelectRow<T extends string | number>(props: {
  id: string;
  label: string;
  name: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => ReactNode;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect
        id={props.id}
        name={props.name}
        value={String(props.value)}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.optionLabel(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The currency select beside an amount: the two cities' currencies, each once. */
export interface CurrencyChoice {
  /** Its accessible name ("Salary currency"): it has no visible label. */
  label: string;
  name: string;
  value: string;
  options: readonly string[];
  onChange: (currency: string) => void;
}

/** An amount as typed (the form parses it on submit), with its currency, help line and error. */
export function AmountRow(props: {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (text: string) => void;
  error: string | null;
  placeholder?: string;
  help?: ReactNode;
  currency?: CurrencyChoice;
}) {
  const { id, error, currency } = props;
  const helpId = props.help ? `${id}-help` : null;
  const describedBy = [helpId, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const input = (
    <Input
      id={id}
      name={props.name}
      inputMode="decimal"
      autoComplete="off"
      placeholder={props.placeholder}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      aria-invalid={error !== null}
      aria-describedby={describedBy || undefined}
    />
  );
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      {currency ? (
        <div className="flex gap-2">
          {input}
          <NativeSelect
            aria-label={currency.label}
            name={currency.name}
            className="w-28"
            value={currency.value}
            onChange={(e) => currency.onChange(e.target.value)}
          >
            {[...new Set(currency.options)].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : (
        input
      )}
      {helpId && (
        <p id={helpId} className="text-xs text-muted-foreground">
          {props.help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

// Written out so Tailwind sees every class it must generate.
const GRID = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' } as const;
const SPAN = { 2: 'md:col-span-2', 3: 'md:col-span-3' } as const;

/**
 * A suite's inputs: a grid of rows, then the submit button on a row of its own, never printed. The
 * browser's own validation is off: each form parses its fields and shows its errors under them.
 */
export function SuiteForm(props: {
  /** The form's accessible name ("Salary inputs"). */
  label: string;
  columns: 2 | 3;
  submitText: string;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className={`grid gap-4 ${GRID[props.columns]} print:hidden`}
      aria-label={props.label}
    >
      {props.children}
      <div className={SPAN[props.columns]}>
        <Button type="submit" disabled={props.pending}>
          {props.submitText}
        </Button>
      </div>
    </form>
  );
}
