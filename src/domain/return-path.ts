/**
 * Where a visitor goes back to after signing in (issue 19 §1): the page and query they came from,
 * carried as `/login?next=…`. The value comes from a URL, so anyone can write it: only a relative
 * path on this site is ever followed (OWASP Unvalidated Redirects and Forwards cheat sheet), never an
 * absolute URL, a protocol-relative `//host`, a backslash trick (`/\host`, which browsers read as
 * `//host`) or a `javascript:` URL.
 */

/** A stand-in origin for parsing: a path that resolves outside it was not a relative path. */
const BASE = 'https://parity.invalid';
const MAX_LENGTH = 2048;

/** Screens that would send the visitor round in a circle (sign-in, sign-up, codes, passwords). */
const ACCOUNT_SCREENS = new Set([
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/otp-email-verification',
  '/otp-reset-verification',
]);

/**
 * The path to return to, normalised (`/home?from=EUR…`), or null when `raw` is not a same-origin
 * relative path worth returning to.
 *
 * @example
 * safeReturnPath('/home?from=EUR&to=JPY'); // '/home?from=EUR&to=JPY'
 * safeReturnPath('//evil.example/home'); // null
 * safeReturnPath('https://evil.example'); // null
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // Relative to this site's root only; browsers treat '\' as '/' in URLs, so none is accepted.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Tabs and newlines are stripped by URL parsers ('/\t/evil' becomes '//evil'); no control character.
  for (const ch of raw) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (ACCOUNT_SCREENS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * What a return path shows, in words a sign-in screen can finish ("Sign in to see …"): the two cities
 * of a shared comparison ("Lisbon vs Berlin"), else its currencies ("JPY vs KRW"), else the page.
 * Null for a path with nothing worth naming.
 *
 * @example
 * returnPathSubject('/home?fromCity=Lisbon&toCity=Berlin'); // 'Lisbon vs Berlin'
 * returnPathSubject('/premium'); // 'Premium Features'
 */
export function returnPathSubject(path: string | null): string | null {
  const safe = safeReturnPath(path);
  if (safe === null) return null;
  const url = new URL(safe, BASE);
  if (url.pathname === '/premium') return 'Premium Features';
  if (url.pathname !== '/home') return null;
  const params = url.searchParams;
  const name = (key: string) => params.get(key)?.trim().slice(0, 80) ?? '';
  const fromCity = name('fromCity');
  const toCity = name('toCity');
  if (fromCity && toCity) return `${fromCity} vs ${toCity}`;
  const from = name('from').toUpperCase();
  const to = name('to').toUpperCase();
  if (/^[A-Z]{3}$/.test(from) && /^[A-Z]{3}$/.test(to)) return `${from} vs ${to}`;
  return 'your comparison';
}

/**
 * The sign-in (or sign-up) address that comes back to `path` afterwards.
 *
 * @example
 * withReturnPath('/login', '/home?from=EUR'); // '/login?next=%2Fhome%3Ffrom%3DEUR'
 * withReturnPath('/login', null); // '/login'
 */
export function withReturnPath(screen: string, path: string | null): string {
  const safe = safeReturnPath(path);
  return safe === null ? screen : `${screen}?${new URLSearchParams({ next: safe }).toString()}`;
}
