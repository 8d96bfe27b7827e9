import { waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { RelocationRequest } from '#domain/api/relocation.ts';
import { toCsv } from '../../compare/export/export-data.ts';
import { pageLoaded, renderApp } from '../../../testing/render-app.testkit.tsx';
import {
  activePlan,
  expectLocked,
  openSuite,
  servePremium,
  suiteCard,
} from '../shared/suite.testkit.tsx';
import { buildRelocationExport } from './relocation-export.ts';
import { relocationAnswer } from './relocation.testkit.ts';

afterEach(() => vi.unstubAllGlobals());

const PLAN_REQUIRED = {
  message: 'Relocation Intelligence Suite needs the Navigator plan. Upgrade to use it.',
  fields: { requiredPlan: 'Navigator', feature: 'relocation_intelligence' },
};

/** The network is the one thing faked; the answer is built by the domain functions. */
const serve = (options: { subscription: object | null; status?: number }) =>
  servePremium<RelocationRequest & Required<Pick<RelocationRequest, 'familySize' | 'lifestyle'>>>({
    subscription: options.subscription,
    path: '/api/premium/relocation',
    answer: (body) =>
      relocationAnswer({
        housingBudget: body.housingBudget,
        familySize: body.familySize,
        lifestyle: body.lifestyle,
      }),
    ...(options.status === 403 ? { planRequired: PLAN_REQUIRED } : {}),
  });

const suite = () => suiteCard('relocation-intelligence');

test('a Navigator sees the suite for the current pair: moving costs first, then every tab', async () => {
  const bodies = serve({ subscription: activePlan('Navigator') });
  const { user } = renderApp('/premium', { signedIn: true });
  await pageLoaded();
  const moving = await suite().findByTestId('relocation-moving');
  expect(bodies[0]).toMatchObject({
    from: { city: 'Riyadh', country: 'Saudi Arabia' },
    to: { city: 'Bangkok', country: 'Thailand' },
    familySize: 2,
    lifestyle: 'moderate',
  });
  // No budget typed: none is sent, and the server's answer starts from the origin's rent, said so.
  expect(bodies[0]).not.toHaveProperty('housingBudget');
  expect(moving.textContent).toContain('Rental deposit');
  expect(moving.textContent).toContain('Not priced');
  await user.click(suite().getByRole('tab', { name: 'Neighborhoods' }));
  expect(suite().getByTestId('relocation-neighborhoods').textContent).toContain('modelled');
  // Bangkok's section is a district; Nonthaburi, a town of its own, is a commuter town.
  const districts = suite().getByRole('table', { name: 'Districts of Bangkok by match score' });
  expect(districts.textContent).toContain('Makkasan');
  expect(districts.textContent).not.toContain('Nonthaburi');
  expect(suite().getByTestId('relocation-commuter-towns').textContent).toContain(
    'Mueang Nonthaburi',
  );
  expect(suite().getByTestId('relocation-neighborhoods').textContent).toContain(
    'what such a flat costs in the centre of Riyadh',
  );
  await user.click(suite().getByRole('tab', { name: 'Education' }));
  expect(suite().getByTestId('relocation-education').textContent).toMatch(/48\.75 \(2023\)/);
  await user.click(suite().getByRole('tab', { name: 'Healthcare' }));
  expect(suite().getByTestId('relocation-healthcare').textContent).toContain('Not held');
  await user.click(suite().getByRole('tab', { name: 'Cultural' }));
  const cultural = suite().getByTestId('relocation-cultural');
  expect(within(cultural).getByRole('meter', { name: 'Adaptation difficulty' })).toBeDefined();
  expect(cultural.textContent).toContain('Traffic drives on the left, not the right as at home.');
});

test('the inputs go to the server and into the link; a bad budget is refused without a request', async () => {
  const bodies = serve({ subscription: activePlan('Navigator') });
  const { user } = await openSuite(suite, 'relocation-moving');
  const budget = suite().getByLabelText('Monthly housing budget');
  await user.clear(budget);
  await user.type(budget, 'lots');
  const sent = bodies.length;
  await user.click(suite().getByRole('button', { name: 'Update relocation figures' }));
  expect(suite().getByRole('alert').textContent).toBe('Enter an amount greater than 0');
  expect(bodies.length).toBe(sent);
  await user.clear(budget);
  await user.type(budget, '4000');
  await user.selectOptions(suite().getByLabelText('Family size'), '4');
  await user.selectOptions(suite().getByLabelText('Lifestyle'), 'luxury');
  await user.click(suite().getByRole('button', { name: 'Update relocation figures' }));
  await waitFor(() =>
    expect(bodies.at(-1)).toMatchObject({
      housingBudget: 4000,
      currency: 'SAR',
      familySize: 4,
      lifestyle: 'luxury',
    }),
  );
  const link = suite().getByRole('link', { name: 'Link to this relocation view' });
  expect(link.getAttribute('href')).toContain('familySize=4');
  expect(link.getAttribute('href')).toContain('#relocation-intelligence');
});

test('a Voyager sees the upgrade prompt to Navigator and the suite is never fetched', async () => {
  const bodies = serve({ subscription: activePlan('Voyager') });
  await expectLocked(suite, 'Navigator', 'relocation-suite');
  expect(bodies).toEqual([]);
});

test('when the server answers 403 PLAN_REQUIRED the suite shows the upgrade prompt', async () => {
  serve({ subscription: activePlan('Navigator'), status: 403 });
  await expectLocked(suite, 'Navigator', 'relocation-moving');
});

test('the export carries every tab with its basis', () => {
  const data = relocationAnswer({ housingBudget: 1500, familySize: 4, lifestyle: 'moderate' });
  const doc = buildRelocationExport(data, new Date('2026-11-22T12:00:00Z'));
  expect(doc.title).toBe('Parity relocation: Riyadh (SAR) to Bangkok (THB)');
  const sections = new Set(doc.figures.map((f) => f.section));
  for (const s of ['Moving costs', 'Neighborhoods', 'Education', 'Healthcare', 'Cultural'])
    expect(sections, s).toContain(s);
  expect(toCsv(doc)).toContain('School deposits');
});
