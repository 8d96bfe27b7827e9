import { bestAnnualSavingPercent, type BillingPeriod } from '#domain/plans.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { ToggleGroup, ToggleGroupItem } from '../../components/ui/toggle-group.tsx';

/**
 * Monthly/Annual switch (docs/product.md §2 Pricing and Landing). A single-choice toggle group: each option is
 * a button with aria-pressed, so "Monthly" and "Annual" are found by role and name.
 * The saving badge shows the real saving computed from the prices (ADR 012), not a fixed 20 %.
 */
export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  const saving = bestAnnualSavingPercent();
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <ToggleGroup
        type="single"
        value={value}
        aria-label="Billing period"
        onValueChange={(next) => {
          // Radix reports '' when the pressed item is pressed again; keep the current choice.
          if (next === 'month' || next === 'year') onChange(next);
        }}
      >
        <ToggleGroupItem value="month">Monthly</ToggleGroupItem>
        <ToggleGroupItem value="year">Annual</ToggleGroupItem>
      </ToggleGroup>
      {saving !== null && <Badge variant="secondary">Save {saving}% with annual billing</Badge>}
    </div>
  );
}
