import { useState } from 'react';
import type { BillingPeriod } from '#domain/plans.ts';
import { Page } from '../components/page.tsx';
import { PlanAction } from '../features/plans/plan-action.tsx';
import {
  useRefreshSubscriptionOnMount,
  useSubscription,
} from '../features/plans/subscription-api.ts';
import { BillingToggle } from '../features/pricing/billing-toggle.tsx';
import { PlanCards } from '../features/pricing/plan-cards.tsx';
import { PlanFaq } from '../features/pricing/plan-faq.tsx';

/**
 * /pricing (docs/product.md §2 Pricing, §4 Subscription): Monthly/Annual toggle (default month), plan cards,
 * 'Contact Sales', FAQ. Button labels come from the real active subscription (issue 7 §2), which is
 * cleared and refetched on mount. Voyager and Navigator go to /premium carrying billingPeriod and
 * productName; the free plan subscribes here (or sends guests to /login).
 */
export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('month');
  useRefreshSubscriptionOnMount();
  const subscription = useSubscription();
  return (
    <Page
      title="Pricing"
      heading="Simple, transparent pricing"
      description="Start free. Upgrade when you need every city, salary and relocation tools, or business analysis."
      className="text-center sm:text-left"
    >
      <BillingToggle value={period} onChange={setPeriod} />
      <div className="mt-10 text-left">
        <PlanCards
          period={period}
          headingLevel="h2"
          renderAction={(plan, chosen) => (
            <PlanAction plan={plan} period={chosen} current={subscription.data ?? null} />
          )}
        />
      </div>
      <div className="text-left">
        <PlanFaq />
      </div>
    </Page>
  );
}
