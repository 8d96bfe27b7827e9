/** POST /api/premium/relocation (issue 15) for the suite's view (../shared/premium-api.ts asks it). */
import type { RelocationRequest } from '#domain/api/relocation.ts';
import type { RelocationView } from '#domain/premium/relocation/url-state.ts';
import { placeOf, usePremiumQuery } from '../shared/premium-api.ts';

export function relocationRequest(view: RelocationView): RelocationRequest {
  return {
    from: placeOf(view.pair.fromCity),
    to: placeOf(view.pair.toCity),
    housingBudget: view.housingBudget,
    ...(view.budgetCurrency !== null ? { currency: view.budgetCurrency } : {}),
    familySize: view.familySize,
    lifestyle: view.lifestyle,
  };
}

export function useRelocation(request: RelocationRequest) {
  return usePremiumQuery('relocation', request);
}
