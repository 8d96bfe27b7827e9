import { waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { BusinessRequest } from '#domain/api/business.ts';
import { toCsv } from '../../compare/export/export-data.ts';
import { pageLoaded, renderApp } from '../../../testing/render-app.testkit.tsx';
import {
  activePlan,
  expectLocked,
  openSuite,
  servePremium,
  suiteCard,
} from '../shared/suite.testkit.tsx';
import { buildBusinessExport } from './business-export.ts';
import { businessAnswer } from './business.testkit.ts';

afterEach(() => vi.unstubAllGlobals());

const PLAN_REQUIRED = {
  message: 'Business Intelligence Suite needs the Navigator plan. Upgrade to use it.',
  fields: { requiredPlan: 'Navigator', feature: 'business_intelligence' },
};

/** The network is the one thing faked; the answer is built by the domain functions. */
const serve = (options: { subscription: object | null; status?: number }) =>
  servePremium<BusinessRequest>({
    subscription: options.subscription,
    path: '/api/premium/business',
    answer: businessAnswer,
    ...(options.status === 403 ? { planRequired: PLAN_REQUIRED } : {}),
  });

const suite = () => suiteCard('business-intelligence');

test('a Navigator sees the suite for the current pair: market first, then every tab', async () => {
  const bodies = serve({ subscription: activePlan('Navigator') });
  const { user } = renderApp('/premium', { signedIn: true });
  await pageLoaded();
  const market = await suite().findByTestId('business-market');
  expect(bodies[0]).toMatchObject({
    from: { city: 'Riyadh', country: 'Saudi Arabia' },
    to: { city: 'Bangkok', country: 'Thailand' },
    industry: 'tech',
    size: 'medium',
    scope: 'local',
  });
  // No open city figure is held: the national figures say so beside them.
  expect(market.textContent).toContain(
    'Thailand (national: no open figure for Bangkok alone is held)',
  );
  expect(market.textContent).toMatch(/US\$\d+\.\d bn \(2023\)/);
  await user.click(suite().getByRole('tab', { name: 'Talent Acquisition' }));
  expect(suite().getByTestId('business-talent').textContent).toMatch(
    /3\.5% \(2024\), Thailand \(national\)/,
  );
  expect(suite().getByTestId('business-talent').textContent).toContain('Labour force (national)');
  expect(
    within(suite().getByTestId('business-talent')).getByRole('region', {
      name: /Typical occupations in tech/,
    }).textContent,
  ).toContain('Occupation 15-1252');
  // Whose occupation structure each city uses is said on screen (ILOSTAT tables for both, issue 31).
  expect(suite().getByTestId('business-occupation-structure').textContent).toBe(
    'Saudi Arabia: the gap between occupation groups is its own (ILOSTAT, ISCO-08 major groups); within a group the US one. Thailand: the gap between occupation groups is its own (ILOSTAT, ISCO-08 major groups); within a group the US one.',
  );
  await user.click(suite().getByRole('tab', { name: 'Operational Costs' }));
  expect(suite().getByTestId('business-costs').textContent).toContain('200 staff');
  // Salaries at gross by country rules; employer contributions said to be left out.
  expect(suite().getByTestId('business-costs').textContent).toMatch(
    /withheld.*rules, tax year \d{4}/,
  );
  expect(suite().getByTestId('business-costs').textContent).toContain('Not included');
  // The corporate tax rate with its year where held (Riyadh), "Not held" elsewhere (Bangkok here).
  expect(suite().getByTestId('business-costs').textContent).toMatch(/20% \(2025\).*Not held/);
  expect(
    within(suite().getByTestId('business-costs'))
      .getByRole('link', { name: 'zatca.gov.sa' })
      .getAttribute('href'),
  ).toBe('https://zatca.gov.sa/en/');
  await user.click(suite().getByRole('tab', { name: 'Regulatory Landscape' }));
  expect(suite().getByTestId('business-regulatory').textContent).toMatch(/0\.60 \(2023\)/);
  await user.click(suite().getByRole('tab', { name: 'Strategic Scorecard' }));
  const card = suite().getByTestId('business-scorecard');
  expect(card.textContent).toMatch(/scores higher|within 2 points/);
  expect(within(card).getByRole('img').getAttribute('aria-label')).toContain('Market size');
});

test('the inputs go to the server and into the shared link', async () => {
  const bodies = serve({ subscription: activePlan('Navigator') });
  const { user } = await openSuite(suite, 'business-market');
  await user.selectOptions(suite().getByLabelText('Industry'), 'manufacturing');
  await user.selectOptions(suite().getByLabelText('Company size'), 'large');
  await user.selectOptions(suite().getByLabelText('Target market scope'), 'international');
  await user.click(suite().getByRole('button', { name: 'Analyze Business Environment' }));
  await waitFor(() =>
    expect(bodies.at(-1)).toMatchObject({
      industry: 'manufacturing',
      size: 'large',
      scope: 'international',
    }),
  );
  await waitFor(() =>
    expect(suite().getByTestId('business-market').textContent).toContain('World'),
  );
  const link = suite().getByRole('link', { name: 'Link to this business analysis' });
  expect(link.getAttribute('href')).toContain('bizSize=large');
  expect(link.getAttribute('href')).toContain('#business-intelligence');
});

test('a Voyager sees the upgrade prompt to Navigator and the suite is never fetched', async () => {
  const bodies = serve({ subscription: activePlan('Voyager') });
  await expectLocked(suite, 'Navigator', 'business-suite');
  expect(bodies).toEqual([]);
});

test('when the server answers 403 PLAN_REQUIRED the suite shows the upgrade prompt', async () => {
  serve({ subscription: activePlan('Navigator'), status: 403 });
  await expectLocked(suite, 'Navigator', 'business-market');
});

test('the export carries every tab; a larger company costs more in it', () => {
  const medium = buildBusinessExport(
    businessAnswer({ industry: 'tech', size: 'medium', scope: 'local' }),
    new Date('2026-11-25T12:00:00Z'),
  );
  const large = buildBusinessExport(
    businessAnswer({ industry: 'tech', size: 'large', scope: 'local' }),
    new Date('2026-11-25T12:00:00Z'),
  );
  const sections = new Set(medium.figures.map((f) => f.section));
  for (const s of [
    'Market Analysis',
    'Talent Acquisition',
    'Operational Costs',
    'Regulatory Landscape',
    'Strategic Scorecard',
  ])
    expect(sections, s).toContain(s);
  const total = (d: typeof medium) =>
    Number(d.figures.find((f) => f.label === 'Total a month')!.fromValue);
  expect(total(large)).toBeGreaterThan(total(medium));
  expect(toCsv(medium)).toContain('Weighted total');
});
