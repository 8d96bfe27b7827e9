import { Link } from 'react-router';
import { VISITOR_LINKS } from './nav-links.ts';

const FOOTER_LINKS = [
  ...VISITOR_LINKS.filter((link) => link.to !== '/pricing'),
  // Issue 18 §3: the legal pages the sign-up form also links to.
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  // Issue 38: the API's guide for developers.
  { to: '/developers', label: 'Developers' },
];

/** Footer (docs/product.md §2): copyright with the current year; About, Contact, Sources scroll to the top. */
export function Footer() {
  const year = new Date().getFullYear();
  const scrollTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 sm:flex-row sm:px-6 lg:px-8">
        <p className="text-sm text-muted-foreground">© {year} Parity. All rights reserved.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={scrollTop}
                  className="rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
