/**
 * Route guards (docs/product.md §2 route table, §6: "Authentication is decided by a stored token").
 *   <GuestOnly/>   signed-in users are sent to /home, or to the safe `?next=` path they came for
 *                  (landing, login, signup, password and OTP screens)
 *   <SignedInOnly/> guests are sent to /login?next=<the page and query they asked for> (/home,
 *                  /premium), so a shared link survives signing in (issue 19 §1)
 * Both render the matched child route through <Outlet/>. They read the session reactively, so a
 * login or logout (in this tab or another) moves the user at once.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { safeReturnPath, withReturnPath } from '#domain/return-path.ts';
import { useSession } from '../lib/session.ts';

export function GuestOnly() {
  const { isAuthenticated } = useSession();
  const { search } = useLocation();
  if (!isAuthenticated) return <Outlet />;
  // The sign-in that just succeeded re-renders this guard too: it must agree on where to go.
  const next = safeReturnPath(new URLSearchParams(search).get('next'));
  return <Navigate to={next ?? '/home'} replace />;
}

export function SignedInOnly() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  return isAuthenticated ? (
    <Outlet />
  ) : (
    <Navigate
      to={withReturnPath('/login', `${location.pathname}${location.search}${location.hash}`)}
      replace
    />
  );
}
