/**
 * An amount input (docs/product.md §4/§5) that reads what is typed as written for the browser's language
 * ("1.000,50" in German, "1,000.50" in English) and says why an entry is not an amount ("-50", "1e6")
 * instead of ignoring it (issue 34 item 5). A text input with a decimal keypad: a number input hands
 * the page "" or a truncated value for "1.000,50".
 */
import { useId } from 'react';
import { decimalMarkOf, nextAmount, type AmountState } from '#domain/compare/amount.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';

const browserMark = () =>
  decimalMarkOf(typeof navigator === 'undefined' ? 'en' : (navigator.language ?? 'en'));

export function AmountField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: AmountState;
  /** The next state; its amount is the last good one when `error` is set. */
  onChange: (next: AmountState) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value.text}
        placeholder="0.00"
        aria-invalid={value.error ? true : undefined}
        aria-describedby={value.error ? errorId : undefined}
        onChange={(e) => onChange(nextAmount(value, e.target.value, browserMark()))}
      />
      {value.error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {value.error}
        </p>
      ) : null}
    </div>
  );
}
