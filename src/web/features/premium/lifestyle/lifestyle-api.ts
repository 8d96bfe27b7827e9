/** POST /api/premium/lifestyle (issue 14) for the suite's view; cached 5 minutes per request like every helper. */
import { useQuery } from '@tanstack/react-query';
import type { LifestyleData, LifestyleRequest } from '#domain/api/lifestyle.ts';
import type { CityRef } from '#domain/compare/recent.ts';
import type { LifestyleView } from '#domain/premium/lifestyle/url-state.ts';
import { apiData } from '../../../api/client.ts';
import { getToken } from '../../../lib/session.ts';
import { isPlanRequired } from '../../plans/upgrade-prompt.tsx';

/** A city as the market-data route takes it: its id when known, else name and country. */
const place = (city: CityRef) =>
  city.id ? { city: city.id } : { city: city.name, country: city.country };

export function lifestyleRequest(view: LifestyleView): LifestyleRequest {
  return {
    from: place(view.pair.fromCity),
    to: place(view.pair.toCity),
    ...(view.income !== null ? { income: view.income } : {}),
    ...(view.incomeCurrency !== null ? { currency: view.incomeCurrency } : {}),
    lifestyle: view.lifestyle,
    priorities: view.priorities,
  };
}

export function useLifestyle(request: LifestyleRequest) {
  return useQuery({
    queryKey: ['premium', 'lifestyle', request],
    queryFn: ({ signal }) =>
      apiData<LifestyleData>('/api/premium/lifestyle', {
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
