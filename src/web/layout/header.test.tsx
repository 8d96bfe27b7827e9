import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { pageLoaded, renderApp } from '../testing/render-app.testkit.tsx';

test('the theme toggle switches to dark, sets the class on <html> and remembers the choice', async () => {
  const { user } = renderApp('/about');
  await pageLoaded();
  const toggle = screen.getByRole('button', { name: 'Toggle theme' });
  expect(document.documentElement.classList.contains('dark')).toBe(false);
  expect(toggle.getAttribute('aria-pressed')).toBe('false');

  await user.click(toggle);
  expect(document.documentElement.classList.contains('dark')).toBe(true);
  expect(window.localStorage.getItem('theme')).toBe('dark');
  expect(toggle.getAttribute('aria-pressed')).toBe('true');

  await user.click(toggle);
  expect(document.documentElement.classList.contains('dark')).toBe(false);
  expect(window.localStorage.getItem('theme')).toBe('light');
});

test('a saved dark theme is applied when the app starts', async () => {
  window.localStorage.setItem('theme', 'dark');
  renderApp('/about');
  await pageLoaded();
  expect(screen.getByRole('button', { name: 'Toggle theme' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
});

test('guests see Login and Sign Up and the visitor links, not Premium Features or the user menu', async () => {
  renderApp('/about');
  await pageLoaded();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  for (const name of ['Pricing', 'About', 'Contact', 'Sources'])
    expect(within(nav).getByRole('link', { name })).toBeDefined();
  expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
  expect(within(nav).queryByRole('link', { name: 'Premium Features' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'User menu' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Parity' }).getAttribute('href')).toBe('/');
});

test('signed-in users see Premium Features and the user menu instead of Login and Sign Up', async () => {
  renderApp('/about', { signedIn: true });
  await pageLoaded();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Premium Features' }).getAttribute('href')).toBe(
    '/premium',
  );
  expect(screen.getByRole('button', { name: 'User menu' })).toBeDefined();
  expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
});

test('the user menu opens, closes on an outside click and on Escape', async () => {
  const { user } = renderApp('/about', { signedIn: true });
  await pageLoaded();
  const button = screen.getByRole('button', { name: 'User menu' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();

  await user.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');

  await user.click(screen.getByRole('heading', { level: 1 }));
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();

  await user.click(button);
  await user.keyboard('{Escape}');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(button);
});

test('Logout clears the session and goes to /login', async () => {
  const { user, router } = renderApp('/about', { signedIn: true });
  await pageLoaded();
  await user.click(screen.getByRole('button', { name: 'User menu' }));
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(window.localStorage.getItem('user')).toBeNull();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeDefined();
});

test('the mobile menu toggles, and its Home link goes to /home', async () => {
  const { user, router } = renderApp('/about');
  await pageLoaded();
  const button = screen.getByRole('button', { name: 'Open menu' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

  await user.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  const mobile = screen.getByRole('navigation', { name: 'Mobile' });
  expect(within(mobile).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
  expect(within(mobile).getByRole('link', { name: 'Sign Up' })).toBeDefined();

  await user.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

  // Following a link closes the menu; a guest's Home lands on /login (the /home guard).
  await user.click(button);
  await user.click(
    within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Home' }),
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(button.getAttribute('aria-expanded')).toBe('false');
});

test('the footer shows the current year and About, Contact, Sources, Terms, Privacy and Developers links that scroll to the top', async () => {
  const { user } = renderApp('/about');
  await pageLoaded();
  const footer = screen.getByRole('contentinfo');
  expect(
    within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Parity`)),
  ).toBeDefined();
  const footerNav = within(footer).getByRole('navigation', { name: 'Footer' });
  expect(
    within(footerNav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['About', 'Contact', 'Sources', 'Terms', 'Privacy', 'Developers']);
  await user.click(within(footerNav).getByRole('link', { name: 'Contact' }));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
});
