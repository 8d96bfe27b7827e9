import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { BillingPeriod, Plan } from '#domain/plans.ts';
import { ApiError, apiRequest } from '../api/client.ts';
import { Page } from '../components/page.tsx';
import { Button } from '../components/ui/button.tsx';
import { BillingToggle } from '../features/pricing/billing-toggle.tsx';
import { PlanCards } from '../features/pricing/plan-cards.tsx';
import { PlanFaq } from '../features/pricing/plan-faq.tsx';
import { getToken } from '../lib/session.ts';

/**
 * /pricing (spec §2 Pricing; first version by the web shell, the plans engineer extends it):
 * Monthly/Annual toggle (default month, spec §4), plan cards, 'Contact Sales', FAQ.
 * Voyager and Navigator go to /premium carrying billingPeriod and productName in navigation state;
 * the free plan subscribes (POST /api/subscription with Explorer/lifetime), or sends guests to /login.
 */
export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('month');
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
          renderAction={(plan, chosen) => <PlanAction plan={plan} period={chosen} />}
        />
      </div>
      <div className="text-left">
        <PlanFaq />
      </div>
    </Page>
  );
}

function PlanAction({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  if (plan.id === 'explorer') return <FreePlanButton />;
  return (
    <Button asChild className="w-full" variant={plan.recommended ? 'default' : 'outline'}>
      <Link
        to="/premium"
        state={{ billingPeriod: period, productName: plan.name }}
        aria-label={`Subscribe to ${plan.name}`}
      >
        Subscribe
      </Link>
    </Button>
  );
}

function FreePlanButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const subscribe = async () => {
    const token = getToken();
    if (token === null) {
      await navigate('/login');
      return;
    }
    setBusy(true);
    try {
      await apiRequest('/api/subscription', {
        method: 'POST',
        body: { planName: 'Explorer', billingInterval: 'lifetime' },
        token,
      });
      toast.success('You are on the Explorer plan.');
    } catch (error) {
      toast.error(
        error instanceof ApiError
          ? error.message
          : 'Could not subscribe to the free plan. Please try again later.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={busy}
      onClick={() => void subscribe()}
      aria-label="Subscribe to Explorer"
    >
      {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
      Subscribe
    </Button>
  );
}
