import { afterEach, beforeEach, vi } from 'vitest';

// docs/style.md: an unexpected console.error fails the test. A test that expects one spies on it itself.
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (calls.length > 0) {
    const first = calls[0]?.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    throw new Error(`Unexpected console.error (${calls.length}x): ${first}`);
  }
});
