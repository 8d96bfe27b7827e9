import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  allOccupationsMean,
  industryFactor,
  OEWS_TOP_CODE,
  occupationRelativities,
  parseEarningsTables,
  parseOccupationEarnings,
} from './earnings.ts';
import { salaryEquivalence, type LivingCosts } from './equivalence.ts';
import { industryComparison, sectionMultiples } from './industry.ts';
import { grossForNet, netPay } from './net-pay.ts';
import { negotiationFor, salaryRange } from './negotiation.ts';
import { EXPERIENCE_LEVELS, INDUSTRIES, ROLE_SOC, ROLES } from './roles.ts';

// The committed tables themselves (read by Vite at test time; the domain module does no I/O).
const files = import.meta.glob<string>('../../../../data/sources/earnings_by_*.csv', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const read = (name: string) => files[`../../../../data/sources/${name}`]!;
const tables = parseEarningsTables(
  read('earnings_by_occupation.csv'),
  read('earnings_by_industry.csv'),
);

const ESTIMATE = { iso2: 'ZZ', currency: 'XXX', wedge: 0.8 };
const GB: LivingCosts = { iso2: 'GB', currency: 'GBP', wedge: 0.73, rent: 1200, basket: 900 };
const US: LivingCosts = { iso2: 'US', currency: 'USD', wedge: 0.739, rent: 1800, basket: 1300 };
const XX: LivingCosts = { ...ESTIMATE, rent: 500, basket: 400 };

test('the occupation table has the all-occupations mean, every role and BLS top-coding as a floor', () => {
  expect(allOccupationsMean(tables)).toBe(65470);
  for (const role of ROLES) expect(tables.occupations.get(ROLE_SOC[role]), role).toBeDefined();
  const pm = tables.occupations.get('11-2021')!;
  expect(pm.topCoded).toContain('p90');
  expect(pm.p90).toBe(OEWS_TOP_CODE);
  expect(() =>
    parseOccupationEarnings(
      'soc_code,title,o_group,isco08,tot_emp,a_mean,a_pct10,a_pct25,a_median,a_pct75,a_pct90,year\n00-0000,All,total,total,1,abc,1,2,3,4,5,2023\n',
    ),
  ).toThrow(/not a wage/);
});

test('relativities are read from the table, not constants: software developers earn about twice the mean', () => {
  const rel = occupationRelativities(tables, '15-1252')!;
  expect(rel.median).toBeCloseTo(132270 / 65470, 6);
  expect(rel.p10!).toBeLessThan(rel.p25!);
  expect(industryFactor(tables, '15-1252', '51')).toBeCloseTo(157940 / 138110, 6);
  expect(industryFactor(tables, '15-1252', 'nope')).toBeNull();
});

test('for every role and industry: lead > senior > mid > entry, and low <= typical <= high', () => {
  for (const role of ROLES)
    for (const industry of INDUSTRIES) {
      const typical = EXPERIENCE_LEVELS.map(
        (e) => negotiationFor(tables, role, e, industry).multiples.typical,
      );
      for (let i = 1; i < typical.length; i++) expect(typical[i]!).toBeGreaterThan(typical[i - 1]!);
      for (const e of EXPERIENCE_LEVELS) {
        const m = negotiationFor(tables, role, e, industry).multiples;
        expect(m.low).toBeLessThanOrEqual(m.typical);
        expect(m.typical).toBeLessThanOrEqual(m.high);
      }
    }
});

test('a range scales with the city: a city with twice the average wage has twice the range', () => {
  const n = negotiationFor(tables, 'data_scientist', 'senior', 'finance');
  const a = salaryRange(n, 30000, 'EUR');
  const b = salaryRange(n, 60000, 'EUR');
  expect(b.typical).toBeCloseTo(2 * a.typical, 6);
  expect(n.year).toBe(2023);
  expect(n.isco08).toBe('2120');
  // Industry changes the figure: technology pays software engineers more than education does.
  const tech = negotiationFor(tables, 'software_engineer', 'mid', 'technology').multiples.typical;
  const edu = negotiationFor(tables, 'software_engineer', 'mid', 'education').multiples.typical;
  expect(tech).toBeGreaterThan(edu);
});

test('lead high is extrapolated above the 90th percentile and says so', () => {
  const n = negotiationFor(tables, 'software_engineer', 'lead', 'technology');
  expect(n.extrapolatedHigh).toBe(true);
  expect(n.multiples.high).toBeGreaterThan(n.multiples.typical);
  expect(negotiationFor(tables, 'product_manager', 'lead', 'technology').topCoded).toContain('p90');
});

test('sections aggregate NAICS sectors by employment; information pays more than accommodation', () => {
  const s = sectionMultiples(tables);
  const by = new Map(s.map((x) => [x.section, x]));
  expect(by.get('G')!.naics.sort()).toEqual(['42', '44']);
  expect(by.get('J')!.multiple).toBeGreaterThan(by.get('I')!.multiple);
  const cmp = industryComparison(s, 40000, 400000, 12, 1.25);
  const j = cmp.rows.find((r) => r.section === 'J')!;
  expect(j.to / j.from).toBeCloseTo(10, 9);
  expect(j.toAdjusted).toBeCloseTo(j.to / 12 / 1.25, 6);
  // A dearer destination lowers the adjusted figure.
  const dearer = industryComparison(s, 40000, 400000, 12, 2).rows.find((r) => r.section === 'J')!;
  expect(dearer.toAdjusted).toBeLessThan(j.toAdjusted);
});

test('net pay uses the rules where a country has them, the labelled wedge elsewhere', () => {
  const gb = netPay(GB, 50000);
  expect(gb.method).toBe('rules');
  expect(gb.taxYear).not.toBeNull();
  expect(gb.sources.length).toBeGreaterThan(0);
  expect(gb.netAnnual).toBeLessThan(50000);
  const est = netPay(ESTIMATE, 50000);
  expect(est.method).toBe('estimate');
  expect(est.netAnnual).toBe(40000);
  // Rules in another currency than the salary's are not applied to it.
  expect(netPay({ ...GB, currency: 'EUR' }, 50000).method).toBe('estimate');
});

test('grossForNet inverts netPay (rules and estimate), and take-home never exceeds gross', () => {
  fc.assert(
    fc.property(fc.double({ min: 1000, max: 500000, noNaN: true }), (net) => {
      for (const place of [GB, US, ESTIMATE]) {
        const gross = grossForNet(place, net);
        expect(gross).toBeGreaterThanOrEqual(net);
        expect(netPay(place, gross).netAnnual).toBeCloseTo(net, 0);
      }
    }),
    { numRuns: 40 },
  );
});

test('equivalence: parts add up to the difference and the same city gives back the salary', () => {
  const same = salaryEquivalence({ salary: 60000, from: GB, to: GB, toPerFrom: 1 });
  expect(same.expat.grossTo).toBeCloseTo(60000, 0);
  expect(same.nomad.grossTo).toBeCloseTo(60000, 0);
  const e = salaryEquivalence({ salary: 60000, from: GB, to: US, toPerFrom: 1.27 });
  for (const p of [e.expat, e.nomad]) {
    const sum = p.parts.reduce((s, x) => s + x.amount, 0);
    expect(sum).toBeCloseTo(p.difference, 0);
  }
  // Rent and basket parts are the same for both personas; only tax differs.
  expect(e.expat.parts[0]!.amount).toBeCloseTo(e.nomad.parts[0]!.amount, 6);
  expect(e.nomad.taxedIn).toBe('from');
  expect(e.expat.taxedIn).toBe('to');
});

test('a higher-rent destination raises the expat equivalent; a dearer basket too', () => {
  const base = salaryEquivalence({ salary: 60000, from: GB, to: XX, toPerFrom: 10 });
  const rentier = salaryEquivalence({
    salary: 60000,
    from: GB,
    to: { ...XX, rent: 5000 },
    toPerFrom: 10,
  });
  const dearer = salaryEquivalence({
    salary: 60000,
    from: GB,
    to: { ...XX, basket: 4000 },
    toPerFrom: 10,
  });
  expect(rentier.expat.grossTo).toBeGreaterThan(base.expat.grossTo);
  expect(rentier.nomad.grossFrom).toBeGreaterThan(base.nomad.grossFrom);
  expect(dearer.expat.grossTo).toBeGreaterThan(base.expat.grossTo);
  // A higher salary never needs a lower equivalent.
  const more = salaryEquivalence({ salary: 90000, from: GB, to: XX, toPerFrom: 10 });
  expect(more.expat.grossTo).toBeGreaterThan(base.expat.grossTo);
});

test('changing the pair changes the figures (nothing constant)', () => {
  const a = salaryEquivalence({ salary: 50000, from: GB, to: US, toPerFrom: 1.27 });
  const b = salaryEquivalence({ salary: 50000, from: US, to: GB, toPerFrom: 1 / 1.27 });
  expect(a.expat.grossTo).not.toBeCloseTo(b.expat.grossTo, 0);
  expect(a.home.netAnnual).not.toBeCloseTo(b.home.netAnnual, 0);
});

test('a net below the rent keeps the same share of a flat, never a negative basket', () => {
  const poor = salaryEquivalence({ salary: 5000, from: GB, to: US, toPerFrom: 1.27 });
  expect(poor.rentShare).toBeLessThan(1);
  expect(poor.expat.parts[1]!.amount).toBeCloseTo(0, 9);
  expect(poor.expat.netTo).toBeGreaterThan(0);
});
