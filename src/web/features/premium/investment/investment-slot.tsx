/**
 * The analyzer's place in its /premium card (issue 15): the lazy-loaded suite for a plan that includes
 * it, the upgrade prompt otherwise — never figures hidden by CSS.
 */
import { lazy, Suspense } from 'react';
import { FEATURES, requiredPlan } from '#domain/entitlements.ts';
import { ApiError } from '../../../api/client.ts';
import { useSubscription } from '../../plans/subscription-api.ts';
import { UpgradePrompt } from '../../plans/upgrade-prompt.tsx';
import { SuiteSkeleton } from '../lifestyle/suite-states.tsx';

const InvestmentSuite = lazy(() => import('./investment-suite.tsx'));

const PLAN_REQUIRED = new ApiError(
  403,
  'PLAN_REQUIRED',
  `${FEATURES.investment_analyzer.label} needs the ${requiredPlan('investment_analyzer')} plan. Upgrade to use it.`,
  { requiredPlan: requiredPlan('investment_analyzer'), feature: 'investment_analyzer' },
);

export function InvestmentSlot({ unlocked }: { unlocked: boolean }) {
  const subscription = useSubscription();
  const label = 'Investment Opportunity Analyzer';
  if (subscription.isLoading) return <SuiteSkeleton label={label} />;
  if (!unlocked) {
    return (
      <div className="mt-4">
        <UpgradePrompt error={PLAN_REQUIRED} />
      </div>
    );
  }
  return (
    <Suspense fallback={<SuiteSkeleton label={label} />}>
      <InvestmentSuite />
    </Suspense>
  );
}
