import { defineConfig } from 'vitest/config';

// Browser journeys and process-level tests against the BUILT server (issue 2 §7). Separate from the
// root config so `vitest run` stays fast; `npm run test:e2e` runs these. Files run one at a time:
// each starts its own server and Chromium, and the machines have 2 cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    env: { TZ: 'UTC' },
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A journey that fails once because the machine stalled is still a failure worth seeing:
    // no retries.
    retry: 0,
  },
});
