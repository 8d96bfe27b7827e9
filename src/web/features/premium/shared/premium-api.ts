/**
 * POST /api/premium/<suite> (issues 14 and 15) for a suite's view, as every suite asks it: keyed by
 * the request (so each view is cached like every helper), the previous figures kept while the next
 * ones load, and no retry for a plan that does not include the suite.
 */
import { useQuery } from '@tanstack/react-query';
import type { CityRef } from '#domain/compare/recent.ts';
import type { RouteAnswer, RouteHead, RouteInput } from '#domain/api/contract.ts';
import type { api as contracts } from '#domain/api/routes.ts';
import { type CallInput, callApi } from '../../../api/client.ts';
import { api } from '../../../api/routes.ts';
import { getToken } from '../../../lib/session.ts';
import { isPlanRequired } from '../../plans/upgrade-prompt.tsx';

/** A city as the market-data routes take it: its id when known, else name and country. */
export const placeOf = (city: CityRef) =>
  city.id ? { city: city.id } : { city: city.name, country: city.country };

type Contracts = typeof contracts;
export type PremiumSuite = 'salary' | 'lifestyle' | 'relocation' | 'investment' | 'business';
type Answer<S extends PremiumSuite> = Contracts[S]['answer'];

/** The suite's answer `data`, typed by its route contract (src/domain/api/<suite>.ts). */
export function usePremiumQuery<S extends PremiumSuite>(
  suite: S,
  request: RouteInput<Answer<S>>['body'],
) {
  const route: RouteHead<Answer<S>> = api[suite].answer;
  return useQuery({
    queryKey: ['premium', suite, request],
    queryFn: async ({ signal }): Promise<RouteAnswer<Answer<S>>['data']> => {
      // Every suite's route takes a body only; TypeScript cannot see that through the generic S.
      const input = { body: request, token: getToken(), signal } as unknown as CallInput<Answer<S>>;
      return (await callApi(route, input)).data;
    },
    // A plan that does not include the suite will not change by asking again.
    retry: (count, error) => !isPlanRequired(error) && count < 1,
    placeholderData: (previous) => previous,
  });
}
