/**
 * The suite's place in its /premium card (issue 15): the lazy-loaded suite for a plan that includes it,
 * the upgrade prompt otherwise — never figures hidden by CSS.
 */
import { lazy, Suspense } from 'react';
import { FEATURES, requiredPlan } from '#domain/entitlements.ts';
import { ApiError } from '../../../api/client.ts';
import { useSubscription } from '../../plans/subscription-api.ts';
import { UpgradePrompt } from '../../plans/upgrade-prompt.tsx';
import { SuiteSkeleton } from '../lifestyle/suite-states.tsx';

const RelocationSuite = lazy(() => import('./relocation-suite.tsx'));

const PLAN_REQUIRED = new ApiError(
  403,
  'PLAN_REQUIRED',
  `${FEATURES.relocation_intelligence.label} needs the ${requiredPlan('relocation_intelligence')} plan. Upgrade to use it.`,
  { requiredPlan: requiredPlan('relocation_intelligence'), feature: 'relocation_intelligence' },
);

export function RelocationSlot({ unlocked }: { unlocked: boolean }) {
  const subscription = useSubscription();
  if (subscription.isLoading) return <SuiteSkeleton label="Relocation Intelligence Suite" />;
  if (!unlocked) {
    return (
      <div className="mt-4">
        <UpgradePrompt error={PLAN_REQUIRED} />
      </div>
    );
  }
  return (
    <Suspense fallback={<SuiteSkeleton label="Relocation Intelligence Suite" />}>
      <RelocationSuite />
    </Suspense>
  );
}
