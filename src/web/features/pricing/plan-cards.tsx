import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  annualSavingPercent,
  formatUsdCents,
  PLANS,
  planPriceCents,
  type BillingPeriod,
  type Plan,
} from '#domain/plans.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/utils.ts';

export interface PlanCardsProps {
  period: BillingPeriod;
  /** The call to action of each paid or free plan; Enterprise always gets 'Contact Sales' to /contact. */
  renderAction: (plan: Plan, period: BillingPeriod) => ReactNode;
  /** Heading level of each plan name, so the page outline stays correct (h2 on /pricing, h3 inside a landing section). */
  headingLevel?: 'h2' | 'h3';
}

/** The four plan cards of src/domain/plans.ts (docs/product.md §2 Pricing, §6 Plans, §9 Prices). */
export function PlanCards({ period, renderAction, headingLevel = 'h3' }: PlanCardsProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {PLANS.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          period={period}
          action={plan.id === 'enterprise' ? <ContactSales /> : renderAction(plan, period)}
          Heading={headingLevel}
        />
      ))}
    </ul>
  );
}

function ContactSales() {
  return (
    <Button asChild variant="outline" className="w-full">
      <Link to="/contact">Contact Sales</Link>
    </Button>
  );
}

function PlanCard({
  plan,
  period,
  action,
  Heading,
}: {
  plan: Plan;
  period: BillingPeriod;
  action: ReactNode;
  Heading: 'h2' | 'h3';
}) {
  const cents = planPriceCents(plan, period);
  const saving = period === 'year' ? annualSavingPercent(plan) : null;
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm',
        plan.recommended && 'border-2 border-primary',
      )}
    >
      {plan.recommended && <Badge className="absolute -top-3 left-6">Most popular</Badge>}
      <Heading className="text-xl font-semibold">{plan.name}</Heading>
      <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
      <p className="mt-6 flex items-baseline gap-1">
        {cents === null ? (
          <span className="text-3xl font-bold">Custom</span>
        ) : cents === 0 ? (
          <span className="text-3xl font-bold">Free</span>
        ) : (
          <>
            <span className="text-3xl font-bold">{formatUsdCents(cents)}</span>
            <span className="text-sm text-muted-foreground">
              /{period === 'month' ? 'month' : 'year'}
            </span>
          </>
        )}
      </p>
      <p className="mt-1 min-h-5 text-sm text-muted-foreground">
        {cents === null
          ? 'Priced for your team'
          : saving !== null
            ? `Save ${saving}% against monthly`
            : cents === 0
              ? 'Free forever'
              : 'Billed monthly'}
      </p>
      <ul className="mt-6 mb-8 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {plan.planned.length > 0 && (
        <div className="-mt-4 mb-8 text-sm text-muted-foreground">
          <p className="font-medium">Planned, not available yet:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {plan.planned.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-auto">{action}</div>
    </li>
  );
}
