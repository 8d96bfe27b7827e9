/** POST /api/premium/investment (issue 15) for the analyzer's view. */
import type { InvestmentRequest } from '#domain/api/investment.ts';
import type { InvestmentView } from '#domain/premium/investment/url-state.ts';
import { placeOf, usePremiumQuery } from '../shared/premium-api.ts';

export function investmentRequest(view: InvestmentView): InvestmentRequest {
  return {
    from: placeOf(view.pair.fromCity),
    to: placeOf(view.pair.toCity),
    ...(view.amount !== null ? { amount: view.amount } : {}),
    horizon: view.horizon,
    risk: view.risk,
  };
}

export function useInvestment(request: InvestmentRequest) {
  return usePremiumQuery('investment', request);
}
