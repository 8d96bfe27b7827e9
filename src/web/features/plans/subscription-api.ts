/**
 * The signed-in user's subscription and the payments configuration (docs/product.md §7 GET /api/subscription,
 * issue 7). Cached with TanStack Query under SUBSCRIPTION_KEY; the pricing page clears and refreshes
 * it on mount (docs/product.md §4), and every purchase, free-plan subscribe or cancel invalidates it.
 *
 * API: useSubscription(), useRefreshSubscriptionOnMount(), usePaymentsConfig(), useInvalidateBilling().
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { PaymentsConfig, Subscription } from '#domain/api/billing.ts';
import { callApi } from '../../api/client.ts';
import { api } from '../../api/routes.ts';
import { useSession } from '../../lib/session.ts';

// The answers' types come from the route contracts (src/domain/api/billing.ts, ADR 144).
export type { PaymentsConfig, Subscription };

export const SUBSCRIPTION_KEY = ['subscription'] as const;

export function useSubscription() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...SUBSCRIPTION_KEY, token],
    enabled: token !== null,
    queryFn: async ({ signal }) =>
      (await callApi(api.billing.subscription, { token, signal })).data.subscription,
  });
}

/** docs/product.md §4: on the pricing page the cached subscription is cleared and refreshed on mount. */
export function useRefreshSubscriptionOnMount(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.resetQueries({ queryKey: SUBSCRIPTION_KEY });
  }, [queryClient]);
}

/** After anything that changes the plan: subscription, profile and gated data are all refetched. */
export function useInvalidateBilling(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}

export function usePaymentsConfig() {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: async ({ signal }) => (await callApi(api.billing.paymentsConfig, { signal })).data,
    staleTime: Infinity,
  });
}
