import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { routePreloadSource } from './vite-route-preload.ts';

const ROUTES = {
  '/home': {
    files: ['assets/compare-screen-a1.js', 'assets/compare-screen-b2.css'],
    signedIn: true,
  },
  '/': { files: ['assets/landing-page-c3.js'], signedIn: false },
};

interface Link {
  rel: string;
  href: string;
  crossOrigin: string | null;
}

/** Run the generated script as a browser would, at `pathname`, with or without a stored token. */
function linksAdded(pathname: string, token: string | null, storageThrows = false): Link[] {
  const head: Link[] = [];
  const window = {
    location: { pathname },
    get localStorage() {
      if (storageThrows) throw new Error('SecurityError: storage is disabled');
      return { getItem: (key: string) => (key === 'token' ? token : null) };
    },
  };
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: Link) => head.push(link) },
  };
  runInNewContext(routePreloadSource(ROUTES), { window, document });
  return head;
}

test('a signed-in visitor opening /home preloads the tool chunk and links its stylesheet', () => {
  expect(linksAdded('/home', 'token-value')).toEqual([
    { rel: 'modulepreload', href: '/assets/compare-screen-a1.js', crossOrigin: '' },
    { rel: 'stylesheet', href: '/assets/compare-screen-b2.css', crossOrigin: '' },
  ]);
  // A trailing slash is the same route.
  expect(linksAdded('/home/', 'token-value')).toHaveLength(2);
});

test('a guest opening /home is sent to /login by the guard, so nothing is preloaded for it', () => {
  expect(linksAdded('/home', null)).toEqual([]);
});

test('the landing page preloads for guests only (signed-in visitors are sent to /home)', () => {
  expect(linksAdded('/', null).map((l) => l.href)).toEqual(['/assets/landing-page-c3.js']);
  expect(linksAdded('/', 'token-value')).toEqual([]);
});

test('other routes, and browsers whose storage throws, get no preloads and no error', () => {
  expect(linksAdded('/pricing', 'token-value')).toEqual([]);
  expect(linksAdded('/home', 'token-value', true)).toEqual([]);
});
