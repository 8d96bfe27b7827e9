import { waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { InvestmentRequest } from '#domain/api/investment.ts';
import type { Horizon, Risk } from '#domain/premium/investment/portfolio.ts';
import { toCsv } from '../../compare/export/export-data.ts';
import { pageLoaded, renderApp } from '../../../testing/render-app.testkit.tsx';
import {
  activePlan,
  expectLocked,
  openSuite,
  servePremium,
  suiteCard,
} from '../shared/suite.testkit.tsx';
import { buildInvestmentExport } from './investment-export.ts';
import { investmentAnswer } from './investment.testkit.ts';

afterEach(() => vi.unstubAllGlobals());

const PLAN_REQUIRED = {
  message: 'Investment Opportunity Analyzer needs the Navigator plan. Upgrade to use it.',
  fields: { requiredPlan: 'Navigator', feature: 'investment_analyzer' },
};

/** The network is the one thing faked; the answer is built by the domain functions. */
const serve = (options: { subscription: object | null; status?: number }) =>
  servePremium<InvestmentRequest>({
    subscription: options.subscription,
    path: '/api/premium/investment',
    answer: (body) =>
      investmentAnswer({
        amount: body.amount,
        horizon: body.horizon as Horizon,
        risk: body.risk as Risk,
      }),
    ...(options.status === 403 ? { planRequired: PLAN_REQUIRED } : {}),
  });

const suite = () => suiteCard('investment-analyzer');

test('a Navigator sees the analyzer for the current pair: real estate first, then every tab', async () => {
  const bodies = serve({ subscription: activePlan('Navigator') });
  const { user } = renderApp('/premium', { signedIn: true });
  await pageLoaded();
  const realEstate = await suite().findByTestId('investment-real-estate');
  expect(bodies[0]).toMatchObject({
    from: { city: 'Riyadh', country: 'Saudi Arabia' },
    to: { city: 'Bangkok', country: 'Thailand' },
    horizon: 5,
    risk: 'medium',
  });
  // No amount typed: none is sent; the answer starts from a flat at home and says so.
  expect(bodies[0]).not.toHaveProperty('amount');
  expect(suite().getByTestId('investment-amount-basis').textContent).toContain(
    'what a 50 m² flat outside the centre of Riyadh',
  );
  expect(realEstate.textContent).toContain('Bangkok');
  expect(realEstate.textContent).toContain('Price per m²');
  await user.click(suite().getByRole('tab', { name: 'Stocks' }));
  expect(suite().getByTestId('investment-stocks').textContent).toMatch(/Mean annual return/);
  await user.click(suite().getByRole('tab', { name: 'Bonds' }));
  expect(suite().getByTestId('investment-bonds').textContent).toMatch(/\d/);
  await user.click(suite().getByRole('tab', { name: 'Currency Risk' }));
  expect(suite().getByTestId('investment-currency').textContent).toContain('THB');
  await user.click(suite().getByRole('tab', { name: 'Portfolio Builder' }));
  const portfolio = suite().getByTestId('investment-portfolio');
  expect(portfolio.textContent).toMatch(/not investment advice/);
  expect(within(portfolio).getByTestId('portfolio-chart')).toBeDefined();
});

test('the inputs go to the server and into the link; a bad amount is refused without a request', async () => {
  const bodies = serve({ subscription: activePlan('Navigator') });
  const { user } = await openSuite(suite, 'investment-real-estate');
  const amount = suite().getByLabelText(/Investment amount/);
  await user.clear(amount);
  await user.type(amount, 'a lot');
  const sent = bodies.length;
  await user.click(suite().getByRole('button', { name: 'Analyze Opportunities' }));
  expect(suite().getByRole('alert').textContent).toMatch(/amount/i);
  expect(bodies.length).toBe(sent);
  await user.clear(amount);
  await user.type(amount, '250000');
  await user.selectOptions(suite().getByLabelText('Horizon'), '20');
  await user.selectOptions(suite().getByLabelText('Risk tolerance'), 'high');
  await user.click(suite().getByRole('button', { name: 'Analyze Opportunities' }));
  await waitFor(() =>
    expect(bodies.at(-1)).toMatchObject({ amount: 250000, horizon: 20, risk: 'high' }),
  );
  const link = suite().getByRole('link', { name: 'Link to this analysis' });
  expect(link.getAttribute('href')).toContain('horizon=20');
  expect(link.getAttribute('href')).toContain('#investment-analyzer');
});

test('a Voyager sees the upgrade prompt to Navigator and the analyzer is never fetched', async () => {
  const bodies = serve({ subscription: activePlan('Voyager') });
  await expectLocked(suite, 'Navigator', 'investment-suite');
  expect(bodies).toEqual([]);
});

test('when the server answers 403 PLAN_REQUIRED the analyzer shows the upgrade prompt', async () => {
  serve({ subscription: activePlan('Navigator'), status: 403 });
  await expectLocked(suite, 'Navigator', 'investment-real-estate');
});

test('the export carries every tab; a longer horizon widens the portfolio range', () => {
  const five = investmentAnswer({ amount: 100000, horizon: 5, risk: 'medium' });
  const twenty = investmentAnswer({ amount: 100000, horizon: 20, risk: 'medium' });
  const width = (d: typeof five) => d.portfolio.outcome.high - d.portfolio.outcome.low;
  expect(width(twenty)).toBeGreaterThan(width(five));
  const doc = buildInvestmentExport(five, new Date('2026-11-22T12:00:00Z'));
  expect(doc.title).toBe('Parity investment: Riyadh (SAR) to Bangkok (THB), 5 years, medium risk');
  const sections = new Set(doc.figures.map((f) => f.section));
  for (const s of ['Real Estate', 'Stocks', 'Bonds', 'Currency Risk'])
    expect(
      [...sections].some((x) => x.startsWith(s)),
      s,
    ).toBe(true);
  expect(toCsv(doc)).toContain('Portfolio Builder');
});
