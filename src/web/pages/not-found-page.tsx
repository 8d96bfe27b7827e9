import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title.ts';

/** Any unknown path (docs/product.md §2: '404 - Page Not Found' with a Go Home link). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        404 - Page Not Found
      </h1>
      <p className="mt-4 text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex h-10 items-center rounded-md bg-primary px-5 font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Go Home
      </Link>
    </div>
  );
}
