/** POST /api/premium/relocation (issue 15) for the suite's view (../shared/premium-api.ts asks it). */
import type { RelocationRequest } from '#domain/api/relocation.ts';
import type { RelocationView } from '#domain/premium/relocation/url-state.ts';
import { placeOf, usePremiumQuery } from '../shared/premium-api.ts';

/** The user's own calendar date (YYYY-MM-DD): the day whose time-zone offsets they see. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function relocationRequest(view: RelocationView, now = new Date()): RelocationRequest {
  return {
    from: placeOf(view.pair.fromCity),
    to: placeOf(view.pair.toCity),
    ...(view.housingBudget !== null ? { housingBudget: view.housingBudget } : {}),
    ...(view.budgetCurrency !== null ? { currency: view.budgetCurrency } : {}),
    familySize: view.familySize,
    lifestyle: view.lifestyle,
    date: localDate(now),
  };
}

export function useRelocation(request: RelocationRequest) {
  return usePremiumQuery('relocation', request);
}
