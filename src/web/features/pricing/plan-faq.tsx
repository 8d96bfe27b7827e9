import { PLAN_FAQ } from '#domain/plans.ts';

/** Pricing FAQ (docs/product.md §2 Pricing, §9 FAQ) as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function PlanFaq({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <section aria-labelledby="pricing-faq-heading" className="mx-auto mt-16 max-w-3xl">
      <Heading id="pricing-faq-heading" className="text-2xl font-semibold tracking-tight">
        Frequently asked questions
      </Heading>
      <div className="mt-6 divide-y rounded-xl border">
        {PLAN_FAQ.map((item) => (
          <details key={item.question} className="group p-4">
            <summary className="cursor-pointer rounded-sm font-medium">{item.question}</summary>
            <p className="mt-2 text-sm text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
