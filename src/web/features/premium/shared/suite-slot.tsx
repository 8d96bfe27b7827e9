/**
 * A suite's place in its /premium card (issues 14 and 15): the lazy-loaded suite for a plan that
 * includes it, the upgrade prompt otherwise — never figures hidden by CSS. Each suite's slot file
 * passes its own `lazy(() => import('./<suite>-suite.tsx'))`, so every suite stays its own chunk and
 * its code loads only when it is shown.
 */
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { planRequiredMessage, requiredPlan, type Feature } from '#domain/entitlements.ts';
import { ApiError } from '../../../api/client.ts';
import { useSubscription } from '../../plans/subscription-api.ts';
import { UpgradePrompt } from '../../plans/upgrade-prompt.tsx';
import { SuiteSkeleton } from './suite-states.tsx';

export function makeSuiteSlot(options: {
  feature: Feature;
  /** The suite's name, as the loading state reads it ("Loading Salary Insights Hub"). */
  label: string;
  Suite: LazyExoticComponent<ComponentType>;
}) {
  const { feature, label, Suite } = options;
  // The same envelope the suite's route answers with, so the prompt reads the same either way.
  const planRequired = new ApiError(403, 'PLAN_REQUIRED', planRequiredMessage(feature), {
    requiredPlan: requiredPlan(feature),
    feature,
  });
  return function SuiteSlot({ unlocked }: { unlocked: boolean }) {
    const subscription = useSubscription();
    if (subscription.isLoading) return <SuiteSkeleton label={label} />;
    if (!unlocked) {
      return (
        <div className="mt-4">
          <UpgradePrompt error={planRequired} />
        </div>
      );
    }
    return (
      <Suspense fallback={<SuiteSkeleton label={label} />}>
        <Suite />
      </Suspense>
    );
  };
}
