import { clearSession, getToken } from '../../lib/session.ts';
import { logoutCall } from './auth-api.ts';

/**
 * Sign out for real: revoke the token on the server (POST /api/auth/logout, SECURITY.md T2), then
 * clear `token` and `user` whatever the answer (spec §2: logout clears the session and goes to /login).
 * The header's Logout should call this rather than clearSession alone.
 */
export async function signOut(): Promise<void> {
  const token = getToken();
  if (token) await logoutCall(token).catch(() => undefined);
  clearSession();
}
