// The Business suite against figures read by hand from their files (issue 31, listed in
// docs/methods/premium-business.md §7): each national figure is the country's own WDI value with its
// year, shown as national beside a city; corporate tax is the year's rate with its law.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { businessResponseSchema, type BusinessData } from '#domain/api/business.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.testkit.ts';
import { createUser, type TestUser } from '../billing/billing.testkit.ts';
import { corporateTaxFor, loadBusinessFacts } from './business-data.ts';

let t: TestApp;
let navigator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  navigator = await createUser(t, 'navi');
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/payments/local-checkout',
    headers: navigator.auth,
    payload: { planName: 'Navigator', billingPeriod: 'month' },
  });
  expect(bought.statusCode, bought.body).toBe(200);
});
afterAll(async () => t?.close());

async function answer(from: [string, string], to: [string, string]): Promise<BusinessData> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/premium/business',
    headers: navigator.auth,
    payload: {
      from: { city: from[0], country: from[1] },
      to: { city: to[0], country: to[1] },
      industry: 'tech',
      size: 'medium',
      scope: 'local',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return businessResponseSchema.strict().parse(res.json()).data;
}

const LONDON: [string, string] = ['London', 'United Kingdom'];
const BERLIN: [string, string] = ['Berlin', 'Germany'];
const BANGKOK: [string, string] = ['Bangkok', 'Thailand'];

test('London’s labour force is the UK’s (WDI SL.TLF.TOTL.IN 2024: 35,126,200), labelled national', async () => {
  const d = await answer(LONDON, BERLIN);
  expect(d.from.talent.labourForce).toMatchObject({ value: 35_126_200, year: 2024 });
  expect(d.from.talent.area).toBe('United Kingdom (national)');
});

test('Berlin’s labour force is Germany’s (2024: 43,483,200), labelled national', async () => {
  const d = await answer(LONDON, BERLIN);
  expect(d.to.talent.labourForce).toMatchObject({ value: 43_483_200, year: 2024 });
  expect(d.to.talent.area).toBe('Germany (national)');
});

test('Bangkok’s local market is Thailand’s GDP (2023: US$514,969,000,000 → 515.0 bn), said national', async () => {
  const d = await answer(LONDON, BANGKOK);
  expect(d.to.market.gdpBillions).toMatchObject({ value: 515, year: 2023 });
  expect(d.to.market.area).toBe('Thailand (national: no open figure for Bangkok alone is held)');
});

test('Thailand’s unemployment is WDI SL.UEM.TOTL.ZS 2024 = 0.693% (ILO modelled), with its year', async () => {
  const d = await answer(LONDON, BANGKOK);
  expect(d.to.talent.unemployment).toMatchObject({ value: 0.693, year: 2024 });
});

test('the UK’s GDP per head is WDI NY.GDP.PCAP.CD 2023 = US$49,463.9', async () => {
  const d = await answer(LONDON, BANGKOK);
  expect(d.from.market.gdpPerHead).toMatchObject({ value: 49_463.9, year: 2023 });
});

test('corporate tax read in 2026: UK 25% (2025, gov.uk), Germany 15% (2025, KStG § 23), Thailand 20%', () => {
  const held = loadBusinessFacts().corporateTax;
  expect(corporateTaxFor(held.get('GBR'), 2026)).toMatchObject({ rate: 25, year: 2025 });
  expect(corporateTaxFor(held.get('GBR'), 2026)!.source).toMatch(/gov\.uk\/corporation-tax-rates/);
  expect(corporateTaxFor(held.get('DEU'), 2026)).toMatchObject({ rate: 15, year: 2025 });
  expect(corporateTaxFor(held.get('DEU'), 2026)!.source).toMatch(/kstg_1977\/__23/);
  expect(corporateTaxFor(held.get('THA'), 2026)).toMatchObject({ rate: 20, year: 2025 });
});

test('London’s developers: the UK’s own gap for professionals, ×0.89048 of the US shape (ILOSTAT 2025)', async () => {
  const d = await answer(LONDON, BERLIN);
  const dev = (s: BusinessData['from']) => s.talent.occupations.find((o) => o.soc === '15-1252')!;
  // Software developers' median over the city's gross monthly pay: US multiple 132,270 / 65,470 =
  // 2.02032 (BLS OEWS May 2023), × the country factor.
  const ratio = (s: BusinessData['from']) => dev(s).median! / s.costs.payroll.grossMonthly;
  expect(ratio(d.from)).toBeCloseTo((132_270 / 65_470) * 0.89048, 3);
  expect(ratio(d.to)).toBeCloseTo((132_270 / 65_470) * 0.98944, 3);
  expect(dev(d.from).structure).toBe('country');
});
