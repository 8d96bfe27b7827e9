import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Austria 2026, private-sector employee (Angestellter), single, no children, no commuter allowance.
 *
 * Pay is taken as 14 equal monthly salaries: 12 regular ones and two special payments (13th and 14th,
 * Sonderzahlungen) of one month each.
 * Employee social insurance: 18.07% of regular pay (health 3.87%, pension 10.25%, unemployment
 * 2.95%, chamber levy 0.5%, housing levy 0.5%) up to €6,930 a month; 17.07% of the special payments
 * (no chamber or housing levy) up to €13,860 a year (2026 maximum contribution bases).
 * Regular income tax (§33 EStG 2026) on 12 months' pay − social insurance − the €132 flat expense
 * allowance: 0% ≤ €13,539; 20% ≤ €21,992; 30% ≤ €36,458; 40% ≤ €70,365; 48% ≤ €104,859; 50%
 * ≤ €1,000,000; 55% above; less the traffic credit €496 and its supplement €804 (tapering to nil
 * between €19,761 and €30,259 of income); never below zero.
 * Special payments (§67 EStG) after their social insurance: nil if they do not exceed €2,100;
 * otherwise 0% on the first €620, 6% up to €25,000, 27% up to €50,000, 35.75% up to €83,333, and
 * (here) 50% above.
 */
export const AT_2026 = {
  monthsRegular: 12,
  monthsSpecial: 2,
  svRegularRate: 0.1807,
  svSpecialRate: 0.1707,
  svMonthlyCeiling: 6_930,
  svSpecialCeiling: 13_860,
  flatExpenses: 132,
  tariff: [
    { upTo: 13_539, rate: 0 },
    { upTo: 21_992, rate: 0.2 },
    { upTo: 36_458, rate: 0.3 },
    { upTo: 70_365, rate: 0.4 },
    { upTo: 104_859, rate: 0.48 },
    { upTo: 1_000_000, rate: 0.5 },
    { upTo: null, rate: 0.55 },
  ],
  trafficCredit: 496,
  trafficSupplement: 804,
  supplementTaperFrom: 19_761,
  supplementTaperTo: 30_259,
  specialExemptUpTo: 2_100,
  specialScale: [
    { upTo: 620, rate: 0 },
    { upTo: 25_000, rate: 0.06 },
    { upTo: 50_000, rate: 0.27 },
    { upTo: 83_333, rate: 0.3575 },
    { upTo: null, rate: 0.5 },
  ],
} as const;

export const at: CountryRules = {
  country: 'AT',
  currency: 'EUR',
  taxYear: '2026',
  notes: [
    'Annual pay split into 14 equal salaries (12 regular, 13th and 14th as special payments taxed at the §67 rates).',
    'Unemployment insurance at the full 2.95% at every pay level: the reduced employee rates (0%, 1%, 2%) for monthly pay up to €2,630 are not modelled, so social insurance is overstated by up to 2.95% of pay below about €36,800 a year; nor is the refund of social insurance to low earners (SV-Rückerstattung).',
    'No commuter allowance, church contribution or works-council levy; special payments beyond €83,333 taxed at 50% (the regular tariff would apply).',
  ],
  source: [
    {
      publisher: 'Bundesministerium für Finanzen',
      title:
        'Einkommensteuertarif 2026 (§33 EStG, Inflationsanpassung 2026), Absetzbeträge, sonstige Bezüge (§67 EStG)',
      url: 'https://www.bmf.gv.at/',
      taxYear: '2026',
    },
    {
      publisher: 'Österreichische Gesundheitskasse',
      title: 'Beitragsrechtliche Werte 2026 (Höchstbeitragsgrundlagen, Beitragssätze)',
      url: 'https://www.gesundheitskasse.at/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = AT_2026;
    const month = gross / (r.monthsRegular + r.monthsSpecial);
    const regular = month * r.monthsRegular;
    const special = month * r.monthsSpecial;
    const svRegular = Math.min(month, r.svMonthlyCeiling) * r.monthsRegular * r.svRegularRate;
    const svSpecial = Math.min(special, r.svSpecialCeiling) * r.svSpecialRate;
    const income = Math.max(0, regular - svRegular - r.flatExpenses);
    const supplement =
      income <= r.supplementTaperFrom
        ? r.trafficSupplement
        : income < r.supplementTaperTo
          ? (r.trafficSupplement * (r.supplementTaperTo - income)) /
            (r.supplementTaperTo - r.supplementTaperFrom)
          : 0;
    const regularTax = cents(
      Math.max(0, progressiveTax(income, r.tariff) - r.trafficCredit - supplement),
    );
    const specialNet = Math.max(0, special - svSpecial);
    const specialTax =
      specialNet <= r.specialExemptUpTo ? 0 : cents(progressiveTax(specialNet, r.specialScale));
    const social = cents(svRegular + svSpecial);
    return {
      incomeTax: cents(regularTax + specialTax),
      socialContributions: social,
      lines: [
        { label: 'Income tax on regular pay (after traffic credits)', amount: regularTax },
        { label: 'Income tax on 13th and 14th salaries', amount: specialTax },
        { label: 'Social insurance on regular pay', amount: cents(svRegular) },
        { label: 'Social insurance on 13th and 14th salaries', amount: cents(svSpecial) },
      ],
    };
  },
};
