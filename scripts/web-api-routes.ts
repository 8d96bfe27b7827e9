/**
 * Writes src/web/api/routes.ts, the web's table of route heads, from the route contracts
 * (src/domain/api/routes.ts; ADR 144). The web bundles each route's method and path only, typed by
 * its contract, so no zod schema reaches the page; tsc fails a head that disagrees with its
 * contract, and scripts/web-api-routes.test.ts fails when the file is not what this writes.
 *
 *   npx tsx scripts/web-api-routes.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { api } from '../src/domain/api/routes.ts';

export const WEB_ROUTES_FILE = fileURLToPath(new URL('../src/web/api/routes.ts', import.meta.url));

export async function webRoutesSource(): Promise<string> {
  const groups = Object.entries(api).map(([group, routes]) => {
    const lines = Object.entries(routes).map(
      ([name, c]) =>
        `    ${name}: routeHead<C['${group}']['${name}']>('${c.method}', '${c.path}'),`,
    );
    return `  ${group}: {\n${lines.join('\n')}\n  },`;
  });
  const text = `// Written by scripts/web-api-routes.ts from src/domain/api/routes.ts; do not edit (ADR 144).
import { routeHead } from '#domain/api/contract.ts';
import type { api as contracts } from '#domain/api/routes.ts';

type C = typeof contracts;

/** Every API route for the web client (callApi), by feature, as the contracts name them. */
export const api = {
${groups.join('\n')}
} satisfies { [G in keyof C]: { [R in keyof C[G]]: unknown } };
`;
  const options = await resolveConfig(WEB_ROUTES_FILE);
  return format(text, { ...options, filepath: WEB_ROUTES_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(WEB_ROUTES_FILE, await webRoutesSource());
}
