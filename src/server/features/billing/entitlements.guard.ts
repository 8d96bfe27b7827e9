// Entitlements enforced by the server (issue 7 §6): a request above its plan gets 403 PLAN_REQUIRED
// with the plan it needs in `fields.requiredPlan` (and the feature in `fields.feature`).
//
// For other features:
//   - a route that always needs a plan declares `policy.plan`; app.ts hands requireEntitlement to
//     the route policy (plugins/route-policy.ts)
//     (authenticates the bearer token too; request.authUser and request.plan are set);
//   - a route whose need depends on input (rate history by days):
//       await assertRequestEntitled(request, deps, historyFeatureFor(days));
//     guests and bearer users and API-key callers are all handled.
import type { FastifyRequest } from 'fastify';
import {
  planIncludes,
  planRequiredMessage,
  requiredPlan,
  type Feature,
} from '#domain/entitlements.ts';
import type { PlanName } from '#domain/plan-catalogue.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, unauthorized } from '../../errors.ts';
import { requireUser } from '../auth/index.ts';
import { userPlan } from './subscriptions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's effective plan, set by requireEntitlement / requestPlan. */
    plan?: PlanName;
    /** Set by the API key hook (features/billing/api-keys.routes.ts) when X-Api-Key authenticated the request. */
    apiKeyAuth?: { keyId: string; userId: string; via: 'header' | 'bearer' };
  }
}

type Deps = Pick<AppDeps, 'database' | 'clock'>;

export function planRequiredError(feature: Feature): AppError {
  const plan = requiredPlan(feature);
  return new AppError('PLAN_REQUIRED', planRequiredMessage(feature), {
    fields: { requiredPlan: plan, feature },
  });
}

/**
 * preHandler: a signed-in user (401 otherwise) whose plan includes `feature` (403 otherwise). With
 * `apiKey`, an API key authenticated by the key hook stands for its owner instead (ADR 195).
 */
export function requireEntitlement(
  deps: Deps,
  feature: Feature,
  options: { apiKey?: boolean } = {},
) {
  return async (request: FastifyRequest): Promise<void> => {
    let userId: string;
    if (options.apiKey && request.apiKeyAuth) userId = request.apiKeyAuth.userId;
    else {
      if (request.apiKeyAuth?.via === 'bearer')
        throw unauthorized('This operation takes a signed-in session, not an API key.');
      const user = await requireUser(request, deps);
      request.authUser = user;
      userId = user.id;
    }
    const plan = await userPlan(deps.database.db, userId, deps.clock.now());
    request.plan = plan;
    if (!planIncludes(plan, feature)) throw planRequiredError(feature);
  };
}

/**
 * The caller's plan: a bearer token's user (an invalid token is 401), else an API key's owner, else
 * a guest, who has what Explorer has.
 */
export async function requestPlan(request: FastifyRequest, deps: Deps): Promise<PlanName> {
  let userId: string | null = null;
  // A key sent as a bearer token was authenticated by the key hook; it is no session.
  if (request.headers.authorization && request.apiKeyAuth?.via !== 'bearer') {
    const user = await requireUser(request, deps);
    request.authUser = user;
    userId = user.id;
  } else if (request.apiKeyAuth) {
    userId = request.apiKeyAuth.userId;
  }
  const plan = userId ? await userPlan(deps.database.db, userId, deps.clock.now()) : 'Explorer';
  request.plan = plan;
  return plan;
}

export async function assertRequestEntitled(
  request: FastifyRequest,
  deps: Deps,
  feature: Feature,
): Promise<void> {
  if (!planIncludes(await requestPlan(request, deps), feature)) throw planRequiredError(feature);
}
