/**
 * The system Chromium driven by playwright-core (docs/design.md §2: no browser download, ever).
 *
 *   const browser = await launchBrowser();
 *   const page = await newPage(browser, parity.url, { theme: 'dark', signedIn: true });
 *   await page.goto('/about');
 *   await expectNoAxeViolations(page, 'about (dark)');
 *
 * Journeys wrap themselves in `describeBrowser(...)`: when /usr/bin/chromium is missing they are
 * skipped with a loud notice instead of failing (docs/design.md §7); CI installs Chromium first.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  chromiumAvailable,
} from '../../../bench/support/chromium.ts';

// The flags issue 2 §7 prescribes (bench/support/chromium.ts). Playwright gives every launch() its
// own fresh, temporary user-data dir and deletes it on close, so no profile state survives.
export { CHROMIUM_PATH, chromiumAvailable };

let warned = false;
/** `describe` when Chromium is installed; otherwise `describe.skip` plus a notice nobody can miss. */
export function describeBrowser(name: string, body: () => void): void {
  if (chromiumAvailable) {
    describe(name, body);
    return;
  }
  if (!warned) {
    warned = true;
    const bar = '!'.repeat(78);
    console.warn(
      `\n${bar}\n!! BROWSER JOURNEYS SKIPPED: no Chromium at ${CHROMIUM_PATH}.\n` +
        `!! Install it with: apt-get install -y chromium   (.ci/run does this)\n${bar}\n`,
    );
  }
  describe.skip(name, body);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    timeout: 60_000,
  });
}

export interface NewPageOptions {
  /** Saved theme choice (localStorage `theme`) and prefers-color-scheme; default light. */
  theme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  /** Seed a signed-in session (see SIGNED_IN_USER). */
  signedIn?: boolean;
  /** A real session (support/account.ts createAccount) instead of the seeded one. */
  session?: { token: string; user: object };
  /** Emulate prefers-reduced-motion: reduce (default: no preference, like most visitors). */
  reducedMotion?: boolean;
  /** Further localStorage entries to seed before the first load. */
  localStorage?: Record<string, string>;
}

/** The user record seeded for signed-in journeys (docs/product.md §7: data.user has id, email, name). */
export const SIGNED_IN_USER = {
  id: 'e2e-user-1',
  email: 'traveller@example.com',
  name: 'Test Traveller',
};

/**
 * A page in its own browser context (own storage) with `baseURL` set, so `page.goto('/about')` works.
 *
 * Signed-in state: until journeys log in for real, the session is seeded by writing localStorage
 * `token` and `user` — the web app's documented storage contract (src/web/lib/session.ts, docs/product.md §3
 * Session and §9) — because the route guards decide by the stored token (docs/product.md §6). The token is not
 * a server token: a page that calls an authenticated API gets 401 and signs the visitor out. Such
 * pages need a real session: `session: await createAccount(parity)` (support/account.ts).
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: NewPageOptions = {},
): Promise<Page> {
  const theme = options.theme ?? 'light';
  const localStorage: { name: string; value: string }[] = [{ name: 'theme', value: theme }];
  if (options.session) {
    localStorage.push(
      { name: 'token', value: options.session.token },
      { name: 'user', value: JSON.stringify(options.session.user) },
    );
  } else if (options.signedIn) {
    localStorage.push(
      { name: 'token', value: 'e2e-seeded-token' },
      { name: 'user', value: JSON.stringify(SIGNED_IN_USER) },
    );
  }
  for (const [name, value] of Object.entries(options.localStorage ?? {})) {
    localStorage.push({ name, value });
  }
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: theme,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage }] },
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  // Collected so journeys can assert the page raised no uncaught errors.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  pageErrors.set(page, errors);
  return page;
}

const pageErrors = new WeakMap<Page, string[]>();

/** Uncaught exceptions the page has thrown so far. */
export function uncaughtErrors(page: Page): string[] {
  return pageErrors.get(page) ?? [];
}

/** Close the page and its context. */
export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/**
 * Run axe (every rule axe enables by default: WCAG 2.0-2.2 A/AA plus best practices) and throw with a
 * readable list when anything is violated: rule, impact, help text, and each offending node's
 * selector and failure summary.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  if (results.violations.length === 0) return;
  const lines = results.violations.flatMap((violation) => [
    `- ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`,
    `  ${violation.helpUrl}`,
    ...violation.nodes.slice(0, 8).map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      return `    at ${node.target.join(' ')}: ${summary}`;
    }),
    ...(violation.nodes.length > 8 ? [`    … and ${violation.nodes.length - 8} more`] : []),
  ]);
  throw new Error(
    `axe found ${results.violations.length} violation(s) on ${label} (${page.url()}):\n${lines.join('\n')}`,
  );
}

/** Wait until the routed page has rendered its heading (pages are lazy-loaded). */
export async function waitForPage(page: Page): Promise<void> {
  await page.locator('main h1, h1').first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
}
