/** POST /api/premium/investment (issue 15) for the analyzer's view. */
import { useQuery } from '@tanstack/react-query';
import type { InvestmentData, InvestmentRequest } from '#domain/api/investment.ts';
import type { CityRef } from '#domain/compare/recent.ts';
import type { InvestmentView } from '#domain/premium/investment/url-state.ts';
import { apiData } from '../../../api/client.ts';
import { getToken } from '../../../lib/session.ts';
import { isPlanRequired } from '../../plans/upgrade-prompt.tsx';

const place = (city: CityRef) =>
  city.id ? { city: city.id } : { city: city.name, country: city.country };

export function investmentRequest(view: InvestmentView): InvestmentRequest {
  return {
    from: place(view.pair.fromCity),
    to: place(view.pair.toCity),
    amount: view.amount,
    horizon: view.horizon,
    risk: view.risk,
  };
}

export function useInvestment(request: InvestmentRequest) {
  return useQuery({
    queryKey: ['premium', 'investment', request],
    queryFn: ({ signal }) =>
      apiData<InvestmentData>('/api/premium/investment', {
        method: 'POST',
        body: request,
        token: getToken(),
        signal,
      }),
    retry: (count, error) => !isPlanRequired(error) && count < 1,
    placeholderData: (previous) => previous,
  });
}
