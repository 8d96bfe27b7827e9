/**
 * The hub's place in its /premium card (issue 14): the lazy-loaded hub for a plan that includes it, the
 * upgrade prompt otherwise — never figures hidden by CSS. Small on purpose: the hub's code loads only
 * when it is shown.
 */
import { lazy, Suspense } from 'react';
import { FEATURES, requiredPlan } from '#domain/entitlements.ts';
import { ApiError } from '../../../api/client.ts';
import { useSubscription } from '../../plans/subscription-api.ts';
import { UpgradePrompt } from '../../plans/upgrade-prompt.tsx';
import { SuiteSkeleton } from '../lifestyle/suite-states.tsx';

const SalarySuite = lazy(() => import('./salary-suite.tsx'));

const PLAN_REQUIRED = new ApiError(
  403,
  'PLAN_REQUIRED',
  `${FEATURES.salary_insights.label} needs the ${requiredPlan('salary_insights')} plan. Upgrade to use it.`,
  { requiredPlan: requiredPlan('salary_insights'), feature: 'salary_insights' },
);

export function SalarySlot({ unlocked }: { unlocked: boolean }) {
  const subscription = useSubscription();
  if (subscription.isLoading) return <SuiteSkeleton label="Salary Insights Hub" />;
  if (!unlocked) {
    return (
      <div className="mt-4">
        <UpgradePrompt error={PLAN_REQUIRED} />
      </div>
    );
  }
  return (
    <Suspense fallback={<SuiteSkeleton label="Salary Insights Hub" />}>
      <SalarySuite />
    </Suspense>
  );
}
