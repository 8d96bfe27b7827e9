// POST /api/premium/relocation (issue 15): entitlement, validation, and figures that follow the pair,
// the budget, the family and the lifestyle, through the real app.
import { expect, test } from 'vitest';
import { relocationApi, type RelocationData } from '#domain/api/relocation.ts';
import { premiumSuite } from '../../testing/premium-suite.testkit.ts';

const suite = premiumSuite(relocationApi.answer);
const { ask, answer } = suite;

const BODY = {
  from: { city: 'Riyadh', country: 'Saudi Arabia' },
  to: { city: 'Bangkok', country: 'Thailand' },
  housingBudget: 5000,
  currency: 'SAR',
  familySize: 2,
  lifestyle: 'moderate',
};

const line = (d: RelocationData, key: string) => d.movingCosts.lines.find((l) => l.key === key)!;

test('a guest is asked to sign in; free and Voyager accounts get 403 PLAN_REQUIRED naming Navigator', async () => {
  await suite.expectGated(BODY, /movingCosts/);
});

test('a Navigator gets moving costs in the destination currency, each line explained and summed', async () => {
  const res = await ask(BODY);
  expect(res.headers['cache-control']).toBe('no-store');
  const data = await answer(BODY);
  expect(data.from).toMatchObject({ city: 'Riyadh', currency: 'SAR', countryCode: 'SA' });
  expect(data.to).toMatchObject({ city: 'Bangkok', currency: 'THB', countryCode: 'TH' });
  expect(data.distanceKm).toBeGreaterThan(4000);
  expect(data.distanceKm).toBeLessThan(6000);
  expect(data.movingCosts.currency).toBe('THB');
  const sum = data.movingCosts.lines.reduce((s, l) => s + (l.amount ?? 0), 0);
  expect(Math.abs(sum - data.movingCosts.total)).toBeLessThan(data.movingCosts.total * 1e-4);
  for (const l of data.movingCosts.lines) expect(l.explanation.length).toBeGreaterThan(10);
  expect(line(data, 'furnishing').amount).toBeNull();
  expect(line(data, 'schooling').amount).toBe(0);
  expect(line(data, 'deposit').amount).toBeCloseTo(2 * line(data, 'firstRent').amount!, 0);
  expect(data.movingCosts.totalInOrigin).toBeCloseTo(data.movingCosts.total / data.toPerFrom, 0);
});

test('a longer move never costs less to ship or fly, and a larger family pays school deposits', async () => {
  const near = await answer({ ...BODY, from: { city: 'Chiang Mai', country: 'Thailand' } });
  const far = await answer({ ...BODY, from: { city: 'London', country: 'United Kingdom' } });
  expect(far.distanceKm!).toBeGreaterThan(near.distanceKm!);
  expect(line(far, 'shipping').amount!).toBeGreaterThan(line(near, 'shipping').amount!);
  expect(line(far, 'travel').amount!).toBeGreaterThanOrEqual(line(near, 'travel').amount!);
  const family = await answer({ ...BODY, familySize: 4 });
  expect(line(family, 'schooling').amount!).toBeGreaterThan(0);
  expect(line(family, 'firstRent').amount!).toBeGreaterThan(line(near, 'firstRent').amount!);
  expect(family.neighborhoods.bedrooms).toBe(3);
});

test('neighbourhoods are the sections of the destination, sorted by match, rents modelled', async () => {
  const data = await answer(BODY);
  const list = data.neighborhoods.list;
  expect(list.some((n) => n.kind === 'section')).toBe(true);
  for (let i = 1; i < list.length; i++) {
    expect(list[i - 1]!.matchScore).toBeGreaterThanOrEqual(list[i]!.matchScore);
  }
  for (const n of list) {
    expect(n.budgetCovers).toBe(data.inputs.budgetInDestination >= n.rent);
    if (n.kind === 'section') {
      expect(n.modelled).toBe(true);
      expect(n.distanceKm!).toBeLessThanOrEqual(data.neighborhoods.radiusKm);
      expect(n.population).toBeGreaterThan(0);
    }
  }
  expect(data.neighborhoods.rentModel).toMatch(/^Modelled, not observed/);
  const rich = await answer({ ...BODY, housingBudget: 500000 });
  expect(rich.neighborhoods.list.every((n) => n.budgetCovers)).toBe(true);
  const poor = await answer({ ...BODY, housingBudget: 1 });
  expect(poor.neighborhoods.list.some((n) => n.budgetCovers)).toBe(false);
});

test("Berlin's neighbourhoods are its GeoNames sections; towns around it are commuter towns", async () => {
  const data = await answer({ ...BODY, to: { city: 'Berlin', country: 'Germany' } });
  const n = data.neighborhoods;
  const sections = n.list.filter((x) => x.kind === 'section').map((x) => x.name);
  // The three most populous PPLX sections data/built/cities.json gives Berlin as partOf.
  for (const name of ['Neukölln', 'Kreuzberg', 'Prenzlauer Berg']) expect(sections).toContain(name);
  expect(n.sectionsFound).toBeGreaterThan(sections.length);
  expect(n.list.every((x) => ['centre', 'outside', 'section'].includes(x.kind))).toBe(true);
  expect(n.commuterTowns.map((x) => x.name)).toContain('Potsdam');
  expect(sections).not.toContain('Potsdam');
  for (const t of n.commuterTowns) {
    expect(t).toMatchObject({ kind: 'commuter-town', modelled: true });
    expect(t.distanceKm!).toBeLessThanOrEqual(n.radiusKm);
  }
  expect(n.note).toMatch(/sections of Berlin/);
});

test('Lisbon: no sections, said so; its parishes are urban places, Setúbal and Cacém commuter towns', async () => {
  const data = await answer({ ...BODY, to: { city: 'Lisbon', country: 'Portugal' } });
  const n = data.neighborhoods;
  expect(n.sectionsFound).toBe(0);
  expect(n.list.map((x) => x.kind).sort()).toEqual(['centre', 'outside']);
  expect(n.note).toMatch(/holds no sections of Lisbon/);
  // GeoNames codes Lisbon's parishes PPL; data/built/cities.json puts Alvalade and Beato António
  // (Lisbon's region, 4.2 and 3.2 km out) inside its 5.7 km urban disc (ADR 138).
  expect(n.urbanPlaces.map((x) => x.name).sort()).toEqual(['Alvalade', 'Beato António']);
  for (const p of n.urbanPlaces) expect(p).toMatchObject({ kind: 'urban-place', modelled: true });
  const inCity = [...n.list, ...n.urbanPlaces].map((x) => x.name);
  for (const town of ['Barreiro', 'Setúbal', 'Cacém']) expect(inCity).not.toContain(town);
  const towns = n.commuterTowns.map((x) => x.name);
  for (const town of ['Amadora', 'Setúbal', 'Cacém']) expect(towns).toContain(town);
});

test('education and healthcare come from WDI with their year, and say what is not held', async () => {
  const data = await answer(BODY);
  const ter = data.to.education.indicators.find((i) => i.code === 'SE.TER.ENRR')!;
  expect(ter).toMatchObject({ value: 48.75, year: 2023, status: 'ok' });
  const beds = data.to.healthcare.indicators.find((i) => i.code === 'SH.MED.BEDS.ZS')!;
  expect(beds).toMatchObject({ value: 2.1, year: 2010 });
  const uhc = data.to.healthcare.indicators.find((i) => i.code === 'SH.UHC.SRVS.CV.XD')!;
  expect(uhc).toMatchObject({ value: null, status: 'not_held' });
  const phys = data.from.healthcare.indicators.find((i) => i.code === 'SH.MED.PHYS.ZS')!;
  expect(phys.value).toBeGreaterThan(0);
  expect(data.to.education.prices.map((p) => p.id)).toEqual([
    'preschool_private_monthly',
    'international_primary_school_yearly',
  ]);
});

test('the cultural guide is made from the two countries facts and moves with the pair', async () => {
  const bangkok = await answer(BODY);
  expect(bangkok.to.facts).toMatchObject({
    drivingSide: 'left',
    languages: ['Thai'],
    callingCodes: [66],
    weekend: [6, 7],
    timeZone: 'Asia/Bangkok',
    utcOffsetMinutes: 420,
  });
  expect(bangkok.from.facts).toMatchObject({ drivingSide: 'right', weekend: [5, 6] });
  expect(bangkok.cultural.timeDifferenceHours).toBe(4);
  expect(bangkok.cultural.challenges.join(' ')).toMatch(/left/);
  expect(bangkok.cultural.customs.business.join(' ')).toMatch(/Saturday and Sunday/);
  const jeddah = await answer({ ...BODY, to: { city: 'Jeddah', country: 'Saudi Arabia' } });
  expect(jeddah.cultural.adaptation.score).toBe(0);
  expect(jeddah.cultural.challenges).toEqual([]);
  expect(bangkok.cultural.adaptation.score).toBeGreaterThan(50);
  expect(bangkok.cultural.adaptation.inputs.map((i) => i.key)).toContain('language');
});

test('strict input: unknown keys, a bad lifestyle, family size or budget are 400; unknown city 404', async () => {
  await suite.expectInvalid([
    { ...BODY, plan: 'Navigator' },
    { ...BODY, lifestyle: 'lavish' },
    { ...BODY, familySize: 0 },
    { ...BODY, familySize: 2.5 },
    { ...BODY, housingBudget: -5 },
    { ...BODY, currency: 'XXX' },
  ]);
  const res = await ask({ ...BODY, to: { city: 'Bangkokk' } });
  expect(res.statusCode).toBe(404);
});

test('a country average destination has no neighbourhood places and says why', async () => {
  const data = await answer({ ...BODY, to: { city: 'avg-TH' } });
  expect(data.neighborhoods.list.map((n) => n.kind).sort()).toEqual(['centre', 'outside']);
  expect(data.neighborhoods.note).toMatch(/country average/);
});

// Hand-worked (docs/methods/premium-relocation.md §Checks): IANA tz rules as Node's ICU carries them.
// Europe/London leaves BST on the last Sunday of October (UTC+0 until the last Sunday of March);
// America/Los_Angeles is UTC−8 from the first Sunday of November; America/Mexico_City has kept UTC−6
// all year since Mexico ended daylight saving in 2022.
test('offsets are those of the day the user looks at: London UTC+0 in late November, Mexico City 2 h ahead of San Francisco', async () => {
  const london = { city: 'London', country: 'United Kingdom' };
  const sf = { city: 'San Francisco', country: 'United States' };
  const cdmx = { city: 'Mexico City', country: 'Mexico' };
  // No date sent: the server's today (the test clock reads 2026-11-22).
  const today = await answer({ ...BODY, from: sf, to: london, currency: 'USD' });
  expect(today.to.facts).toMatchObject({ timeZone: 'Europe/London', utcOffsetMinutes: 0 });
  expect(today.from.facts).toMatchObject({
    timeZone: 'America/Los_Angeles',
    utcOffsetMinutes: -480,
  });
  expect(today.cultural.offsetsOn).toBe('2026-11-22');
  expect(today.cultural.timeDifferenceHours).toBe(8);
  const november = await answer({
    ...BODY,
    from: sf,
    to: cdmx,
    currency: 'USD',
    date: '2026-11-29',
  });
  expect(november.to.facts.utcOffsetMinutes).toBe(-360);
  expect(november.cultural.timeDifferenceHours).toBe(2);
  expect(november.cultural.customs.business.join(' ')).toMatch(/2 h ahead of home .*on 2026-11-29/);
  const july = await answer({ ...BODY, from: sf, to: cdmx, currency: 'USD', date: '2026-07-15' });
  expect(july.from.facts.utcOffsetMinutes).toBe(-420);
  expect(july.cultural.timeDifferenceHours).toBe(1);
  const summer = await answer({
    ...BODY,
    from: sf,
    to: london,
    currency: 'USD',
    date: '2026-07-15',
  });
  expect(summer.to.facts.utcOffsetMinutes).toBe(60);
  const bad = await ask({ ...BODY, date: '2026-13-45' });
  expect(bad.statusCode).toBe(400);
});

// Hand-worked: without a budget the suite starts from the origin's own rent. Mumbai → Dubai read
// "AED 57.33" for a bare 1,500 rupees; now the budget is Mumbai's centre 1-bedroom rent, converted.
test('no budget sent: the origin’s typical rent for the flat, converted, never a bare number', async () => {
  const { housingBudget: _omit, currency: _c, ...rest } = BODY;
  const data = await answer({
    ...rest,
    from: { city: 'Mumbai', country: 'India' },
    to: { city: 'Dubai', country: 'United Arab Emirates' },
  });
  expect(data.inputs.budgetBasis).toBe('origin-rent');
  expect(data.inputs.currency).toBe('INR');
  // Mumbai's centre 1-bedroom rent in rupees, as the reverse trip lists it (its 'centre' row).
  const reverse = await answer({
    ...BODY,
    from: { city: 'Dubai', country: 'United Arab Emirates' },
    to: { city: 'Mumbai', country: 'India' },
  });
  const centre = reverse.neighborhoods.list.find((n) => n.kind === 'centre')!;
  expect(data.inputs.housingBudget).toBeCloseTo(centre.rent, 0);
  // The same budget sent by hand gives the same answer: the default is that rent, nothing else.
  const typed = await answer({
    ...rest,
    from: { city: 'Mumbai', country: 'India' },
    to: { city: 'Dubai', country: 'United Arab Emirates' },
    housingBudget: data.inputs.housingBudget,
  });
  expect(typed.inputs.budgetBasis).toBe('yours');
  expect(typed.inputs.budgetInDestination).toBeCloseTo(data.inputs.budgetInDestination, 0);
  // A Mumbai centre flat is worth far more than AED 57: hundreds to thousands of dirhams.
  expect(data.inputs.budgetInDestination).toBeGreaterThan(500);
});
