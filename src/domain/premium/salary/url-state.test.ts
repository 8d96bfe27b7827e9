import { expect, test } from 'vitest';
import {
  decodeSalaryView,
  DEFAULT_SALARY_PAIR,
  encodeSalaryView,
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
    salary: 50000,
    salaryCurrency: null,
    industry: 'technology',
    role: 'software_engineer',
    experience: 'mid',
    persona: 'expat',
    tab: 'equivalence',
  });
});
