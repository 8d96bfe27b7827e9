import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { clearSession, getStoredUser, getToken, setSession, useSession } from './session.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function Probe() {
  const { isAuthenticated, user } = useSession();
  return <p>{isAuthenticated ? `in as ${user?.email ?? '?'}` : 'signed out'}</p>;
}

test('setSession stores token and user under the spec keys, clearSession removes both', () => {
  setSession('t1', { id: 'u1', email: 'ada@example.com', name: 'Ada' });
  expect(window.localStorage.getItem('token')).toBe('t1');
  expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual({
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
  });
  expect(getToken()).toBe('t1');
  expect(getStoredUser()?.email).toBe('ada@example.com');
  clearSession();
  expect(getToken()).toBeNull();
  expect(getStoredUser()).toBeNull();
});

test('a corrupt user record reads as no user', () => {
  window.localStorage.setItem('user', '{not json');
  expect(getStoredUser()).toBeNull();
  window.localStorage.setItem('user', '{"name":"no id"}');
  expect(getStoredUser()).toBeNull();
});

test('useSession re-renders on changes in this tab and in other tabs', () => {
  render(<Probe />);
  expect(screen.getByText('signed out')).toBeDefined();
  act(() => setSession('t1', { id: 'u1', email: 'ada@example.com' }));
  expect(screen.getByText('in as ada@example.com')).toBeDefined();
  act(() => {
    // Another tab signs out: this tab only hears the storage event.
    window.localStorage.removeItem('token');
    window.localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
  });
  expect(screen.getByText('signed out')).toBeDefined();
});
