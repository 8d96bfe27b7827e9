/**
 * Page frame used by every route page: sets the document title and renders the page's single <h1>.
 *
 *   <Page title="Pricing" heading="Simple, transparent pricing" description="...">...</Page>
 *
 * `title` goes to document.title ("<title> | Parity"); `heading` defaults to `title`.
 * The shared header, <main> landmark and footer come from the layout route (src/web/layout/).
 */
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title.ts';
import { cn } from '../lib/utils.ts';

export interface PageProps {
  title: string;
  heading?: ReactNode;
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function Page({ title, heading, description, className, children }: PageProps) {
  usePageTitle(title);
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8', className)}>
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
          {heading ?? title}
        </h1>
        {description !== undefined && (
          <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{description}</p>
        )}
      </div>
      {children}
    </div>
  );
}
