import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Page } from '../components/page.tsx';
import { Badge } from '../components/ui/badge.tsx';

/** One production dependency as scripts/third-party-licences.ts ships it. */
interface ThirdPartyPackage {
  name: string;
  version: string;
  licence: string;
  text: string;
  files: string[];
}

async function fetchLicences(): Promise<ThirdPartyPackage[]> {
  const res = await fetch('/third-party-licences.json');
  if (!res.ok) throw new Error(`The licence list could not be loaded (${res.status}).`);
  return ((await res.json()) as { packages: ThirdPartyPackage[] }).packages;
}

/**
 * /licences (issue 37 §5): every production dependency with its licence and the licence and notice
 * files it ships, generated at build time from package-lock.json and node_modules.
 */
export function LicencesPage() {
  const query = useQuery({ queryKey: ['third-party-licences'], queryFn: fetchLicences });
  return (
    <Page
      title="Third-party licences"
      heading="Third-party licences"
      description="The open-source software Parity is built with, each package with its licence and notices."
    >
      <p className="mb-8 max-w-3xl">
        Parity runs on open-source packages. Each is listed with its version, its licence and the
        licence and notice files it ships, as their licences ask. The data Parity uses is listed on{' '}
        <Link to="/sources" className="font-medium text-primary underline underline-offset-4">
          Data Sources &amp; References
        </Link>
        .
      </p>
      {query.isPending ? (
        <p role="status">Loading the licences…</p>
      ) : query.isError ? (
        <p role="alert">{query.error.message}</p>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted-foreground">{query.data.length} packages.</p>
          <ul className="space-y-2">
            {query.data.map((pkg) => (
              <li key={`${pkg.name}@${pkg.version}`} className="rounded-lg border p-3">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-medium">{pkg.name}</span>{' '}
                    <span className="text-muted-foreground">{pkg.version}</span>{' '}
                    <Badge variant="outline">{pkg.licence}</Badge>
                  </summary>
                  {pkg.text ? (
                    <pre className="mt-3 max-h-96 overflow-auto text-xs whitespace-pre-wrap">
                      {pkg.text}
                    </pre>
                  ) : (
                    <p className="mt-3 text-sm text-muted-foreground">
                      The package ships no licence file; its package.json declares {pkg.licence}.
                    </p>
                  )}
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
