/** POST /api/premium/salary (issue 14) for the hub's view (../shared/premium-api.ts asks it). */
import type { SalaryRequest } from '#domain/api/salary.ts';
import type { SalaryView } from '#domain/premium/salary/url-state.ts';
import { placeOf, usePremiumQuery } from '../shared/premium-api.ts';

export function salaryRequest(view: SalaryView): SalaryRequest {
  return {
    from: placeOf(view.pair.fromCity),
    to: placeOf(view.pair.toCity),
    ...(view.salary !== null ? { salary: view.salary } : {}),
    ...(view.salaryCurrency !== null ? { currency: view.salaryCurrency } : {}),
    industry: view.industry,
    role: view.role,
    experience: view.experience,
  };
}

export function useSalary(request: SalaryRequest) {
  return usePremiumQuery('salary', request);
}
