/**
 * The analyzer's inputs (docs/product.md §2 Premium panels 3): amount, horizon (1, 3, 5, 10, 20+ years), risk
 * tolerance, and 'Analyze Opportunities', which applies them (to the URL, so the view can be shared).
 */
import { useId, useState } from 'react';
import { HORIZONS, RISKS, type Horizon, type Risk } from '#domain/premium/investment/portfolio.ts';
import { MAX_AMOUNT, type InvestmentView } from '#domain/premium/investment/url-state.ts';
import { AmountRow, SelectRow, SuiteForm } from '../shared/form-row.tsx';
import { parsePositiveAmount } from '../shared/parse-amount.ts';

const RISK_LABELS: Record<Risk, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** The amount as typed: a positive number, empty for "a flat at home", or an error. */
export function parseAmount(text: string): { value: number | null } | { error: string } {
  return text.trim() === '' ? { value: null } : parsePositiveAmount(text, MAX_AMOUNT);
}

export function InvestmentForm(props: {
  view: InvestmentView;
  currency: string;
  pending: boolean;
  onApply: (view: InvestmentView) => void;
}) {
  const { view } = props;
  const id = useId();
  const [amount, setAmount] = useState(view.amount === null ? '' : String(view.amount));
  const [horizon, setHorizon] = useState<Horizon>(view.horizon);
  const [risk, setRisk] = useState<Risk>(view.risk);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = parseAmount(amount);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    props.onApply({ ...view, amount: parsed.value, horizon, risk });
  };
  return (
    <SuiteForm
      label="Investment inputs"
      columns={3}
      submitText="Analyze Opportunities"
      pending={props.pending}
      onSubmit={submit}
    >
      <AmountRow
        id={`${id}-amount`}
        label={`Investment amount (${props.currency})`}
        name="investAmount"
        value={amount}
        onChange={setAmount}
        error={error}
        placeholder="A flat at home"
        help="Leave empty to start from what a 50 m² flat outside the centre costs in your home city."
      />
      <SelectRow
        id={`${id}-horizon`}
        label="Horizon"
        name="horizon"
        value={horizon}
        options={HORIZONS}
        optionLabel={(h) => (h === 20 ? '20+ years' : h === 1 ? '1 year' : `${h} years`)}
        onChange={(value) => setHorizon(Number(value) as Horizon)}
      />
      <SelectRow
        id={`${id}-risk`}
        label="Risk tolerance"
        name="risk"
        value={risk}
        options={RISKS}
        optionLabel={(r) => RISK_LABELS[r]}
        onChange={(value) => setRisk(value as Risk)}
      />
    </SuiteForm>
  );
}
