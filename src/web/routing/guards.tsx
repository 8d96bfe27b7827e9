/**
 * Route guards (spec §2 route table, §6: "Authentication is decided by a stored token").
 *   <GuestOnly/>   signed-in users are sent to /home (landing, login, signup, password and OTP screens)
 *   <SignedInOnly/> guests are sent to /login (/home, /premium)
 * Both render the matched child route through <Outlet/>. They read the session reactively, so a
 * login or logout (in this tab or another) moves the user at once.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session.ts';

export function GuestOnly() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <Navigate to="/home" replace /> : <Outlet />;
}

export function SignedInOnly() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  // `from` lets the sign-in screen send the user back where they were going, if it wants to.
  return isAuthenticated ? (
    <Outlet />
  ) : (
    <Navigate to="/login" replace state={{ from: location.pathname }} />
  );
}
