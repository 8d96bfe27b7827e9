/**
 * The signed-in session, kept in localStorage as docs/product.md says (§3 Session, §9 keys `token`, `user`).
 *
 * API (stable; other features build on it):
 *   getToken(): string | null                  the stored bearer token
 *   getStoredUser(): StoredUser | null         the stored user record (key `user`), parsed defensively
 *   setSession(token, user): void              after login / OTP verification
 *   clearSession(): void                       logout, or a 401 on an authenticated request
 *   useSession(): { token, user, isAuthenticated }
 *                                              re-renders on any change, in this tab (setSession /
 *                                              clearSession) and in other tabs (the `storage` event)
 *
 * Route guards decide by the stored token (docs/product.md §6: "Authentication is decided by a stored token").
 */
import { useSyncExternalStore } from 'react';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** The user record the login call returns (docs/product.md §7: data.user has id, email, name). */
export interface StoredUser {
  id: string;
  email: string;
  name?: string;
  [extra: string]: unknown;
}

export interface Session {
  token: string | null;
  user: StoredUser | null;
  isAuthenticated: boolean;
}

const CHANGE_EVENT = 'parity:session';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policy): behave as signed out
  }
}

export function getToken(): string | null {
  const token = read(TOKEN_KEY);
  return token !== null && token !== '' ? token : null;
}

function parseUser(raw: string | null): StoredUser | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'id' in value && 'email' in value) {
      return value as StoredUser;
    }
  } catch {
    // a corrupt record is treated as absent
  }
  return null;
}

export function getStoredUser(): StoredUser | null {
  return parseUser(read(USER_KEY));
}

export function setSession(token: string, user: StoredUser): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(USER_KEY);
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore needs a snapshot that is identical while nothing changed: cache the parsed
// session by the two raw strings it came from.
let cachedKey: string | null = null;
let cachedSession: Session = { token: null, user: null, isAuthenticated: false };

function snapshot(): Session {
  const token = getToken();
  const rawUser = read(USER_KEY);
  const key = `${token ?? ''}\u0000${rawUser ?? ''}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSession = { token, user: parseUser(rawUser), isAuthenticated: token !== null };
  }
  return cachedSession;
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
