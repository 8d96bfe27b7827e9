/**
 * Starting a purchase (docs/product.md §4 Checkout, issue 7 §4): guests go to /login; a plan/period with no
 * configured price id gives 'Invalid product or billing period.'; on Paddle the overlay opens with
 * the price id, the customer's email and custom data (userId, email), or 'Paddle is not initialized
 * yet. Please try again.' before Paddle.js is ready; in local payments mode the test checkout opens.
 * Nothing here grants anything: only the signed webhook does (docs/security.md W3).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutDecision } from '#domain/api/billing.ts';
import { quoteText, type Quote } from '#domain/billing-quote.ts';
import {
  type BillingPeriod,
  INVALID_PLAN_MESSAGE,
  type PaidPlanName,
  parsePaidChoice,
} from '#domain/plan-catalogue.ts';
import { getStoredUser, getToken } from '../../lib/session.ts';
import { usePaddle } from './paddle.ts';
import { toast } from 'react-toastify/unstyled';
import { ApiError, callApi } from '../../api/client.ts';
import { api } from '../../api/routes.ts';
import { useInvalidateBilling, usePaymentsConfig } from './subscription-api.ts';

export const PADDLE_NOT_READY_MESSAGE = 'Paddle is not initialized yet. Please try again.';
export const CHECKOUT_LOADING_MESSAGE = 'Checkout is still loading. Please try again.';
export const PAYMENTS_OFF_MESSAGE = 'Payments are not available right now. Please contact us.';

export interface TestCheckout {
  planName: PaidPlanName;
  period: BillingPeriod;
  /** What it costs now, from the server's decision (issue 34 item 7). */
  quote?: Quote | undefined;
  /** The plan held now, for a change. */
  from?: string | null | undefined;
  /** Where the customer goes once bought: the suite they were looking at (issue 34 item 6). */
  returnTo: string;
}

/** A suite page the customer was on, else the premium page where the suites are. */
function suiteToReturnTo(): string {
  const here = `${window.location.pathname}${window.location.hash}`;
  return here.startsWith('/premium') ? here : '/premium';
}

export function useCheckout() {
  const navigate = useNavigate();
  const config = usePaymentsConfig();
  const paddle = usePaddle(config.data);
  const invalidate = useInvalidateBilling();
  const [testCheckout, setTestCheckout] = useState<TestCheckout | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = (productName: string, period: string): void => {
    setError(null);
    if (getToken() === null) {
      void navigate('/login');
      return;
    }
    const choice = parsePaidChoice({ planName: productName, billingPeriod: period });
    const priceId = choice ? config.data?.prices[choice.planName][choice.period] : null;
    if (!config.data) {
      setError(config.isPending ? CHECKOUT_LOADING_MESSAGE : PAYMENTS_OFF_MESSAGE);
      return;
    }
    if (!choice || !priceId) {
      setError(INVALID_PLAN_MESSAGE);
      return;
    }
    if (config.data.mode !== 'local' && config.data.mode !== 'paddle') {
      setError(PAYMENTS_OFF_MESSAGE);
      return;
    }
    void proceed(config.data.mode, choice.planName, choice.period, priceId);
  };

  /**
   * Issue 18 §1: the server decides first (409 ALREADY_SUBSCRIBED / CANCELLATION_PENDING, or
   * whether this is a new checkout or a change of the running subscription), so no second checkout
   * can open for a plan already paid for.
   */
  const proceed = async (
    mode: 'local' | 'paddle',
    planName: PaidPlanName,
    billing: BillingPeriod,
    priceId: string,
  ) => {
    let decision: CheckoutDecision;
    try {
      decision = (
        await callApi(api.billing.checkout, {
          body: { planName, billingPeriod: billing },
          token: getToken(),
        })
      ).data;
    } catch (e) {
      setError(
        e instanceof ApiError ? e.message : 'Could not start the checkout. Please try again.',
      );
      return;
    }
    const { action, quote, from } = decision;
    if (mode === 'local') {
      // The test checkout changes a running subscription in place, as Paddle would.
      setTestCheckout({ planName, period: billing, quote, from, returnTo: suiteToReturnTo() });
      return;
    }
    if (action === 'change') {
      // Already subscribed: move that subscription (a second checkout would bill twice).
      void changePlan(planName, billing, quote ? quoteText(quote, planName, from ?? null) : null);
      return;
    }
    if (!paddle) {
      setError(PADDLE_NOT_READY_MESSAGE);
      return;
    }
    const user = getStoredUser();
    paddle.Checkout.open({
      items: [{ priceId, quantity: 1 }],
      ...(user ? { customer: { email: user.email } } : {}),
      customData: user ? { userId: user.id, email: user.email } : {},
    });
  };

  const changePlan = async (
    planName: PaidPlanName,
    billingPeriod: BillingPeriod,
    cost: string | null,
  ) => {
    const period = billingPeriod === 'month' ? 'monthly' : 'annual';
    // Money moves at once (Paddle prorates), so ask first, with the amount (issue 34 item 7).
    if (
      !window.confirm(
        `Switch your subscription to ${planName} (${period})? ${cost ?? 'Paddle charges or credits the difference now.'}`,
      )
    ) {
      return;
    }
    try {
      const res = await callApi(api.billing.change, {
        body: { planName, billingPeriod },
        token: getToken(),
      });
      toast.success(res.message ?? 'Plan change requested.');
      await invalidate();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Could not change your plan. Please try again.');
    }
  };

  return {
    start,
    error,
    mode: config.data?.mode,
    /** true until the payments configuration has loaded (the button waits rather than fail). */
    loading: config.isPending,
    testCheckout,
    closeTestCheckout: () => setTestCheckout(null),
  };
}
