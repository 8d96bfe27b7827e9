import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { Page } from '../components/page.tsx';

// The tool is its own chunk, fetched alongside this page's (scripts/vite-route-preload.ts): the
// heading paints first and the tool renders in a separate, later task rather than in one long one
// with it (ADR 015).
const loadTool = () => import('../features/compare/compare-screen.tsx');
const CompareScreen = lazy(async () => ({ default: (await loadTool()).CompareScreen }));

/** /home: the comparison tool (spec §2 "Main comparison screen"). */
export function HomePage() {
  const client = useQueryClient();
  const { search } = useLocation();
  // Once the tool's code is here, and before it renders, start its requests (ADR 015). Only the
  // first render's search matters: later changes are the tool's own.
  // Nothing is fetched for a page that has already gone (a quick sign-out, a test's unmount).
  useEffect(() => {
    let shown = true;
    void loadTool().then((tool) => {
      if (shown) tool.prefetchComparison(client, search);
    });
    return () => {
      shown = false;
    };
  }, [client]);
  return (
    <Page title="Compare" heading="Compare currencies and cost of living">
      <Suspense fallback={<ToolLoading />}>
        <CompareScreen />
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
