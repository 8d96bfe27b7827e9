import { expect, test } from 'vitest';
import { returnPathSubject, safeReturnPath, withReturnPath } from './return-path.ts';

const SHARED =
  '/home?from=EUR&to=EUR&fromCity=Lisbon&fromCountry=Portugal&fromCountryCode=PT&toCity=Berlin&toCountry=Germany&toCountryCode=DE&amount=250&tab=food';

test('a same-site path with its query comes back unchanged', () => {
  expect(safeReturnPath(SHARED)).toBe(SHARED);
  expect(safeReturnPath('/premium#salary-insights')).toBe('/premium#salary-insights');
});

test.each([
  ['an absolute URL', 'https://evil.example/home'],
  ['a protocol-relative URL', '//evil.example/home'],
  ['a backslash that browsers read as a slash', '/\\evil.example'],
  ['a backslash later in the path', '/home\\..\\\\evil.example'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a tab that parsers strip into //', '/\t/evil.example'],
  ['a newline', '/home\n//evil.example'],
  ['a relative path without a leading slash', 'home?from=EUR'],
  ['an empty string', ''],
  ['a path longer than 2048 characters', `/home?x=${'a'.repeat(2050)}`],
])('%s is refused', (_name, raw) => {
  expect(safeReturnPath(raw)).toBeNull();
});

test('nothing, or a non-string, is refused', () => {
  expect(safeReturnPath(null)).toBeNull();
  expect(safeReturnPath(undefined)).toBeNull();
});

test('account screens are refused, so signing in never loops back to sign-in', () => {
  for (const path of ['/', '/login?next=/home', '/signup', '/otp-email-verification']) {
    expect(safeReturnPath(path), path).toBeNull();
  }
});

test('an encoded // stays a path on this site', () => {
  expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
});

test('a shared comparison is named by its two cities', () => {
  expect(returnPathSubject(SHARED)).toBe('Lisbon vs Berlin');
});

test('a comparison given by currencies only is named by its currencies', () => {
  expect(returnPathSubject('/home?from=jpy&to=KRW')).toBe('JPY vs KRW');
  expect(returnPathSubject('/home')).toBe('your comparison');
});

test('the premium page is named; other pages and unsafe paths are not', () => {
  expect(returnPathSubject('/premium')).toBe('Premium Features');
  expect(returnPathSubject('/profile')).toBeNull();
  expect(returnPathSubject('//evil.example/home?fromCity=A&toCity=B')).toBeNull();
  expect(returnPathSubject(null)).toBeNull();
});

test('the sign-in address carries the return path encoded, and only a safe one', () => {
  expect(withReturnPath('/login', '/home?from=EUR&to=JPY')).toBe(
    '/login?next=%2Fhome%3Ffrom%3DEUR%26to%3DJPY',
  );
  expect(withReturnPath('/login', 'https://evil.example')).toBe('/login');
  expect(withReturnPath('/signup', null)).toBe('/signup');
});
