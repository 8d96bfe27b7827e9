// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { WEB_ROUTES_FILE, webRoutesSource } from './web-api-routes.ts';

test('the web route table is the one the contracts write (npx tsx scripts/web-api-routes.ts)', async () => {
  expect(readFileSync(WEB_ROUTES_FILE, 'utf8')).toBe(await webRoutesSource());
});
