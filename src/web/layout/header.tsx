import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { useSession } from '../lib/session.ts';
import { cn } from '../lib/utils.ts';
import { VISITOR_LINKS } from './nav-links.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive
      ? 'text-foreground underline decoration-2 underline-offset-8'
      : 'text-muted-foreground',
  );

/**
 * Site header (docs/product.md §2 Header and footer): logo to /, desktop navigation, a collapsible mobile menu
 * whose Home link always goes to /home, Login / Sign Up for guests, Premium Features and the user
 * menu for signed-in users, the visitor links, and the theme toggle.
 */
export function Header() {
  const { isAuthenticated, user } = useSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();

  // Any navigation closes the mobile menu.
  useEffect(() => setMobileOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="mr-4 flex items-center gap-2 rounded-md text-lg font-bold text-foreground"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Parity
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          {isAuthenticated && (
            <>
              <NavLink to="/home" className={navLinkClass}>
                Home
              </NavLink>
              <NavLink to="/premium" className={navLinkClass}>
                Premium Features
              </NavLink>
            </>
          )}
          {VISITOR_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          {isAuthenticated ? (
            <UserMenu user={user} />
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost">
                <Link to="/login">Login</Link>
              </Button>
              <Button asChild>
                <Link to="/signup">Sign Up</Link>
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <MobileMenu
        open={mobileOpen}
        isAuthenticated={isAuthenticated}
        onEscape={() => setMobileOpen(false)}
      />
    </header>
  );
}

function MobileMenu({
  open,
  isAuthenticated,
  onEscape,
}: {
  open: boolean;
  isAuthenticated: boolean;
  onEscape: () => void;
}) {
  const itemClass =
    'block rounded-md px-3 py-2 text-base font-medium text-foreground hover:bg-accent hover:text-accent-foreground';
  return (
    <nav
      id="mobile-menu"
      aria-label="Mobile"
      hidden={!open}
      className="border-t md:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
    >
      <ul className="mx-auto max-w-6xl space-y-1 px-4 py-3">
        {/* docs/product.md §2: the mobile menu's Home link always goes to /home (guests are then sent to /login). */}
        <li>
          <Link to="/home" className={itemClass}>
            Home
          </Link>
        </li>
        {isAuthenticated && (
          <li>
            <Link to="/premium" className={itemClass}>
              Premium Features
            </Link>
          </li>
        )}
        {VISITOR_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={itemClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {!isAuthenticated && (
          <>
            <li>
              <Link to="/login" className={itemClass}>
                Login
              </Link>
            </li>
            <li>
              <Link to="/signup" className={itemClass}>
                Sign Up
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
