/**
 * The profile's billing history (issue 34 item 2, ADR 190): every payment, prorated change and
 * credit the server stored, newest first, each with its receipt.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '../../api/client.ts';
import { api } from '../../api/routes.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { getToken } from '../../lib/session.ts';
import { kindLabel, receiptDay } from './receipt-text.ts';

export const PAYMENTS_KEY = ['subscription', 'payments'] as const;

export function usePayments() {
  const token = getToken();
  return useQuery({
    queryKey: [...PAYMENTS_KEY, token],
    queryFn: async ({ signal }) =>
      (await callApi(api.billing.payments, { token, signal })).data.payments,
    enabled: token !== null,
  });
}

export function BillingHistory() {
  const query = usePayments();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Billing history</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-16 w-full" />}
        {query.isError && (
          <p role="alert" className="text-sm text-destructive">
            Could not load your billing history. Please try again later.
          </p>
        )}
        {query.isSuccess && query.data.length === 0 && (
          <p className="text-sm text-muted-foreground">No payments yet.</p>
        )}
        {query.isSuccess && query.data.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="billing-history">
              <caption className="sr-only">Your payments, newest first</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Plan
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    What
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Amount
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Receipt
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.map((p) => (
                  <tr key={p.id} className="border-b last:border-0">
                    <td className="py-2 pr-4 whitespace-nowrap">{receiptDay(p.billedAt)}</td>
                    <td className="py-2 pr-4">
                      {p.planName} ({p.billingInterval === 'year' ? 'annual' : 'monthly'})
                    </td>
                    <td className="py-2 pr-4">
                      {kindLabel(p.kind)}
                      {p.credit !== '0.00' && (
                        <span className="block text-xs text-muted-foreground">
                          {p.planPrice} less {p.credit} credit
                          {p.carried !== '0.00' ? `; ${p.carried} kept as credit` : ''}
                        </span>
                      )}
                    </td>
                    <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">
                      {p.amount} {p.currency}
                    </td>
                    <td className="py-2">
                      <Link
                        className="text-primary underline underline-offset-4"
                        to={`/profile/receipts/${p.id}`}
                        aria-label={`Receipt of ${receiptDay(p.billedAt)}, ${p.amount} ${p.currency}`}
                      >
                        Receipt
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
