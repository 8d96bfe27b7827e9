import { Check, Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { planIncludes, requiredPlan, type Feature } from '#domain/entitlements.ts';
import { isAvailable } from '#domain/feature-availability.ts';
import { formatUsdCents } from '#domain/plans.ts';
import { type BillingPeriod, type PaidPlanName, planPriceMinor } from '#domain/plan-catalogue.ts';
import { decidePurchase } from '#domain/purchase-rules.ts';
import { Page } from '../components/page.tsx';
import { Alert, AlertDescription } from '../components/ui/alert.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { ApiKeysPanel } from '../features/plans/api-keys-panel.tsx';
import { LifestyleSlot } from '../features/premium/lifestyle/lifestyle-slot.tsx';
import { RelocationSlot } from '../features/premium/relocation/relocation-slot.tsx';
import { SalarySlot } from '../features/premium/salary/salary-slot.tsx';
import { InvestmentSlot } from '../features/premium/investment/investment-slot.tsx';
import { BusinessSlot } from '../features/premium/business/business-slot.tsx';
import { ResumeButton } from '../features/plans/resume-button.tsx';
import { formatBillingDate } from '../features/plans/subscription-card.tsx';
import { useSubscription, type Subscription } from '../features/plans/subscription-api.ts';
import { TestCheckoutDialog } from '../features/plans/test-checkout-dialog.tsx';
import { useCheckout } from '../features/plans/use-checkout.ts';

/** The five suites of docs/product.md §2 Premium panels, each with the entitlement that unlocks it (docs/product.md §6). */
const SUITES: { id: string; title: string; feature: Feature; summary: string }[] = [
  {
    id: 'salary-insights',
    title: 'Salary Insights Hub',
    feature: 'salary_insights',
    summary:
      'Salary equivalence between two cities, negotiation ranges, take-home pay after tax and social charges, and industry salary comparisons.',
  },
  {
    id: 'relocation-intelligence',
    title: 'Relocation Intelligence Suite',
    feature: 'relocation_intelligence',
    summary:
      'Moving-cost estimates, neighbourhoods matched to your priorities, education, healthcare and a cultural adaptation guide.',
  },
  {
    id: 'lifestyle-optimization',
    title: 'Lifestyle Optimization Suite',
    feature: 'lifestyle_tools',
    summary:
      'A budget optimizer for your income and preferences, lifestyle price comparisons, the value of your time and quality-of-life scores.',
  },
  {
    id: 'investment-analyzer',
    title: 'Investment Opportunity Analyzer',
    feature: 'investment_analyzer',
    summary:
      'Real estate, stocks, bonds and currency risk side by side for both countries, with a portfolio builder for your horizon and risk.',
  },
  {
    id: 'business-intelligence',
    title: 'Business Intelligence Suite',
    feature: 'business_intelligence',
    summary:
      'Market size and growth, talent and salaries, operating costs and the regulatory landscape, summed up in a strategic scorecard.',
  },
];

function readState(state: unknown): {
  billingPeriod: BillingPeriod;
  productName: PaidPlanName;
} {
  const s = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  // docs/product.md §2: defaults billingPeriod year and productName Navigator.
  return {
    billingPeriod: s.billingPeriod === 'month' ? 'month' : 'year',
    productName: s.productName === 'Voyager' ? 'Voyager' : 'Navigator',
  };
}

/** /premium (docs/product.md §2 Premium features page; the suites' contents come in a later issue). */
export function PremiumPage() {
  const { billingPeriod, productName } = readState(useLocation().state);
  const subscription = useSubscription();
  const plan = subscription.data?.isEntitled ? subscription.data.planName : 'Explorer';
  const checkout = useCheckout();
  const cents = planPriceMinor(productName, billingPeriod);
  return (
    <Page
      title="Premium Features"
      heading="Premium Features"
      description="Tools for salaries, relocation, lifestyle, investment and business decisions across two cities."
    >
      <section aria-labelledby="selected-plan" className="rounded-xl border bg-card p-6">
        <h2 id="selected-plan" className="text-xl font-semibold">
          {productName}, {billingPeriod === 'month' ? 'monthly' : 'annual'}
        </h2>
        <p className="mt-1 text-muted-foreground">
          {cents === null ? '' : `${formatUsdCents(cents)} per ${billingPeriod}.`} You are on {plan}
          .
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <BuyAction
            held={subscription.data ?? null}
            productName={productName}
            billingPeriod={billingPeriod}
            loading={checkout.loading}
            onBuy={() => checkout.start(productName, billingPeriod)}
          />
          <Button asChild variant="link">
            <Link to="/pricing">Other plans</Link>
          </Button>
        </div>
        {checkout.error && (
          <Alert variant="destructive" className="mt-4">
            <AlertDescription>{checkout.error}</AlertDescription>
          </Alert>
        )}
      </section>

      <nav aria-label="Premium suites" className="mt-8">
        <ul className="flex flex-wrap gap-3 text-sm">
          {SUITES.map((suite) => (
            <li key={suite.id}>
              <a className="text-primary underline-offset-4 hover:underline" href={`#${suite.id}`}>
                {suite.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8 space-y-6">
        {SUITES.map((suite) => (
          <SuiteSection key={suite.id} {...suite} unlocked={planIncludes(plan, suite.feature)} />
        ))}
        <section
          id="api-access"
          aria-labelledby="api-access-heading"
          className="scroll-mt-20 rounded-xl border p-6"
        >
          <h2 id="api-access-heading" className="text-xl font-semibold">
            API access
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">
            Navigator includes personal API keys for the public data API, with their own rate limit.
          </p>
          <ApiKeysPanel />
        </section>
      </div>

      {plan !== 'Navigator' && (
        <section
          aria-labelledby="ready-heading"
          className="mt-12 rounded-xl bg-muted p-8 text-center"
        >
          <h2 id="ready-heading" className="text-2xl font-semibold">
            Ready to upgrade?
          </h2>
          <p className="mt-2 text-muted-foreground">Compare every plan, monthly or annual.</p>
          <Button asChild className="mt-4">
            <Link to="/pricing">View Pricing Plans</Link>
          </Button>
        </section>
      )}
      <TestCheckoutDialog checkout={checkout.testCheckout} onClose={checkout.closeTestCheckout} />
    </Page>
  );
}

function SuiteSection(props: {
  id: string;
  title: string;
  feature: Feature;
  summary: string;
  unlocked: boolean;
}) {
  const needed = requiredPlan(props.feature);
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-heading`}
      className="scroll-mt-20 rounded-xl border p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${props.id}-heading`} className="text-xl font-semibold">
          {props.title}
        </h2>
        <Badge variant="outline">Included in {needed} and above</Badge>
      </div>
      <p className="mt-2 text-muted-foreground">{props.summary}</p>
      <p className="mt-3 flex items-center gap-2 text-sm font-medium">
        {!isAvailable(props.feature) ? (
          // ADR 068: described, not built yet; never sold as included.
          <>Planned, not available yet</>
        ) : props.unlocked ? (
          <>
            <Check aria-hidden="true" className="size-4 text-primary" /> Included in your plan
          </>
        ) : (
          <>
            <Lock aria-hidden="true" className="size-4" /> Needs {needed}
          </>
        )}
      </p>
      {props.id === 'lifestyle-optimization' && <LifestyleSlot unlocked={props.unlocked} />}
      {props.id === 'relocation-intelligence' && <RelocationSlot unlocked={props.unlocked} />}
      {props.id === 'investment-analyzer' && <InvestmentSlot unlocked={props.unlocked} />}
      {props.id === 'business-intelligence' && <BusinessSlot unlocked={props.unlocked} />}
      {props.id === 'salary-insights' && <SalarySlot unlocked={props.unlocked} />}
    </section>
  );
}

/**
 * The purchase button (issue 18 §1): the same rule the server enforces (decidePurchase) decides what
 * is offered. The plan and period already held shows "Current plan" (and "Resume subscription"
 * while a cancellation is pending); another plan while cancelling offers resuming first.
 */
function BuyAction(props: {
  held: Subscription | null;
  productName: PaidPlanName;
  billingPeriod: BillingPeriod;
  loading: boolean;
  onBuy: () => void;
}) {
  const decision = decidePurchase(
    props.held ? [props.held] : [],
    { planName: props.productName, period: props.billingPeriod },
    new Date(),
  );
  const ends = props.held?.cancelAt ? formatBillingDate(props.held.cancelAt) : null;
  const scheduled = props.held?.scheduledChange;
  if (
    decision.kind === 'refuse' &&
    scheduled &&
    scheduled.planName === props.productName &&
    scheduled.billingInterval === props.billingPeriod
  ) {
    // A downgrade already asked for (ADR 189): it starts when the paid period ends.
    return (
      <>
        <Button variant="secondary" disabled aria-label={`${props.productName}: Scheduled`}>
          Scheduled
        </Button>
        <p className="w-full text-sm text-muted-foreground">
          {props.productName} starts on {formatBillingDate(scheduled.effectiveAt)}, when the period
          you paid for ends. You keep {props.held?.planName} until then.
        </p>
      </>
    );
  }
  if (decision.kind === 'refuse') {
    return (
      <>
        {decision.code === 'ALREADY_SUBSCRIBED' && (
          <Button variant="secondary" disabled aria-label={`${props.productName}: Current plan`}>
            Current plan
          </Button>
        )}
        {ends && <ResumeButton size="default" />}
        {ends && (
          <p className="w-full text-sm text-muted-foreground">
            Your {props.held?.planName} subscription is cancelled and ends on {ends}.
            {decision.code === 'CANCELLATION_PENDING'
              ? ' Resume it to change plan.'
              : ' Resume it to keep it.'}
          </p>
        )}
      </>
    );
  }
  const label =
    decision.kind === 'checkout'
      ? 'Subscribe Now'
      : decision.timing === 'keep'
        ? `Keep ${props.productName}`
        : `Switch to ${props.productName} (${props.billingPeriod === 'month' ? 'monthly' : 'annual'})`;
  return (
    <Button onClick={props.onBuy} disabled={props.loading}>
      {label}
    </Button>
  );
}
