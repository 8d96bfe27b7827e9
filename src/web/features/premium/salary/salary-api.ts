/** POST /api/premium/salary (issue 14) for the hub's view; cached 5 minutes per request like every helper. */
import { useQuery } from '@tanstack/react-query';
import type { SalaryData, SalaryRequest } from '#domain/api/salary.ts';
import type { CityRef } from '#domain/compare/recent.ts';
import type { SalaryView } from '#domain/premium/salary/url-state.ts';
import { apiData } from '../../../api/client.ts';
import { getToken } from '../../../lib/session.ts';
import { isPlanRequired } from '../../plans/upgrade-prompt.tsx';

/** A city as the market-data route takes it: its id when known, else name and country. */
const place = (city: CityRef) =>
  city.id ? { city: city.id } : { city: city.name, country: city.country };

export function salaryRequest(view: SalaryView): SalaryRequest {
  return {
    from: place(view.pair.fromCity),
    to: place(view.pair.toCity),
    salary: view.salary,
    ...(view.salaryCurrency !== null ? { currency: view.salaryCurrency } : {}),
    industry: view.industry,
    role: view.role,
    experience: view.experience,
  };
}

export function useSalary(request: SalaryRequest) {
  return useQuery({
    queryKey: ['premium', 'salary', request],
    queryFn: ({ signal }) =>
      apiData<SalaryData>('/api/premium/salary', {
        method: 'POST',
        body: request,
        token: getToken(),
        signal,
      }),
    // A plan that does not include the hub will not change by asking again.
    retry: (count, error) => !isPlanRequired(error) && count < 1,
    placeholderData: (previous) => previous,
  });
}
