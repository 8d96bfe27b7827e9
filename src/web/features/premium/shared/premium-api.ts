/**
 * POST /api/premium/<suite> (issues 14 and 15) for a suite's view, as every suite asks it: keyed by
 * the request (so each view is cached like every helper), the previous figures kept while the next
 * ones load, and no retry for a plan that does not include the suite.
 */
import { useQuery } from '@tanstack/react-query';
import type { CityRef } from '#domain/compare/recent.ts';
import { apiData } from '../../../api/client.ts';
import { getToken } from '../../../lib/session.ts';
import { isPlanRequired } from '../../plans/upgrade-prompt.tsx';

/** A city as the market-data routes take it: its id when known, else name and country. */
export const placeOf = (city: CityRef) =>
  city.id ? { city: city.id } : { city: city.name, country: city.country };

export type PremiumRoute = 'salary' | 'lifestyle' | 'relocation' | 'investment' | 'business';

export function usePremiumQuery<Data>(route: PremiumRoute, request: object) {
  return useQuery({
    queryKey: ['premium', route, request],
    queryFn: ({ signal }) =>
      apiData<Data>(`/api/premium/${route}`, {
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
