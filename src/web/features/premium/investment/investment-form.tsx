/**
 * The analyzer's inputs (spec §2 Premium panels 3): amount, horizon (1, 3, 5, 10, 20+ years), risk
 * tolerance, and 'Analyze Opportunities', which applies them (to the URL, so the view can be shared).
 */
import { useId, useState, type FormEvent } from 'react';
import { HORIZONS, RISKS, type Horizon, type Risk } from '#domain/premium/investment/portfolio.ts';
import { MAX_AMOUNT, type InvestmentView } from '#domain/premium/investment/url-state.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';

const RISK_LABELS: Record<Risk, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export function parseAmount(text: string): { value: number } | { error: string } {
  const value = Number(text.trim().replace(/,/g, ''));
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) {
    return { error: 'Enter an amount greater than 0' };
  }
  if (value > MAX_AMOUNT) return { error: 'That amount is too large' };
  return { value };
}

export function InvestmentForm(props: {
  view: InvestmentView;
  currency: string;
  pending: boolean;
  onApply: (view: InvestmentView) => void;
}) {
  const { view } = props;
  const id = useId();
  const [amount, setAmount] = useState(String(view.amount));
  const [horizon, setHorizon] = useState<Horizon>(view.horizon);
  const [risk, setRisk] = useState<Risk>(view.risk);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseAmount(amount);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    props.onApply({ ...view, amount: parsed.value, horizon, risk });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 md:grid-cols-3 print:hidden"
      aria-label="Investment inputs"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-amount`}>Investment amount ({props.currency})</Label>
        <Input
          id={`${id}-amount`}
          name="investAmount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-amount-error` : undefined}
        />
        {error && (
          <p id={`${id}-amount-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-horizon`}>Horizon</Label>
        <NativeSelect
          id={`${id}-horizon`}
          name="horizon"
          value={String(horizon)}
          onChange={(e) => setHorizon(Number(e.target.value) as Horizon)}
        >
          {HORIZONS.map((h) => (
            <option key={h} value={h}>
              {h === 20 ? '20+ years' : h === 1 ? '1 year' : `${h} years`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-risk`}>Risk tolerance</Label>
        <NativeSelect
          id={`${id}-risk`}
          name="risk"
          value={risk}
          onChange={(e) => setRisk(e.target.value as Risk)}
        >
          {RISKS.map((r) => (
            <option key={r} value={r}>
              {RISK_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="md:col-span-3">
        <Button type="submit" disabled={props.pending}>
          Analyze Opportunities
        </Button>
      </div>
    </form>
  );
}
