/** POST /api/premium/business (issue 15) for the suite's view. */
import type { BusinessRequest } from '#domain/api/business.ts';
import type { BusinessView } from '#domain/premium/business/url-state.ts';
import { placeOf, usePremiumQuery } from '../shared/premium-api.ts';

export function businessRequest(view: BusinessView): BusinessRequest {
  return {
    from: placeOf(view.pair.fromCity),
    to: placeOf(view.pair.toCity),
    industry: view.industry,
    size: view.size,
    scope: view.scope,
  };
}

export function useBusiness(request: BusinessRequest) {
  return usePremiumQuery('business', request);
}
