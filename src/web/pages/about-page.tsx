import { BookOpen, Database, Scale, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../components/page.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { COVERAGE } from '../content/coverage.ts';

const PRINCIPLES = [
  {
    icon: Database,
    title: 'Open data, named sources',
    text: 'Rates come from open daily feeds; price levels and wages from the World Bank, ILOSTAT, the OECD and national statistics offices. Every source is listed with its licence.',
  },
  {
    icon: Scale,
    title: 'Estimates labelled as estimates',
    text: 'Where no one publishes a city price, we estimate it with a documented model and show a range, the year and how many observations stand behind it.',
  },
  {
    icon: BookOpen,
    title: 'Methods you can read',
    text: 'How each figure is made is written down: the base prices, the price-level adjustments and the wage conversions.',
  },
  {
    icon: ShieldCheck,
    title: 'Your data stays yours',
    text: 'We store only what an account needs. Passwords are hashed with Argon2id and we never sell personal data.',
  },
] as const;

/** /about (docs/product.md §2): what Parity is, where its data comes from and how fresh it is. */
export function AboutPage() {
  return (
    <Page
      title="About"
      heading="About Parity"
      description="Parity tells travellers, digital nomads, expats, founders and remote workers what their money is worth somewhere else."
    >
      <div className="max-w-3xl space-y-4 text-base leading-relaxed">
        <p>
          An exchange rate tells you how many baht you get for a riyal. It does not tell you whether
          that money pays for a week or a month in Bangkok. Parity puts the two side by side: the
          plain conversion, and what the amount buys in the destination city compared with home —
          food, rent, transport, wages and the time it takes to earn it.
        </p>
        <p>
          Exchange rates are refreshed daily. Cost-of-living estimates are updated monthly. Every
          figure carries its source and date, so you can judge how far to trust it.
        </p>
      </div>

      <section aria-labelledby="coverage-heading" className="mt-12">
        <h2 id="coverage-heading" className="text-2xl font-semibold tracking-tight">
          What we cover
        </h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          {COVERAGE.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col-reverse rounded-xl border bg-card p-6 text-center"
            >
              <dt className="text-sm text-muted-foreground">{fact.label}</dt>
              <dd className="text-3xl font-bold text-primary">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="principles-heading" className="mt-12">
        <h2 id="principles-heading" className="text-2xl font-semibold tracking-tight">
          How we work
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {PRINCIPLES.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <CardHeader className="flex-row items-center gap-3">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <CardTitle>{title}</CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">{text}</CardContent>
            </Card>
          ))}
        </div>
      </section>

      <p className="mt-12 text-base">
        See every source on{' '}
        <Link to="/sources" className="font-medium text-primary underline underline-offset-4">
          Data Sources &amp; References
        </Link>
        , the software it is built with on{' '}
        <Link to="/licences" className="font-medium text-primary underline underline-offset-4">
          Third-party licences
        </Link>
        , or{' '}
        <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
          contact us
        </Link>{' '}
        if a figure looks wrong.
      </p>
    </Page>
  );
}
