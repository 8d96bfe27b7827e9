/**
 * The suite's place in its /premium card: its own lazy chunk, or the upgrade prompt
 * (../shared/suite-slot.tsx).
 */
import { lazy } from 'react';
import { makeSuiteSlot } from '../shared/suite-slot.tsx';

export const BusinessSlot = makeSuiteSlot({
  feature: 'business_intelligence',
  label: 'Business Intelligence Suite',
  Suite: lazy(() => import('./business-suite.tsx')),
});
