import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '../components/page.tsx';

/**
 * /methods/cost-of-living: the "How we estimate" page (issue 4 §7) in plain words. The full method,
 * with every parameter and its reason, is docs/methods/cost-of-living.md; the figures quoted here
 * come from it (reproduce with `npx tsx scripts/data/col/report-model.ts`).
 */
export function MethodsPage() {
  return (
    <Page
      title="How we estimate"
      heading="How we estimate the cost of living"
      description="Every price Parity shows says where it comes from, how old it is and how sure we are. This page explains how those figures are made."
    >
      <div className="max-w-3xl space-y-8 text-base leading-relaxed">
        <Section title="What every figure tells you">
          <p>Next to each price you can open a small panel that says:</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              <strong>Source</strong>: <em>model</em> (our estimate from public statistics),{' '}
              <em>contributions</em> (prices reported by Parity members, blended with the estimate)
              or <em>imported</em> (a licensed price table an operator loaded).
            </li>
            <li>
              <strong>Year</strong>: when the figure is from.
            </li>
            <li>
              <strong>Range</strong>: a low and a high value. We are fairly confident the real price
              lies between them; a wide range means we know less.
            </li>
            <li>
              <strong>Count</strong>: how many observations stand behind the figure. A pure estimate
              has a count of 0.
            </li>
          </ul>
        </Section>

        <Section title="Where the estimates come from">
          <p>
            We start from the typical US price of each of 55 everyday items: a restaurant meal, a
            litre of milk, a monthly transit pass, a month&apos;s rent and so on. For every country
            we then apply the World Bank&apos;s International Comparison Program (2021), which
            measures how expensive food, housing, transport, restaurants and other spending are
            compared with the United States.
          </p>
          <p>
            Not every item follows its country&apos;s price level one for one. A restaurant meal is
            mostly local labour, so it follows closely. A new car, a litre of petrol or a branded
            fast-food meal is priced on world markets and moves much less. Each item has its own
            sensitivity, written down with the reason for it.
          </p>
          <p>
            Prices are carried forward from the year of each statistic to today with US inflation
            and the change in each country&apos;s price level since 2021. Local-currency values use
            today&apos;s exchange rate; the US-dollar values do not depend on it.
          </p>
        </Section>

        <Section title="Cities">
          <p>
            Within one country, city size changes the price of bread very little and the price of an
            apartment a lot. Bigger cities get slightly higher prices for goods and noticeably
            higher rents and property prices, and every city figure gets a wider range to show that
            this is an assumption rather than a measurement.
          </p>
        </Section>

        <Section title="Salaries">
          <p>
            Average salaries come from the OECD, the International Labour Organization and national
            statistics offices. They are gross figures, so we subtract a typical share for income
            tax and social contributions to show an average monthly net salary. Where a country
            publishes no usable wage figure, we estimate it from national income per person and say
            so.
          </p>
        </Section>

        <Section title="Prices from people who live there">
          <p>
            Verified members can report prices they paid. One account counts once however often it
            reports, values far from the others are set aside for review, and we use the median of
            what the accounts agree on. Once at least three accounts have reported an item in a
            city, their figure is blended with our estimate: the more people report, the more weight
            their figure gets and the narrower the range becomes.
          </p>
        </Section>

        <Section title="How good are the estimates?">
          <p>
            We check the model against prices it was not built from. For the fast-food combo meal,
            compared with The Economist&apos;s Big Mac prices in 53 countries (January 2026), the
            median error is about 17%, and 40 of the 53 estimates are within 25%. The largest misses
            are Japan, Taiwan and South Korea (our estimate is too high) and Uruguay and Colombia
            (too low).
          </p>
          <p>
            Known weaknesses: price levels after 2023 are held at their last published value, so
            sharp currency moves since then are only partly reflected; some US base prices are
            reasoned estimates rather than official statistics; and the city-size adjustment is an
            assumption, not fitted to city data.
          </p>
        </Section>

        <p>
          Every dataset we use, with its licence and attribution, is listed on the{' '}
          <Link to="/sources" className="text-primary underline underline-offset-4">
            Data Sources &amp; References
          </Link>{' '}
          page.
        </p>
      </div>
    </Page>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}
