import { ArrowDown } from 'lucide-react';

/**
 * The hero's static converter picture (docs/product.md §2 Landing: USD to EUR, 1000 gives 920.50 EUR, rate 0.92).
 * It is a picture of the tool, not the tool: nothing is interactive, and it is labelled as an
 * example so nobody mistakes 0.92 for today's rate (ADR 012). The rate is shown as "≈ 0.92" because
 * 920.50 / 1000 is 0.9205: docs/product.md's two figures agree only after rounding.
 */
export function ConverterMock() {
  return (
    <figure
      aria-labelledby="converter-mock-caption"
      className="w-full max-w-md rounded-2xl border bg-card p-6 text-card-foreground shadow-lg"
    >
      <figcaption
        id="converter-mock-caption"
        className="mb-4 flex items-center justify-between gap-2 text-sm"
      >
        <span className="font-semibold">Currency converter</span>
        <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
          Example only, not a live rate
        </span>
      </figcaption>
      <dl className="space-y-3">
        <div className="rounded-lg border p-4">
          <dt className="text-xs text-muted-foreground">You send</dt>
          <dd className="mt-1 flex items-baseline justify-between">
            <span className="text-2xl font-semibold">1,000.00</span>
            <span className="font-medium">USD</span>
          </dd>
        </div>
        <div aria-hidden="true" className="flex justify-center text-muted-foreground">
          <ArrowDown className="size-5" />
        </div>
        <div className="rounded-lg border bg-accent p-4 text-accent-foreground">
          <dt className="text-xs">They receive</dt>
          <dd className="mt-1 flex items-baseline justify-between">
            <span className="text-2xl font-semibold">920.50</span>
            <span className="font-medium">EUR</span>
          </dd>
        </div>
        <div className="flex justify-between text-sm">
          <dt className="text-muted-foreground">Rate</dt>
          <dd className="font-medium">1 USD ≈ 0.92 EUR</dd>
        </div>
      </dl>
    </figure>
  );
}
