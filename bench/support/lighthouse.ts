/**
 * Lighthouse on a page of the running Parity, with Lighthouse's DEFAULT settings (mobile form
 * factor, simulated slow-4G throttling, 4x CPU slowdown), in Debian's Chromium (issue 6 acceptance:
 * "Lighthouse (its default mobile settings) on /home").
 *
 *   const report = await runLighthouse(`${parity.url}/home`, { session });
 *   report.scores.performance; // 0..100
 *
 * /home is signed-in only and the guard decides by the stored token (docs/product.md §3 Session), so a real
 * session is written to localStorage first and Lighthouse is told not to clear the origin's storage
 * (`disableStorageReset`); everything else is Lighthouse's default configuration.
 */
import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

export interface LighthouseReport {
  /** Category scores, 0..100. */
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /** Core timings in ms (Lighthouse's simulated values) and CLS. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  /** JavaScript bytes transferred (compressed, as served) during the load. */
  scriptTransferBytes: number;
  /** Every script the page loaded. */
  scriptUrls: string[];
  /** Every weighted audit below 1 in the three categories: `category/id: title (display value)`. */
  failing: string[];
  version: string;
  /** Where the page ended up (a guard redirect would show here). */
  finalUrl: string;
}

export interface LighthouseOptions {
  /** A session to store before the run (localStorage `token` and `user`). */
  session?: { token: string; user: object };
  /** Further localStorage entries (e.g. `theme`). */
  localStorage?: Record<string, string>;
  /** Write Lighthouse's full JSON report here, for a closer look (open it in the Lighthouse viewer). */
  reportPath?: string;
}

// Lighthouse drives the new headless mode; the rest are the journeys' closed-network flags.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS.filter((f) => f !== '--headless')];

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse once, and once more in a fresh Chromium when Lighthouse itself fails (a thrown error or
 * its `runtimeError`: NO_NAVSTART, NO_FCP, a protocol timeout). Those are the tool losing its trace on
 * a busy machine, not a finding about the page; a page that scores below 100 is returned, not retried.
 * The first failure is printed, so a run that needed the second try says so.
 */
export async function runLighthouse(
  url: string,
  options: LighthouseOptions = {},
): Promise<LighthouseReport> {
  try {
    return await runLighthouseOnce(url, options);
  } catch (error) {
    console.warn(`[lighthouse] ${url}: ${String(error)}; running it once more in a fresh Chromium`);
    return runLighthouseOnce(url, options);
  }
}

async function runLighthouseOnce(
  url: string,
  options: LighthouseOptions,
): Promise<LighthouseReport> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const origin = new URL(url).origin;
    const storage: Record<string, string> = { ...options.localStorage };
    if (options.session) {
      storage.token = options.session.token;
      storage.user = JSON.stringify(options.session.user);
    }
    // A same-origin document that loads nothing else (the favicon), to write the storage from:
    // `disableStorageReset` also keeps the HTTP cache, which must stay cold for a first visit. A static
    // file, not a JSON answer: since ADR 135 API answers carry no Cross-Origin-Opener-Policy, and
    // navigating from such a document to a page with one swaps the browsing context group, whose new
    // process Lighthouse's trace sometimes missed (NO_NAVSTART).
    await page.goto(`${origin}/favicon.svg`, { waitUntil: 'load' });
    await page.evaluate((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (options.reportPath !== undefined) writeFileSync(options.reportPath, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scripts = lhr.audits['resource-summary']?.details;
    const scriptRow =
      scripts?.type === 'table'
        ? scripts.items.find((row) => row.resourceType === 'script')
        : undefined;
    const requests = lhr.audits['network-requests']?.details;
    const scriptUrls =
      requests?.type === 'table'
        ? requests.items
            .filter((row) => row.resourceType === 'Script')
            .map((row) => String(row.url))
        : [];
    const failing = ['performance', 'accessibility', 'best-practices'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a !== undefined && a.score !== null && a.score < 1)
        .map(
          (a) =>
            `${category}/${a?.id ?? ''}: ${a?.title ?? ''}${a?.displayValue ? ` (${a.displayValue})` : ''}`,
        ),
    );
    return {
      scores: {
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score),
        seo: score(lhr.categories.seo?.score),
      },
      metrics: {
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        speedIndex: audit('speed-index'),
      },
      scriptTransferBytes: Number(scriptRow?.transferSize ?? Number.NaN),
      scriptUrls,
      failing,
      version: lhr.lighthouseVersion,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    chrome.kill();
  }
}
