import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { BillingPeriod } from '#domain/plans.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { COVERAGE } from '../content/coverage.ts';
import { ConverterMock } from '../features/landing/converter-mock.tsx';
import { EXAMPLE_STORIES, FEATURES, STEPS } from '../features/landing/landing-content.ts';
import { BillingToggle } from '../features/pricing/billing-toggle.tsx';
import { PlanCards } from '../features/pricing/plan-cards.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

const sectionClass = 'mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8';

/** / for guests (docs/product.md §2 Landing page). Copy claims only what is true (ADR 012). */
export function LandingPage() {
  usePageTitle('');
  const [period, setPeriod] = useState<BillingPeriod>('month');
  return (
    <>
      <section
        aria-labelledby="hero-heading"
        className="border-b bg-gradient-to-b from-accent/60 to-background"
      >
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8 lg:py-24">
          <div>
            <h1 id="hero-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
              What is your money worth somewhere else?
            </h1>
            <p className="mt-6 text-lg text-muted-foreground">
              Parity converts currencies and then goes further: it compares the cost of living
              between two cities, so you see what your money actually buys there.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg">
                {/* /home itself sends a guest to sign in and back (issue 34 item 6). */}
                <Link to="/home">
                  Convert Now <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="#pricing">See plans</a>
              </Button>
            </div>
            <dl className="mt-10 grid max-w-md grid-cols-3 gap-4">
              {COVERAGE.map((fact) => (
                <div key={fact.label} className="flex flex-col-reverse">
                  <dt className="text-sm text-muted-foreground">{fact.label}</dt>
                  <dd className="text-2xl font-bold text-primary">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="flex justify-center md:justify-end">
            <ConverterMock />
          </div>
        </div>
      </section>

      <section id="features" aria-labelledby="features-heading" className={sectionClass}>
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
          Everything you need to compare two places
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <Icon aria-hidden="true" className="size-8 text-primary" />
                  <CardTitle>{title}</CardTitle>
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">{text}</CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" aria-labelledby="how-heading" className="border-y bg-muted/40">
        <div className={sectionClass}>
          <h2 id="how-heading" className="text-3xl font-bold tracking-tight">
            How it works
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{step.title}</h3>
                  <p className="mt-1 text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="pricing" aria-labelledby="pricing-heading" className={sectionClass}>
        <div className="text-center">
          <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight">
            Plans for every journey
          </h2>
          <p className="mt-3 text-muted-foreground">Start free. Upgrade when you need more.</p>
          <div className="mt-8">
            <BillingToggle value={period} onChange={setPeriod} />
          </div>
        </div>
        <div className="mt-10">
          <PlanCards
            period={period}
            renderAction={(plan) => (
              <Button asChild className="w-full" variant={plan.recommended ? 'default' : 'outline'}>
                {/* The visible text names the plan, so it is the accessible name too (axe
                    label-content-name-mismatch). */}
                <Link to="/signup">
                  {plan.priceCents?.month === 0 ? 'Get started free' : `Get ${plan.name}`}
                </Link>
              </Button>
            )}
          />
        </div>
      </section>

      <section id="stories" aria-labelledby="stories-heading" className="border-y bg-muted/40">
        <div className={sectionClass}>
          <h2 id="stories-heading" className="text-3xl font-bold tracking-tight">
            Who Parity is for
          </h2>
          <p className="mt-3 text-muted-foreground">
            <strong className="font-semibold text-foreground">
              Illustrative examples, not real customers.
            </strong>{' '}
            Parity is new; these scenarios show the questions it is built to answer.
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {EXAMPLE_STORIES.map((story) => (
              <li key={story.title}>
                <Card className="h-full">
                  <CardHeader>
                    <p className="text-sm font-medium text-primary">Example: {story.persona}</p>
                    <CardTitle>{story.title}</CardTitle>
                  </CardHeader>
                  <CardContent className="text-sm text-muted-foreground">{story.text}</CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className={sectionClass}>
        <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            Ready to see what your money is worth?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl">
            Create a free account and compare any two of 52,000+ cities and towns in 161 currencies.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="secondary">
              <Link to="/signup">Create a free account</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
            >
              <Link to="/pricing">Compare plans</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
