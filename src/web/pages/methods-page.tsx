import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '../components/page.tsx';
import { ValidationTable } from '../features/methods/validation-table.tsx';

/**
 * /methods/cost-of-living: the "How we estimate" page (issue 4 §7, issue 12 §7) in plain words. The full
 * method, with every parameter and its reason, is docs/methods/cost-of-living.md; the validation table
 * comes from data/built/col-validation.json (`npm run prices:fit`).
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
            litre of milk, a monthly transit pass, a month&apos;s rent and so on. For every other
            country the model looks at two things. The first is what people there earn: a meal, a
            haircut, a bus ride or a flat costs mostly local work, so its price follows local wages
            closely. The second is the World Bank&apos;s International Comparison Program (2021),
            which measures how expensive food, housing, transport and other spending are compared
            with the United States; it matters most for goods traded across borders, such as fuel,
            cars, clothing and imported food.
          </p>
          <p>
            How strongly each item follows each of the two is not a guess we leave alone. We start
            from a written-down expectation for every item and then fit it to prices that statistics
            offices and international agencies publish openly: rents in US metro areas (HUD),
            English local authorities (ONS) and Portuguese municipalities (INE), market prices of
            food in about thirty lower-income countries (World Food Programme), US average prices
            (BLS) and the Big Mac index, among others. In the poorest countries staple foods stop
            getting cheaper with wages: they cost about what they cost to import, and the model says
            so. Where no such prices exist for an item, it keeps the expectation, and the table
            below says which categories have not been tested yet.
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
            apartment a lot, and capitals cost more. How much is fitted on the differences between
            cities inside the same country in the published prices. Work also costs more in cities:
            the International Labour Organization publishes how much more urban employees earn than
            the national average (a third more in Kenya, a fifth in India, a few percent in the US),
            and big cities take that premium in proportion to how much of each price is local work,
            so a meal or a haircut rises with the city and a car does not. Where a city&apos;s own
            prices are published (a US metro&apos;s rents, say), its figures are moved towards them,
            and the source panel says how many local prices did so.
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

        <Section title="How far to trust each category">
          <ValidationTable />
          <p>
            The range shown next to every figure is built from these same tests: it is as wide as
            the middle 80% of the errors we measured for that category, so the real price should
            fall inside it about four times out of five. Figures for countries with less information
            (no detailed price statistics, or an estimated salary) get wider ranges.
          </p>
          <p>
            Known weaknesses: price levels after 2023 are held at their last published value, so
            sharp currency moves since then are only partly reflected; some US base prices are
            reasoned estimates rather than official statistics; published rents are city-wide
            averages, so the split between the centre and the outskirts is our assumption; and
            categories without published prices rest on our written-down expectations only.
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
