/**
 * The suite's place in its /premium card (issue 14): the lazy-loaded suite for a plan that includes it,
 * the upgrade prompt otherwise — never figures hidden by CSS. Small on purpose: the suite's code loads
 * only when it is shown.
 */
import { lazy, Suspense } from 'react';
import { FEATURES, requiredPlan } from '#domain/entitlements.ts';
import { ApiError } from '../../../api/client.ts';
import { useSubscription } from '../../plans/subscription-api.ts';
import { UpgradePrompt } from '../../plans/upgrade-prompt.tsx';
import { SuiteSkeleton } from './suite-states.tsx';

const LifestyleSuite = lazy(() => import('./lifestyle-suite.tsx'));

const PLAN_REQUIRED = new ApiError(
  403,
  'PLAN_REQUIRED',
  `${FEATURES.lifestyle_tools.label} needs the ${requiredPlan('lifestyle_tools')} plan. Upgrade to use it.`,
  { requiredPlan: requiredPlan('lifestyle_tools'), feature: 'lifestyle_tools' },
);

export function LifestyleSlot({ unlocked }: { unlocked: boolean }) {
  const subscription = useSubscription();
  if (subscription.isLoading) return <SuiteSkeleton label="Lifestyle Optimization Suite" />;
  if (!unlocked) {
    return (
      <div className="mt-4">
        <UpgradePrompt error={PLAN_REQUIRED} />
      </div>
    );
  }
  return (
    <Suspense fallback={<SuiteSkeleton label="Lifestyle Optimization Suite" />}>
      <LifestyleSuite />
    </Suspense>
  );
}
