import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { RouteError } from './route-error.tsx';

afterEach(cleanup);

function renderThrowing(error: Error) {
  // React and the router report the caught error on console.error; here that is expected.
  vi.mocked(console.error).mockImplementation(() => undefined);
  const Throw = () => {
    throw error;
  };
  const router = createMemoryRouter([
    { path: '/', element: <Throw />, errorElement: <RouteError /> },
  ]);
  render(<RouterProvider router={router} />);
}

test('a page that throws shows Something went wrong with its message and Try Again', () => {
  renderThrowing(new Error('Error loading data: boom'));
  expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeDefined();
  expect(screen.getByText('Error loading data: boom')).toBeDefined();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeDefined();
});

test('a page whose code vanished after a deploy asks for a reload instead', () => {
  renderThrowing(
    new TypeError('Failed to fetch dynamically imported module: /assets/home-page-abc.js'),
  );
  expect(
    screen.getByRole('heading', { level: 1, name: 'A new version of Parity is available' }),
  ).toBeDefined();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
});
