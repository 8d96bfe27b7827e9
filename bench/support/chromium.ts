/**
 * Debian's Chromium, the only browser the journeys and benchmarks use (docs/design.md §2: no
 * browser download, ever), and the flags it needs on these machines. Without the
 * background-networking ones Chromium keeps dialling Google hosts that this closed network refuses.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.PARITY_CHROMIUM ?? '/usr/bin/chromium';
export const chromiumAvailable = existsSync(CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
