/**
 * The hub's place in its /premium card: its own lazy chunk, or the upgrade prompt
 * (../shared/suite-slot.tsx).
 */
import { lazy } from 'react';
import { makeSuiteSlot } from '../shared/suite-slot.tsx';

export const SalarySlot = makeSuiteSlot({
  feature: 'salary_insights',
  label: 'Salary Insights Hub',
  Suite: lazy(() => import('./salary-suite.tsx')),
});
