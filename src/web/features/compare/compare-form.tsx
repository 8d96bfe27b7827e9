/**
 * From and to blocks (currency select with flags, city select), Swap (a desktop and a mobile button,
 * docs/product.md §2) and the amount input (docs/product.md §4/§5: at or above 0; a bad entry keeps the amount and says why,
 * issue 34; empty is 0 shown empty).
 */
import { ArrowLeftRight, ArrowUpDown } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { amountText, type AmountState } from '#domain/compare/amount.ts';
import type { CityRef } from '#domain/compare/recent.ts';
import type { ComparisonState } from '#domain/compare/url-state.ts';
import { Button } from '../../components/ui/button.tsx';
import { CityPicker } from '../pickers/city-picker.tsx';
import { CurrencyPicker } from '../pickers/currency-picker.tsx';
import { AmountField } from './amount-field.tsx';
import type { Side } from './use-compare-state.ts';

export interface CompareFormProps {
  state: ComparisonState;
  /** The side's city follows by the pair model (use-compare-state.ts). */
  onCurrency: (side: Side, code: string) => void;
  onCity: (side: Side, city: CityRef) => void;
  onAmount: (amount: number) => void;
  onSwap: () => void;
}

// Memoised: an amount keystroke leaves both blocks (and their pickers) alone.
const SideBlock = memo(function SideBlock(props: {
  side: Side;
  currency: string;
  city: CityRef;
  onCurrency: CompareFormProps['onCurrency'];
  onCity: CompareFormProps['onCity'];
}) {
  const word = props.side === 'from' ? 'From' : 'To';
  return (
    <fieldset className="min-w-0 flex-1 space-y-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{word}</legend>
      <CurrencyPicker
        label={`${word} currency`}
        value={props.currency}
        onChange={(code) => props.onCurrency(props.side, code)}
      />
      <CityPicker
        label={`${word} city`}
        currency={props.currency}
        value={props.city}
        onChange={(city) => props.onCity(props.side, city)}
      />
    </fieldset>
  );
});

export function AmountInput({
  amount,
  onAmount,
}: {
  amount: number;
  onAmount: (n: number) => void;
}) {
  const [value, setValue] = useState<AmountState>({ amount, text: amountText(amount) });
  // A restored link or recent comparison changes the amount from outside: show it.
  useEffect(() => {
    setValue((v) => (v.amount === amount ? v : { amount, text: amountText(amount) }));
  }, [amount]);
  return (
    <AmountField
      label="Amount"
      value={value}
      onChange={(next) => {
        setValue(next);
        if (next.amount !== value.amount) onAmount(next.amount);
      }}
    />
  );
}

export function CompareForm(props: CompareFormProps) {
  const { state } = props;
  return (
    <section aria-label="Currencies and cities" className="space-y-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <SideBlock
          side="from"
          currency={state.fromCurrency}
          city={state.fromCity}
          onCurrency={props.onCurrency}
          onCity={props.onCity}
        />
        <Button
          type="button"
          variant="outline"
          className="hidden self-center md:inline-flex"
          onClick={props.onSwap}
          data-testid="swap-desktop"
        >
          <ArrowLeftRight aria-hidden="true" className="size-4" />
          Swap
        </Button>
        <Button
          type="button"
          variant="outline"
          className="self-center md:hidden"
          onClick={props.onSwap}
          data-testid="swap-mobile"
        >
          <ArrowUpDown aria-hidden="true" className="size-4" />
          Swap
        </Button>
        <SideBlock
          side="to"
          currency={state.toCurrency}
          city={state.toCity}
          onCurrency={props.onCurrency}
          onCity={props.onCity}
        />
      </div>
      <div className="max-w-xs">
        <AmountInput amount={state.amount} onAmount={props.onAmount} />
      </div>
    </section>
  );
}
