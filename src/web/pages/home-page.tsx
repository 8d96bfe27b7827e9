import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Page } from '../components/page.tsx';
import { firstAnswers, prefetchComparison } from '../features/compare/comparison-queries.ts';

/**
 * How long the tool waits for its first answers (rates and reference lists) before it shows itself
 * anyway, with its panels' loading skeletons (a slow or silent server must not hide the form).
 */
export const FIRST_ANSWERS_WAIT_MS = 2500;

/**
 * The tool's code (its own chunk, which scripts/vite-route-preload.ts has the browser fetch
 * alongside the main bundle) and its first answers. The answers are requested once the page has
 * painted its heading, so on a slow link they do not compete with the files that first paint
 * needs. Every answer the comparison needs is requested here. The tool mounts once all of them are
 * here, so it mounts once with its figures instead of re-rendering as each lands (ADR 015); but
 * prices (market data, the ratio) that come more than PRICES_GRACE_MS after the rates and reference
 * lists no longer hold the form back: it mounts, usable, and they fill their skeletons as they land
 * (issue 19 §4; ADR 097). FIRST_ANSWERS_WAIT_MS bounds the whole wait.
 */
async function loadTool(client: QueryClient, search: string, gone: AbortSignal) {
  const code = import('../features/compare/compare-screen.tsx');
  await firstContentfulPaint();
  const patience = new Promise<void>((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS));
  const all = prefetchComparison(client, search, gone);
  if (gone.aborted) return code;
  const pricesLate = firstAnswers(client).then(
    () => new Promise<void>((resolve) => setTimeout(resolve, PRICES_GRACE_MS)),
  );
  await Promise.race([all, pricesLate, patience]);
  return code;
}

/**
 * How long, once the rates and reference lists are here, the tool still waits for prices before it
 * shows its form with price skeletons.
 */
export const PRICES_GRACE_MS = 400;

/** Longest wait for the first paint: a tab opened in the background does not paint until shown. */
const FIRST_PAINT_WAIT_MS = 2000;

/**
 * Resolves once the page has had its first contentful paint (at once if it already has, as after
 * a move from another page), by the browser's own paint timing; without paint timing, at once.
 */
function firstContentfulPaint(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint') ||
    performance.getEntriesByName('first-contentful-paint').length > 0
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint' });
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
  });
}

/** /home: the comparison tool (docs/product.md §2 "Main comparison screen"). */
export function HomePage() {
  const client = useQueryClient();
  const { search } = useLocation();
  // A page that has gone (a quick sign-out, a test's unmount) starts none of its requests. (In
  // development, StrictMode's rehearsal unmount aborts it too; the screen's own hooks then ask.)
  const [gone] = useState(() => new AbortController());
  useEffect(() => () => gone.abort(), [gone]);
  // One lazy component per page, created with it. Only the first render's search matters: later
  // changes are the tool's own.
  const [Tool] = useState(() =>
    lazy(async () => ({
      default: (await loadTool(client, search, gone.signal)).CompareScreen,
    })),
  );
  return (
    <Page title="Compare" heading="Compare currencies and cost of living">
      <Suspense fallback={<ToolLoading />}>
        <Tool />
      </Suspense>
    </Page>
  );
}

// A screen tall, like the tool's own first screen, so nothing below it jumps when the tool arrives.
function ToolLoading() {
  return (
    <p role="status" className="min-h-dvh text-muted-foreground">
      Loading the comparison…
    </p>
  );
}
