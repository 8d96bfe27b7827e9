import { clearSession, getToken } from '../../lib/session.ts';
import { logoutCall } from './auth-api.ts';

/**
 * Sign out for real: clear `token` and `user` at once (docs/product.md §2: logout clears the session and goes to
 * /login, so the guest-only /login must not still see a token), then revoke the token on the server
 * (POST /api/auth/logout, docs/security.md T2). A failed revoke is not the user's problem: the token is
 * gone from this browser either way.
 */
export async function signOut(): Promise<void> {
  const token = getToken();
  clearSession();
  if (token) await logoutCall(token).catch(() => undefined);
}
