/** POST /api/premium/relocation (issue 15) for the suite's view; cached 5 minutes per request. */
import { useQuery } from '@tanstack/react-query';
import type { RelocationData, RelocationRequest } from '#domain/api/relocation.ts';
import type { CityRef } from '#domain/compare/recent.ts';
import type { RelocationView } from '#domain/premium/relocation/url-state.ts';
import { apiData } from '../../../api/client.ts';
import { getToken } from '../../../lib/session.ts';
import { isPlanRequired } from '../../plans/upgrade-prompt.tsx';

/** A city as the market-data route takes it: its id when known, else name and country. */
const place = (city: CityRef) =>
  city.id ? { city: city.id } : { city: city.name, country: city.country };

export function relocationRequest(view: RelocationView): RelocationRequest {
  return {
    from: place(view.pair.fromCity),
    to: place(view.pair.toCity),
    housingBudget: view.housingBudget,
    ...(view.budgetCurrency !== null ? { currency: view.budgetCurrency } : {}),
    familySize: view.familySize,
    lifestyle: view.lifestyle,
  };
}

export function useRelocation(request: RelocationRequest) {
  return useQuery({
    queryKey: ['premium', 'relocation', request],
    queryFn: ({ signal }) =>
      apiData<RelocationData>('/api/premium/relocation', {
        method: 'POST',
        body: request,
        token: getToken(),
        signal,
      }),
    // A plan that does not include the suite will not change by asking again.
    retry: (count, error) => !isPlanRequired(error) && count < 1,
    placeholderData: (previous) => previous,
  });
}
