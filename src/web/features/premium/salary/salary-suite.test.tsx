import { waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { SalaryRequest } from '#domain/api/salary.ts';
import { pageLoaded, renderApp } from '../../../testing/render-app.testkit.tsx';
import {
  activePlan,
  expectLocked,
  openSuite,
  servePremium,
  suiteCard,
} from '../shared/suite.testkit.tsx';
import { toCsv } from '../../compare/export/export-data.ts';
import { buildSalaryExport } from './salary-export.ts';
import { salaryAnswer } from './salary.testkit.ts';

afterEach(() => vi.unstubAllGlobals());

const PLAN_REQUIRED = {
  message: 'Salary Insights Hub needs the Voyager plan. Upgrade to use it.',
  fields: { requiredPlan: 'Voyager', feature: 'salary_insights' },
};

/** The network is the one thing faked; the answer is built by the domain functions. */
const serve = (options: { subscription: object | null; salaryStatus?: number }) =>
  servePremium<SalaryRequest>({
    subscription: options.subscription,
    path: '/api/premium/salary',
    answer: salaryAnswer,
    ...(options.salaryStatus === 403 ? { planRequired: PLAN_REQUIRED } : {}),
  });

const hub = () => suiteCard('salary-insights');

test('a Voyager sees the hub for the current pair: equivalence first, then every tab with figures', async () => {
  const bodies = serve({ subscription: activePlan('Voyager') });
  const { user } = renderApp('/premium', { signedIn: true });
  await pageLoaded();
  const eq = await hub().findByTestId('salary-equivalence');
  expect(bodies[0]).toMatchObject({
    from: { city: 'Riyadh', country: 'Saudi Arabia' },
    to: { city: 'Bangkok', country: 'Thailand' },
    industry: 'technology',
    role: 'software_engineer',
    experience: 'mid',
  });
  // No salary typed: none is sent; the answer starts from the origin's average wage and says so.
  expect(bodies[0]).not.toHaveProperty('salary');
  expect(eq.textContent).toContain('Rent');
  expect(within(eq).getByRole('img', { name: /Where the difference comes from/ })).toBeDefined();
  const expat = hub().getByTestId('salary-equivalent-gross').textContent;
  await user.click(within(eq).getByRole('radio', { name: /Digital nomad/ }));
  await waitFor(() =>
    expect(hub().getByTestId('salary-equivalent-gross').textContent).not.toBe(expat),
  );
  await user.click(hub().getByRole('tab', { name: 'Negotiation Range' }));
  const neg = hub().getByTestId('salary-negotiation');
  expect(neg.textContent).toContain('Software Developers (SOC 15-1252, ISCO-08 2512)');
  expect(neg.textContent).toContain('Modelled from US relativities');
  // Each country's own occupation-group gap is named with its survey and year (ILOSTAT, issue 31):
  // Saudi Arabia 11,696 / 6,748 = 1.73, Thailand 29,691.738 / 16,519.035 = 1.80, the US 1.38.
  expect(hub().getByTestId('salary-borrowed-structure').textContent).toBe(
    "Saudi Arabia uses its own occupation pay structure: professionals earn 1.73 times the average there against 1.38 in the United States (ILOSTAT, LFS - Labour Force Survey, 2022); the occupation's place within that group is the US one. Thailand uses its own occupation pay structure: professionals earn 1.80 times the average there against 1.38 in the United States (ILOSTAT, LFS - Labour Force Survey, 2024); the occupation's place within that group is the US one.",
  );
  await user.click(hub().getByRole('tab', { name: 'Take-home Pay' }));
  expect(hub().getByTestId('salary-takehome').textContent).toContain(
    'Thailand: published rules, tax year',
  );
  expect(hub().getByTestId('salary-takehome').textContent).toContain(
    "no salary entered: Riyadh's average gross wage",
  );
  // Every caveat the engine returns is on screen beside the net figure it qualifies.
  const notes = hub().getAllByTestId('salary-takehome-notes');
  expect(notes).toHaveLength(2);
  expect(notes[1]!.textContent).toContain('Single person, no children, tax resident, employee.');
  await user.click(hub().getByRole('tab', { name: 'Industry Comparison' }));
  const ind = hub().getByTestId('salary-industry');
  expect(ind.textContent).toContain('J. Information and communication');
  // One common difference, said once, not repeated on all 18 rows.
  expect(within(ind).getByTestId('salary-industry-common').textContent).toMatch(
    /in every industry: the gap between industries is the borrowed US one/,
  );
  expect(ind.textContent?.match(/%\)/g) ?? []).toHaveLength(0);
  expect(within(ind).getByRole('row', { current: true })).toBeDefined();
});

test('Analyze Salary sends the salary, industry, role and experience', async () => {
  const bodies = serve({ subscription: activePlan('Voyager') });
  const { user } = await openSuite(hub, 'salary-equivalence');
  const input = hub().getByLabelText('Current salary');
  await user.clear(input);
  await user.type(input, '120000');
  await user.selectOptions(hub().getByLabelText('Industry'), 'finance');
  await user.selectOptions(hub().getByLabelText('Role'), 'data_scientist');
  await user.selectOptions(hub().getByLabelText('Experience'), 'senior');
  await user.click(hub().getByRole('button', { name: 'Analyze Salary' }));
  await waitFor(() =>
    expect(bodies.at(-1)).toMatchObject({
      salary: 120000,
      industry: 'finance',
      role: 'data_scientist',
      experience: 'senior',
    }),
  );
});

test('a salary that is not a number is refused in the form, without a request', async () => {
  const bodies = serve({ subscription: activePlan('Voyager') });
  const { user } = await openSuite(hub, 'salary-equivalence');
  const sent = bodies.length;
  const input = hub().getByLabelText('Current salary');
  await user.clear(input);
  await user.type(input, 'lots');
  await user.click(hub().getByRole('button', { name: 'Analyze Salary' }));
  expect(hub().getByRole('alert').textContent).toBe('Enter a salary greater than 0');
  expect(bodies.length).toBe(sent);
});

test('a free account sees the upgrade prompt and no figures; the hub is never fetched', async () => {
  const bodies = serve({ subscription: null });
  renderApp('/premium', { signedIn: true });
  await pageLoaded();
  const link = await hub().findByRole('link', { name: 'Upgrade to Voyager' });
  expect(link.closest('[role="status"]')).not.toBeNull();
  expect(hub().queryByTestId('salary-suite')).toBeNull();
  expect(bodies).toEqual([]);
});

test('when the server answers 403 PLAN_REQUIRED the hub shows the upgrade prompt instead of figures', async () => {
  serve({ subscription: activePlan('Voyager'), salaryStatus: 403 });
  await expectLocked(hub, 'Voyager', 'salary-equivalence');
});

test('the hub exports every tab with its sources', () => {
  const data = salaryAnswer({ from: { city: 'a' }, to: { city: 'b' }, role: 'designer' });
  const doc = buildSalaryExport(data, 'nomad', new Date('2026-11-25T12:00:00Z'));
  expect(doc.title).toBe('Parity salary: Riyadh (SAR) to Bangkok (THB), designer');
  const sections = new Set(doc.figures.map((f) => f.section));
  for (const s of [
    'Salary Equivalence (nomad)',
    'Take-home Pay: Riyadh',
    'Take-home Pay: Bangkok',
    'Negotiation Range',
    'Industry Comparison',
  ])
    expect(sections, s).toContain(s);
  expect(toCsv(doc)).toContain('SOC 15-1255');
});
