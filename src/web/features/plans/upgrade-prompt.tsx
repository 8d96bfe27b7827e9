/**
 * What the app shows instead of an error when the server answers 403 PLAN_REQUIRED (issue 7 §6):
 * the plan needed and a way to get it. Reusable by any feature:
 *
 *   if (isPlanRequired(error)) return <UpgradePrompt error={error} />;
 */
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { parsePlanName } from '#domain/plan-catalogue.ts';
import { ApiError } from '../../api/client.ts';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';

export function isPlanRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'PLAN_REQUIRED';
}

export function UpgradePrompt({ error }: { error: ApiError }) {
  const plan = parsePlanName(error.fields?.requiredPlan ?? '') ?? 'Voyager';
  return (
    <Alert role="status">
      <Sparkles aria-hidden="true" />
      <AlertTitle>Upgrade to {plan}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to="/premium" state={{ productName: plan, billingPeriod: 'month' }}>
              Upgrade to {plan}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/pricing">Compare plans</Link>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
