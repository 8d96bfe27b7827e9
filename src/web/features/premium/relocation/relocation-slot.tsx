/**
 * The suite's place in its /premium card: its own lazy chunk, or the upgrade prompt
 * (../shared/suite-slot.tsx).
 */
import { lazy } from 'react';
import { makeSuiteSlot } from '../shared/suite-slot.tsx';

export const RelocationSlot = makeSuiteSlot({
  feature: 'relocation_intelligence',
  label: 'Relocation Intelligence Suite',
  Suite: lazy(() => import('./relocation-suite.tsx')),
});
