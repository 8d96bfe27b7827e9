/**
 * The suite's place in its /premium card (issue 15): the lazy-loaded suite for a plan that includes
 * it, the upgrade prompt otherwise — never figures hidden by CSS.
 */
import { lazy, Suspense } from 'react';
import { FEATURES, requiredPlan } from '#domain/entitlements.ts';
import { ApiError } from '../../../api/client.ts';
import { useSubscription } from '../../plans/subscription-api.ts';
import { UpgradePrompt } from '../../plans/upgrade-prompt.tsx';
import { SuiteSkeleton } from '../lifestyle/suite-states.tsx';

const BusinessSuite = lazy(() => import('./business-suite.tsx'));

const PLAN_REQUIRED = new ApiError(
  403,
  'PLAN_REQUIRED',
  `${FEATURES.business_intelligence.label} needs the ${requiredPlan('business_intelligence')} plan. Upgrade to use it.`,
  { requiredPlan: requiredPlan('business_intelligence'), feature: 'business_intelligence' },
);

export function BusinessSlot({ unlocked }: { unlocked: boolean }) {
  const subscription = useSubscription();
  const label = 'Business Intelligence Suite';
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
      <BusinessSuite />
    </Suspense>
  );
}
