/**
 * /docs/methods/:slug — a methods file of docs/methods/ as a page (issue 34 item 7, ADR 191), so
 * "How every figure is made: docs/methods/premium-salary.md" is a link a customer can follow. The
 * files are bundled at build time (one lazy chunk each) from the same text the repository holds.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Page } from '../components/page.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Markdown } from '../features/methods/markdown.tsx';

const FILES = import.meta.glob<string>('../../../docs/methods/*.md', {
  query: '?raw',
  import: 'default',
});

/** The slugs of every methods file, in name order. */
export const METHOD_SLUGS = Object.keys(FILES)
  .map((p) => /([a-z0-9-]+)\.md$/.exec(p)?.[1] ?? '')
  .filter(Boolean)
  .sort();

function loaderFor(slug: string | undefined) {
  return slug ? FILES[`../../../docs/methods/${slug}.md`] : undefined;
}

export function MethodsDocPage() {
  const { slug } = useParams();
  const load = loaderFor(slug);
  const query = useQuery({
    queryKey: ['methods-doc', slug],
    queryFn: () => (load ? load() : Promise.resolve(null)),
    staleTime: Infinity,
  });
  const source = query.data ?? '';
  const title = /^#\s+(.*)$/m.exec(source)?.[1] ?? 'How every figure is made';
  return (
    <Page title={title} heading={title}>
      <p className="mb-6 text-sm text-muted-foreground">
        The method as written in the project: <code>docs/methods/{slug}.md</code>.{' '}
        <Link className="text-primary underline" to="/sources">
          Sources and licences
        </Link>
      </p>
      {query.isPending && <Skeleton className="h-64 w-full" />}
      {query.isSuccess && query.data === null && (
        <p role="alert">
          There is no methods page by that name. The methods pages are:{' '}
          {METHOD_SLUGS.map((s, i) => (
            <span key={s}>
              {i > 0 && ', '}
              <Link className="text-primary underline" to={`/docs/methods/${s}`}>
                {s}
              </Link>
            </span>
          ))}
          .
        </p>
      )}
      {query.isSuccess && query.data !== null && (
        <Markdown source={source.replace(/^#\s+.*\n/, '')} />
      )}
    </Page>
  );
}
