/** POST /api/premium/lifestyle (issue 14) for the suite's view (../shared/premium-api.ts asks it). */
import type { LifestyleRequest } from '#domain/api/lifestyle.ts';
import type { LifestyleView } from '#domain/premium/lifestyle/url-state.ts';
import { placeOf, usePremiumQuery } from '../shared/premium-api.ts';

export function lifestyleRequest(view: LifestyleView): LifestyleRequest {
  return {
    from: placeOf(view.pair.fromCity),
    to: placeOf(view.pair.toCity),
    ...(view.income !== null ? { income: view.income } : {}),
    ...(view.incomeCurrency !== null ? { currency: view.incomeCurrency } : {}),
    lifestyle: view.lifestyle,
    priorities: view.priorities,
  };
}

export function useLifestyle(request: LifestyleRequest) {
  return usePremiumQuery('lifestyle', request);
}
