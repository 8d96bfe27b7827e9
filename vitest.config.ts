import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit, server and web tests. Browser journeys have their own config (tests/e2e/vitest.config.ts).
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/testing/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/testing/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
