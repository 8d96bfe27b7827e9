import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** A lazy page whose file is gone (a new version was deployed since this tab loaded) fails to import. */
function isStaleBuild(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * Shown inside the layout when a page throws while rendering or fails to load, so the header and
 * footer stay usable. docs/product.md §2: 'Something went wrong' with the message and a 'Try Again' that reloads.
 */
export function RouteError() {
  const error = useRouteError();
  const stale = isStaleBuild(error);
  usePageTitle(stale ? 'Update available' : 'Something went wrong');
  return (
    <div
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-bold tracking-tight">
        {stale ? 'A new version of Parity is available' : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-muted-foreground">
        {stale
          ? 'Reload the page to continue.'
          : error instanceof Error
            ? error.message
            : 'An unknown error occurred'}
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {stale ? 'Reload' : 'Try Again'}
      </Button>
    </div>
  );
}
