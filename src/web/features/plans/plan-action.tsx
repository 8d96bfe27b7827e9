/**
 * A plan card's button on /pricing (docs/product.md §4): the label from planButtonLabel and the real active
 * subscription. Explorer subscribes to the free plan (guests go to /login; failures are shown, not
 * only logged); Voyager and Navigator go to /premium with billingPeriod and productName (docs/product.md §2).
 */
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { planButtonLabel } from '#domain/plan-labels.ts';
import type { BillingPeriod, Plan } from '#domain/plans.ts';
import { ApiError, callApi } from '../../api/client.ts';
import { api } from '../../api/routes.ts';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { getToken } from '../../lib/session.ts';
import { ResumeButton } from './resume-button.tsx';
import { useInvalidateBilling, type Subscription } from './subscription-api.ts';
import { MESSAGES } from '#domain/messages.ts';

export const FREE_PLAN_FAILED = 'Could not subscribe to the free plan. Please try again later.';

export function PlanAction({
  plan,
  period,
  current,
}: {
  plan: Plan;
  period: BillingPeriod;
  current: Subscription | null;
}) {
  if (plan.name === 'Enterprise') return null;
  const label = planButtonLabel(
    { planName: plan.name, billingInterval: plan.name === 'Explorer' ? 'lifetime' : period },
    current,
  );
  if (label === 'Resume subscription') {
    // What actually happens after a cancellation (issue 34 item 2): resume, here, in one step.
    return (
      <div className="[&>button]:w-full">
        <ResumeButton size="default" />
      </div>
    );
  }
  if (
    label === 'Current Plan' ||
    label === 'Yours when it ends' ||
    label === 'Resume to change' ||
    label === 'Scheduled'
  ) {
    const why =
      label === 'Resume to change'
        ? 'Resume your subscription first, then change plan.'
        : label === 'Scheduled' && current?.scheduledChange
          ? `Starts on ${current.scheduledChange.effectiveAt.slice(0, 10)}, when your paid period ends.`
          : null;
    return (
      <div className="space-y-2">
        <Button
          className="w-full"
          variant="secondary"
          disabled
          aria-label={`${plan.name}: ${label}`}
        >
          {label}
        </Button>
        {why && <p className="text-center text-xs text-muted-foreground">{why}</p>}
      </div>
    );
  }
  if (plan.name === 'Explorer') return <FreePlanButton label={label} />;
  return (
    <Button asChild className="w-full" variant={plan.recommended ? 'default' : 'outline'}>
      <Link
        to="/premium"
        state={{ billingPeriod: period, productName: plan.name }}
        aria-label={`${label}: ${plan.name} ${period === 'month' ? 'monthly' : 'annual'}`}
      >
        {label}
      </Link>
    </Button>
  );
}

function FreePlanButton({ label }: { label: string }) {
  const navigate = useNavigate();
  const invalidate = useInvalidateBilling();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const subscribe = async () => {
    const token = getToken();
    if (token === null) {
      await navigate('/login');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await callApi(api.billing.subscribe, {
        body: { planName: 'Explorer', billingInterval: 'lifetime' },
        token,
      });
      toast.success(MESSAGES.onExplorer);
      // docs/product.md §4: on success the cache is cleared and the page refreshes (a refetch, not a reload).
      await invalidate();
    } catch (e) {
      // docs/product.md only logs this; people deserve to know (issue 7 §3).
      setError(e instanceof ApiError ? e.message : FREE_PLAN_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        className="w-full"
        disabled={busy}
        onClick={() => void subscribe()}
        aria-label={`${label}: Explorer`}
      >
        {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
        {label}
      </Button>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
