import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit, server and web tests. Browser journeys have their own config (tests/e2e/vitest.config.ts).
// Timeouts are hang guards, not time limits (issue 17): a property test that takes 2 s alone takes 15 s on a
// 2-core CI machine running the journeys' server beside it, so no test depends on the machine's speed.
const HANG_GUARD = { testTimeout: 60_000, hookTimeout: 60_000 };
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/testing/fail-on-console-error.testkit.ts'],
          ...HANG_GUARD,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/testing/fail-on-console-error.testkit.ts'],
          ...HANG_GUARD,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [
            'src/testing/fail-on-console-error.testkit.ts',
            'src/testing/web-hang-guard.testkit.ts',
          ],
          ...HANG_GUARD,
        },
      },
    ],
  },
});
