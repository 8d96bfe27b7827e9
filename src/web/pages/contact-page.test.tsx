// Issue 34 item 7 (ADR 161): the contact page shows no invented phone, address or social accounts.
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { pageLoaded, renderApp } from '../testing/render-app.testkit.tsx';

test('the contact page says plainly how to reach us, with no placeholder facts', async () => {
  renderApp('/contact');
  await pageLoaded();
  const main = screen.getByRole('main');
  expect(main.textContent).not.toMatch(/555|placeholder|Example Street|Follow us/i);
  expect(main.querySelector('a[href*="parity.example/"]')).toBeNull();
  expect(main.querySelector('a[href^="tel:"]')).toBeNull();
  expect(screen.getByTestId('only-online').textContent).toContain('no phone line');
});
