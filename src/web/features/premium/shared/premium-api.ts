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

// Written out, not built from the suite's name: the contract tests find every path the web names
// in its source and check that each has a contract (src/web/testing/api-contracts.test.ts).
const PREMIUM_PATHS = {
  salary: '/api/premium/salary',
  lifestyle: '/api/premium/lifestyle',
  relocation: '/api/premium/relocation',
  investment: '/api/premium/investment',
  business: '/api/premium/business',
} as const;

export type PremiumRoute = keyof typeof PREMIUM_PATHS;

/** `D` is the caller's answer type, one of the shared contracts (src/web/api/contracts.test.ts). */
export function usePremiumQuery<D>(route: PremiumRoute, request: object) {
  return useQuery({
    queryKey: ['premium', route, request],
    queryFn: ({ signal }) =>
      apiData<D>(PREMIUM_PATHS[route], {
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
