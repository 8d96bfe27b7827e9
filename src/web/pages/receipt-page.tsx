/**
 * /profile/receipts/:id — one receipt (issue 34 item 2, ADR 190) from the stored payment: printable
 * (the print stylesheet hides the site's header and footer) and downloadable as a text file.
 */
import { Download, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Page } from '../components/page.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { usePayments } from '../features/billing/billing-history.tsx';
import { receiptLines, receiptText } from '../features/billing/receipt-text.ts';
import { getStoredUser } from '../lib/session.ts';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

export function ReceiptPage() {
  const { id } = useParams();
  const query = usePayments();
  const payment = query.data?.find((p) => p.id === id);
  const customer = getStoredUser()?.email ?? '';
  return (
    <Page title="Receipt" heading="Receipt">
      {query.isPending && <Skeleton className="h-48 w-full max-w-xl" />}
      {(query.isError || (query.isSuccess && !payment)) && (
        <p role="alert">
          No such receipt in your billing history.{' '}
          <Link className="text-primary underline" to="/profile">
            Back to your profile
          </Link>
        </p>
      )}
      {payment && (
        <Card className="max-w-xl">
          <CardContent className="space-y-4 p-6">
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="receipt">
              {receiptLines(payment, customer).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-muted-foreground">{k}</dt>
                  <dd className="break-all">{v}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-muted-foreground">
              Paddle, the payment provider, sends the tax invoice for this payment.
            </p>
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button type="button" size="sm" onClick={() => window.print()}>
                <Printer aria-hidden="true" /> Print
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() =>
                  download(
                    `parity-receipt-${payment.billedAt.slice(0, 10)}.txt`,
                    receiptText(payment, customer),
                  )
                }
              >
                <Download aria-hidden="true" /> Download
              </Button>
              <Button asChild size="sm" variant="ghost">
                <Link to="/profile">Back to your profile</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
