/**
 * The profile's subscription card (docs/product.md §2 Profile, §4: green badge when active, red otherwise):
 * plan, price, interval, first and next billing dates, or 'Explorer (free)' without a paid plan. A paid plan can
 * be cancelled here (at period end; access until then, docs/product.md §9 FAQ), and resumed until then.
 *
 * For the profile page: <SubscriptionCard subscription={data.userSubscription[0]} />
 */
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { ApiError, callApi } from '../../api/client.ts';
import { api } from '../../api/routes.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { getToken } from '../../lib/session.ts';
import { ResumeButton } from './resume-button.tsx';
import { useInvalidateBilling, type Subscription } from './subscription-api.ts';

const INTERVAL_LABEL = { month: 'Monthly', year: 'Annual', lifetime: 'Lifetime' } as const;

export function formatBillingDate(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

export function SubscriptionCard({
  subscription,
  headingLevel = 'h2',
}: {
  subscription: Subscription | null | undefined;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel}>Subscription</CardTitle>
      </CardHeader>
      <CardContent>
        {subscription && subscription.provider !== 'free' ? (
          <Details sub={subscription} />
        ) : (
          <ExplorerDetails />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * No paid subscription: the account is on Explorer, the free plan (issue 34 item 6), which is what
 * the server gives it (entitlements.ts), not "No subscription found".
 */
function ExplorerDetails() {
  return (
    <div className="space-y-3">
      <p className="text-lg font-semibold" data-testid="plan-name">
        Explorer (free)
      </p>
      <p className="text-sm text-muted-foreground">No payment is taken on the free plan.</p>
      <Button asChild variant="outline" size="sm">
        <Link to="/pricing">See paid plans</Link>
      </Button>
    </div>
  );
}

function Details({ sub }: { sub: Subscription }) {
  const active = sub.status === 'active';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-lg font-semibold">{sub.planName}</span>
        <Badge variant={active ? 'success' : 'destructive'}>{sub.status}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Price</dt>
        <dd>
          {sub.price} {sub.currency}
        </dd>
        <dt className="text-muted-foreground">Billing</dt>
        <dd>{INTERVAL_LABEL[sub.billingInterval]}</dd>
        <dt className="text-muted-foreground">First billed</dt>
        <dd>{formatBillingDate(sub.firstBilledAt)}</dd>
        <dt className="text-muted-foreground">Next billing</dt>
        <dd>{formatBillingDate(sub.nextBilledAt)}</dd>
        {sub.cancelAt && (
          <>
            <dt className="text-muted-foreground">Ends</dt>
            <dd>{formatBillingDate(sub.cancelAt)} (access until then)</dd>
          </>
        )}
        {sub.scheduledChange && (
          <>
            <dt className="text-muted-foreground">Then</dt>
            <dd data-testid="scheduled-change">
              {sub.scheduledChange.planName} ({INTERVAL_LABEL[sub.scheduledChange.billingInterval]},{' '}
              {sub.scheduledChange.price} {sub.currency}) from{' '}
              {formatBillingDate(sub.scheduledChange.effectiveAt)}. You keep {sub.planName} until
              then.
            </dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to="/pricing">Change plan</Link>
        </Button>
        {sub.provider === 'paddle' && sub.isEntitled && !sub.cancelAt && <CancelButton />}
        {sub.provider === 'paddle' && sub.isEntitled && sub.cancelAt && <ResumeButton />}
        {sub.scheduledChange && !sub.cancelAt && sub.billingInterval !== 'lifetime' && (
          <KeepPlanButton planName={sub.planName} billingPeriod={sub.billingInterval} />
        )}
      </div>
    </div>
  );
}

/** Calls a scheduled downgrade off (ADR 189): the plan held now is chosen again; nothing is charged. */
function KeepPlanButton({
  planName,
  billingPeriod,
}: {
  planName: Subscription['planName'];
  billingPeriod: 'month' | 'year';
}) {
  const invalidate = useInvalidateBilling();
  const [busy, setBusy] = useState(false);
  if (planName !== 'Voyager' && planName !== 'Navigator') return null;
  const keep = async () => {
    setBusy(true);
    try {
      const res = await callApi(api.billing.change, {
        body: { planName, billingPeriod },
        token: getToken(),
      });
      toast.success(res.message ?? `You keep ${planName}.`);
      await invalidate();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not keep your plan.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" disabled={busy} onClick={() => void keep()}>
      {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
      Keep {planName}
    </Button>
  );
}

/** Two steps instead of window.confirm: the second button states exactly what happens. */
function CancelButton() {
  const invalidate = useInvalidateBilling();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      const res = await callApi(api.billing.cancel, { token: getToken() });
      toast.success(res.message ?? 'Subscription cancelled.');
      await invalidate();
    } catch (error) {
      toast.error(
        error instanceof ApiError ? error.message : 'Could not cancel. Please try again.',
      );
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  if (!confirming) {
    return (
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        Cancel subscription
      </Button>
    );
  }
  return (
    <>
      <Button variant="destructive" size="sm" disabled={busy} onClick={() => void cancel()}>
        {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
        Confirm: cancel at period end
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
        Keep my plan
      </Button>
    </>
  );
}
