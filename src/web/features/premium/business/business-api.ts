/** POST /api/premium/business (issue 15) for the suite's view. */
import { useQuery } from '@tanstack/react-query';
import type { BusinessData, BusinessRequest } from '#domain/api/business.ts';
import type { CityRef } from '#domain/compare/recent.ts';
import type { BusinessView } from '#domain/premium/business/url-state.ts';
import { apiData } from '../../../api/client.ts';
import { getToken } from '../../../lib/session.ts';
import { isPlanRequired } from '../../plans/upgrade-prompt.tsx';

const place = (city: CityRef) =>
  city.id ? { city: city.id } : { city: city.name, country: city.country };

export function businessRequest(view: BusinessView): BusinessRequest {
  return {
    from: place(view.pair.fromCity),
    to: place(view.pair.toCity),
    industry: view.industry,
    size: view.size,
    scope: view.scope,
  };
}

export function useBusiness(request: BusinessRequest) {
  return useQuery({
    queryKey: ['premium', 'business', request],
    queryFn: ({ signal }) =>
      apiData<BusinessData>('/api/premium/business', {
        method: 'POST',
        body: request,
        token: getToken(),
        signal,
      }),
    retry: (count, error) => !isPlanRequired(error) && count < 1,
    placeholderData: (previous) => previous,
  });
}
