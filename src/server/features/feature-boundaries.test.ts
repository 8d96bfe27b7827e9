// ADR 108: a feature imports a sibling only through the sibling's public module. Runs the project's
// ESLint config on code placed in a real feature file, so the rule and its message are what CI checks.
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const FILE = 'src/server/features/user/user.routes.ts';

async function restrictedImports(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: FILE });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

test('a file inside a sibling feature is refused, with the way to do it instead', async () => {
  const messages = await restrictedImports(
    "export { findUserById } from '../auth/users.repo.ts';\n" +
      "export { listUserSubscriptions } from '#server/features/billing/subscriptions.service.ts';\n",
  );
  expect(messages).toHaveLength(2);
  for (const message of messages) expect(message).toMatch(/public module/);
});

test("the sibling's public module, the feature's own files and shared server code are allowed", async () => {
  const messages = await restrictedImports(
    "export { findUserById } from '../auth/index.ts';\n" +
      "export { userRoutes } from './user.routes.ts';\n" +
      "export type { AppDeps } from '../../deps.ts';\n" +
      "export { limit } from '../../plugins/rate-limit.ts';\n",
  );
  expect(messages).toEqual([]);
});
