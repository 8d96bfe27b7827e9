import { expect, test } from 'vitest';
import {
  decodeSalaryView,
  DEFAULT_SALARY_PAIR,
  encodeSalaryView,
  encodeSalaryViewOver,
  type SalaryView,
} from './url-state.ts';

const LONDON: SalaryView['pair'] = {
  fromCurrency: 'USD',
  toCurrency: 'GBP',
  fromCity: { name: 'New York City', country: 'United States', countryCode: 'US', id: '5128581' },
  toCity: { name: 'London', country: 'United Kingdom', countryCode: 'GB', id: '2643743' },
};

test('a shared link reproduces the pair, salary, industry, role, experience, persona and tab', () => {
  const view: SalaryView = {
    pair: LONDON,
    salary: 85000,
    salaryCurrency: 'USD',
    industry: 'finance',
    role: 'data_scientist',
    experience: 'senior',
    persona: 'nomad',
    tab: 'negotiation',
  };
  const search = encodeSalaryView(view);
  expect(search).not.toMatch(/amount=|(^|&)persona=|(^|&)tab=/);
  expect(decodeSalaryView(search, DEFAULT_SALARY_PAIR)).toEqual(view);
});

test('missing or malformed parameters take the spec defaults, never throw', () => {
  const v = decodeSalaryView('salary=-5&role=ceo&experience=guru&salaryTab=x&industry=', LONDON);
  expect(v).toEqual({
    pair: LONDON,
    salary: null,
    salaryCurrency: null,
    industry: 'technology',
    role: 'software_engineer',
    experience: 'mid',
    persona: 'expat',
    tab: 'equivalence',
  });
});

test("set over a shared /premium query, the view keeps the other suites' parameters and drops its own stale ones", () => {
  const view: SalaryView = {
    pair: LONDON,
    salary: 60000,
    salaryCurrency: null,
    industry: 'technology',
    role: 'designer',
    experience: 'mid',
    persona: 'expat',
    tab: 'equivalence',
  };
  const before = 'investTab=bonds&lifestyleTab=time&salaryCurrency=EUR&salaryTab=negotiation';
  const after = new URLSearchParams(encodeSalaryViewOver(view, before));
  expect(after.get('investTab')).toBe('bonds');
  expect(after.get('lifestyleTab')).toBe('time');
  expect(after.has('salaryCurrency')).toBe(false);
  expect(decodeSalaryView(after.toString(), DEFAULT_SALARY_PAIR)).toEqual(view);
});
