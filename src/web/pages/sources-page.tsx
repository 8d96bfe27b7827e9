import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { DATA_SOURCE_GROUPS, sourcesInGroup, type DataSource } from '#domain/data-sources.ts';
import { changesMade, licenceLink } from '#domain/licence-links.ts';
import { Page } from '../components/page.tsx';
import { Badge } from '../components/ui/badge.tsx';

/**
 * /sources, "Data Sources & References": every entry of src/domain/data-sources.ts with its
 * publisher, use, licence, exact attribution and link (docs/design.md §4). Grouped by topic.
 */
export function SourcesPage() {
  return (
    <Page
      title="Sources"
      heading="Data Sources & References"
      description="Every figure Parity shows comes from a named source with a date and a licence. Estimates are labelled as estimates. These are the sources, and the credit each one asks for."
    >
      <p className="mb-10">
        <Link
          to="/methods/cost-of-living"
          className="font-medium text-primary underline underline-offset-4"
        >
          How we estimate the cost of living
        </Link>
        <span className="text-muted-foreground">
          {' '}
          — the method that turns these sources into city prices and wages. The software Parity is
          built with is listed, with each package&apos;s licence and notices, on{' '}
        </span>
        <Link to="/licences" className="font-medium text-primary underline underline-offset-4">
          Third-party licences
        </Link>
        .
      </p>
      <nav aria-label="Source groups" className="mb-10">
        <ul className="flex flex-wrap gap-2">
          {DATA_SOURCE_GROUPS.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-block rounded-full border px-3 py-1 text-sm hover:bg-accent hover:text-accent-foreground"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {DATA_SOURCE_GROUPS.map((group) => (
        <section
          key={group.id}
          id={group.id}
          aria-labelledby={`${group.id}-heading`}
          className="mb-12 scroll-mt-20"
        >
          <h2 id={`${group.id}-heading`} className="mb-4 text-2xl font-semibold tracking-tight">
            {group.title}
          </h2>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {sourcesInGroup(group.id).map((source) => (
              <SourceCard key={source.id} source={source} />
            ))}
          </ul>
        </section>
      ))}
    </Page>
  );
}

function SourceCard({ source }: { source: DataSource }) {
  const internal = source.url.startsWith('/');
  const licence = licenceLink(source);
  return (
    <li
      id={source.id}
      className="flex min-w-0 flex-col rounded-xl border [overflow-wrap:anywhere] bg-card p-5 text-card-foreground shadow-sm"
    >
      <h3 className="text-lg leading-snug font-semibold">{source.name}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{source.publisher}</p>
      <dl className="mt-4 grid gap-3 text-sm">
        <div>
          <dt className="font-medium">Used for</dt>
          <dd className="text-muted-foreground">{source.usedFor}</dd>
        </div>
        <div>
          <dt className="font-medium">Licence</dt>
          <dd>
            <a
              href={licence.href}
              rel="noopener noreferrer"
              className="text-primary underline underline-offset-4"
            >
              <Badge variant="outline">{source.licence}</Badge>
              <span className="sr-only">
                {licence.isLicenceText ? ' (licence text)' : ' (publisher’s terms)'}
              </span>
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium">Changes made</dt>
          <dd className="text-muted-foreground">{changesMade(source)}</dd>
        </div>
        <div>
          <dt className="font-medium">Attribution</dt>
          <dd>
            <blockquote className="mt-1 border-l-2 border-primary pl-3 text-muted-foreground">
              {source.attribution}
            </blockquote>
          </dd>
        </div>
        {source.note !== undefined && (
          <div>
            <dt className="font-medium">Note</dt>
            <dd className="text-muted-foreground">{source.note}</dd>
          </div>
        )}
      </dl>
      <p className="mt-auto pt-4 text-sm">
        {internal ? (
          <Link to={source.url} className="font-medium text-primary underline underline-offset-4">
            Read the method
          </Link>
        ) : (
          <a
            href={source.url}
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium break-all text-primary underline underline-offset-4"
          >
            {source.url.replace(/^https?:\/\//, '')}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          </a>
        )}
      </p>
    </li>
  );
}
