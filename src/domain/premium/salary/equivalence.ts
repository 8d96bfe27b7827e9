/**
 * Salary equivalence (issue 14, docs/methods/premium-salary.md §4): the gross and net salary in city B
 * that keeps the living standard a gross salary buys in city A, split into the part that comes from
 * rent, from the basket of everything else, and from tax.
 *
 * Living standard = the same flat share and the same basket. In A the net pays the rent (or the share of
 * it the net covers) and the rest buys the basket; in B the same share of B's rent plus the same basket at
 * B's prices. Personas: an expat earns in B and is taxed there; a nomad keeps the home salary and is
 * taxed at home, so only the tax part differs. Pure: prices, rents and rates come in.
 */
import { grossForNet, netPay, type NetPay, type TaxPlace } from './net-pay.ts';
import type { SalaryPersona } from './roles.ts';

export interface LivingCosts extends TaxPlace {
  /** Monthly rent of the reference flat, local currency. */
  rent: number;
  /** Monthly cost of the reference basket without rent, local currency. */
  basket: number;
}

export interface EquivalenceInput {
  /** Gross annual salary in A's currency. */
  salary: number;
  from: LivingCosts;
  to: LivingCosts;
  /** Units of B's currency per unit of A's (the market rate). */
  toPerFrom: number;
}

export interface EquivalencePart {
  key: 'rent' | 'basket' | 'tax';
  label: string;
  /** Annual amount in A's currency: positive means B needs more. */
  amount: number;
}

export interface Equivalence {
  persona: SalaryPersona;
  /** Gross and net annual salary that keeps the standard, in B's currency. */
  grossTo: number;
  netTo: number;
  /** The same two figures in A's currency (at the market rate). */
  grossFrom: number;
  netFrom: number;
  /** The currency the equivalent is earned and taxed in (B's for an expat, A's for a nomad). */
  taxedIn: 'from' | 'to';
  /** grossFrom - salary, and its split; the parts add up to it. */
  difference: number;
  parts: EquivalencePart[];
  netPay: NetPay;
  method: NetPay['method'];
}

export interface EquivalenceAnswer {
  salary: number;
  home: NetPay;
  /** Share of A's rent the home net pays (1 unless the net is below the rent). */
  rentShare: number;
  /** B's basket price over A's, in one currency. */
  basketRatio: number;
  expat: Equivalence;
  nomad: Equivalence;
}

function one(
  persona: SalaryPersona,
  input: EquivalenceInput,
  home: NetPay,
  neededNetTo: number,
  rentPart: number,
  basketPart: number,
): Equivalence {
  const { salary, toPerFrom } = input;
  const taxedIn = persona === 'expat' ? 'to' : 'from';
  const place = taxedIn === 'to' ? input.to : input.from;
  const rate = taxedIn === 'to' ? 1 : 1 / toPerFrom;
  const gross = grossForNet(place, neededNetTo * rate);
  const pay = netPay(place, gross);
  const grossFrom = taxedIn === 'to' ? gross / toPerFrom : gross;
  const netFrom = neededNetTo / toPerFrom;
  const difference = grossFrom - salary;
  const taxPart = grossFrom - netFrom - (salary - home.netAnnual);
  return {
    persona,
    grossTo: taxedIn === 'to' ? gross : gross * toPerFrom,
    netTo: neededNetTo,
    grossFrom,
    netFrom,
    taxedIn,
    difference,
    parts: [
      { key: 'rent', label: 'Rent', amount: rentPart },
      { key: 'basket', label: 'Everything else (basket)', amount: basketPart },
      { key: 'tax', label: 'Tax and contributions', amount: taxPart },
    ],
    netPay: pay,
    method: pay.method,
  };
}

/**
 * Both personas' equivalents of one salary.
 * @example salaryEquivalence({ salary: 60000, from, to, toPerFrom: 1 }).expat.grossTo // B's gross
 */
export function salaryEquivalence(input: EquivalenceInput): EquivalenceAnswer {
  const { from, to, toPerFrom } = input;
  const home = netPay(from, input.salary);
  const monthlyNet = home.netAnnual / 12;
  const rentShare = from.rent > 0 ? Math.min(1, monthlyNet / from.rent) : 0;
  const nonRent = Math.max(0, monthlyNet - rentShare * from.rent);
  const basketRatio = from.basket > 0 ? to.basket / toPerFrom / from.basket : 1;
  // Annual net in B's currency that buys the same flat share and basket.
  const neededNetTo = 12 * (rentShare * to.rent + nonRent * basketRatio * toPerFrom);
  const rentPart = 12 * rentShare * (to.rent / toPerFrom - from.rent);
  const basketPart = 12 * nonRent * (basketRatio - 1);
  return {
    salary: input.salary,
    home,
    rentShare,
    basketRatio,
    expat: one('expat', input, home, neededNetTo, rentPart, basketPart),
    nomad: one('nomad', input, home, neededNetTo, rentPart, basketPart),
  };
}
