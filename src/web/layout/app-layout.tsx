/**
 * The shared layout of every route: skip link, header, <main> landmark, footer, toasts.
 * Pages render inside <main> through <Outlet/>; a lazy page shows a quiet loading line meanwhile.
 */
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { Toasts } from './toasts.tsx';

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toasts />
      <ScrollRestoration />
    </div>
  );
}

// A full screen tall, so the footer stays below the fold until the page arrives: otherwise it is
// painted under the loading line and jumps down when the page renders (a layout shift, ADR 015).
function PageLoading() {
  return (
    <p role="status" className="mx-auto min-h-dvh max-w-6xl px-4 py-10 text-muted-foreground">
      Loading…
    </p>
  );
}
