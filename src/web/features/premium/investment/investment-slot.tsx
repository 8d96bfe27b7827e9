/**
 * The analyzer's place in its /premium card: its own lazy chunk, or the upgrade prompt
 * (../shared/suite-slot.tsx).
 */
import { lazy } from 'react';
import { makeSuiteSlot } from '../shared/suite-slot.tsx';

export const InvestmentSlot = makeSuiteSlot({
  feature: 'investment_analyzer',
  label: 'Investment Opportunity Analyzer',
  Suite: lazy(() => import('./investment-suite.tsx')),
});
