import { lazy, Suspense } from 'react';
import { Page } from '../components/page.tsx';

// The tool is its own chunk, fetched alongside this page's (scripts/vite-route-preload.ts): the
// heading paints first and the tool renders in a separate, later task rather than in one long one
// with it (ADR 015).
const CompareScreen = lazy(async () => ({
  default: (await import('../features/compare/compare-screen.tsx')).CompareScreen,
}));

/** /home: the comparison tool (spec §2 "Main comparison screen"). */
export function HomePage() {
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
