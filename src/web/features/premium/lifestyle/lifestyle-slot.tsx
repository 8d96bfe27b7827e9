/**
 * The suite's place in its /premium card: its own lazy chunk, or the upgrade prompt
 * (../shared/suite-slot.tsx).
 */
import { lazy } from 'react';
import { makeSuiteSlot } from '../shared/suite-slot.tsx';

export const LifestyleSlot = makeSuiteSlot({
  feature: 'lifestyle_tools',
  label: 'Lifestyle Optimization Suite',
  Suite: lazy(() => import('./lifestyle-suite.tsx')),
});
