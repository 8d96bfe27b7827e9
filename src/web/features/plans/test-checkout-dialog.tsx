/**
 * Local payments mode's checkout (ADR 072): a modal like Paddle's overlay, plainly marked
 * 'Test checkout — no payment is taken'. Completing it asks the server to deliver a signed,
 * Paddle-shaped webhook to its own endpoint, so the real webhook path grants the plan.
 */
import { Loader2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { moneyText, quoteText } from '#domain/billing-quote.ts';
import { formatUsdCents } from '#domain/plans.ts';
import { planPriceMinor } from '#domain/plan-catalogue.ts';
import { ApiError, callApi } from '../../api/client.ts';
import { api } from '../../api/routes.ts';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { getStoredUser, getToken } from '../../lib/session.ts';
import { useInvalidateBilling } from './subscription-api.ts';
import type { TestCheckout } from './use-checkout.ts';

export const TEST_CHECKOUT_TITLE = 'Test checkout — no payment is taken';

export function TestCheckoutDialog({
  checkout,
  onClose,
}: {
  checkout: TestCheckout | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const invalidate = useInvalidateBilling();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cents = checkout ? planPriceMinor(checkout.planName, checkout.period) : null;
  const email = getStoredUser()?.email;

  const complete = async () => {
    if (!checkout) return;
    setBusy(true);
    setError(null);
    try {
      const res = await callApi(api.billing.localCheckout, {
        body: { planName: checkout.planName, billingPeriod: checkout.period },
        token: getToken(),
      });
      toast.success(res.message ?? 'Test purchase complete.');
      await invalidate();
      onClose();
      // Back to the suite the customer wanted (issue 34 item 6), not the profile.
      void navigate(checkout.returnTo);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The test checkout failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={checkout !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-background p-6 text-foreground shadow-lg">
          <Dialog.Title className="text-lg font-semibold">{TEST_CHECKOUT_TITLE}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted-foreground">
            This server runs in local payments mode. Completing the purchase sends a signed test
            webhook to this server, the same path a real payment takes. No card is charged.
          </Dialog.Description>
          {checkout && (
            <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
              <dt className="text-muted-foreground">Plan</dt>
              <dd className="font-medium">{checkout.planName}</dd>
              <dt className="text-muted-foreground">Billing</dt>
              <dd className="font-medium">{checkout.period === 'month' ? 'Monthly' : 'Annual'}</dd>
              <dt className="text-muted-foreground">Price</dt>
              <dd className="font-medium">
                {cents === null ? '—' : `${formatUsdCents(cents)} per ${checkout.period}`}
              </dd>
              {checkout.quote && (
                <>
                  <dt className="text-muted-foreground">Due now</dt>
                  <dd className="font-semibold" data-testid="due-now">
                    {moneyText(checkout.quote.dueNowMinor, checkout.quote.currency)}
                  </dd>
                </>
              )}
              {email && (
                <>
                  <dt className="text-muted-foreground">Email</dt>
                  <dd className="font-medium break-all">{email}</dd>
                </>
              )}
            </dl>
          )}
          {checkout?.quote && (
            <p className="mt-3 text-sm" data-testid="quote-text">
              {quoteText(checkout.quote, checkout.planName, checkout.from ?? null)}
            </p>
          )}
          {error && (
            <Alert variant="destructive" className="mt-4">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
            <Button onClick={() => void complete()} disabled={busy}>
              {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
              Complete test purchase
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
