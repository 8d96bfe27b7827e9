import { bandedRate, cents } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Denmark 2026 (after the 2026 personal-tax reform), employee, single, not a church member,
 * no pension contributions, no capital income.
 *
 * Labour-market contribution (AM-bidrag) 8% of gross pay. Personal income P = gross − AM.
 * Employment deduction (beskæftigelsesfradrag) 12.75% of work income before AM-bidrag (gross),
 * at most DKK 63,300; job deduction (jobfradrag) 4.5% of that income above DKK 235,200, at most
 * DKK 3,100. Taxable income = P − both.
 * Personal allowance DKK 54,100, set against both the municipal and the bottom-tax base.
 * Municipal tax at about the national average 25.0% of (taxable income − 54,100); bottom tax
 * 12.01% of (P − 54,100); middle tax 7.5% of P above DKK 641,200; top tax 7.5% above DKK 777,900;
 * top-top tax 5% above DKK 2,592,700. At a 25.0% municipal rate the tax ceilings (44.57% / 52.07%)
 * do not bind.
 */
export const DK_2026 = {
  amRate: 0.08,
  employmentDeductionRate: 0.1275,
  employmentDeductionMax: 63_300,
  jobDeductionRate: 0.045,
  jobDeductionFrom: 235_200,
  jobDeductionMax: 3_100,
  personalAllowance: 54_100,
  municipalRate: 0.25,
  bottomRate: 0.1201,
  middleFrom: 641_200,
  middleRate: 0.075,
  topFrom: 777_900,
  topRate: 0.075,
  topTopFrom: 2_592_700,
  topTopRate: 0.05,
} as const;

export const dk: CountryRules = {
  country: 'DK',
  currency: 'DKK',
  taxYear: '2026',
  notes: [
    'Municipal tax at an approximate national average of 25.0% (municipalities range roughly from 23% to 26%); not a member of the Church of Denmark (no church tax, about 0.7%).',
    'The labour-market contribution (AM-bidrag, 8%) is legally a tax but levied on gross pay like a social contribution; it is shown as a social contribution. ATP (about DKK 1,100 a year), voluntary unemployment insurance (a-kasse) and the green cheque are not modelled.',
    'No pension contributions (employer schemes are usually paid before AM-bidrag and tax; net pay is lower where they apply).',
  ],
  source: [
    {
      publisher: 'Skatteministeriet',
      title:
        'Skattesatser og beløbsgrænser 2026 (personfradrag, bundskat, mellemskat, topskat, beskæftigelsesfradrag, jobfradrag)',
      url: 'https://www.skm.dk/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = DK_2026;
    const am = cents(gross * r.amRate);
    const personal = gross - am;
    const employment = Math.min(gross * r.employmentDeductionRate, r.employmentDeductionMax);
    const job = Math.min(
      bandedRate(gross, r.jobDeductionRate, r.jobDeductionFrom),
      r.jobDeductionMax,
    );
    const taxable = personal - employment - job;
    const municipal = cents(Math.max(0, taxable - r.personalAllowance) * r.municipalRate);
    const bottom = cents(Math.max(0, personal - r.personalAllowance) * r.bottomRate);
    const state = cents(
      bandedRate(personal, r.middleRate, r.middleFrom) +
        bandedRate(personal, r.topRate, r.topFrom) +
        bandedRate(personal, r.topTopRate, r.topTopFrom),
    );
    return {
      incomeTax: cents(municipal + bottom + state),
      socialContributions: am,
      lines: [
        { label: 'Employment and job deductions', amount: cents(employment + job) },
        { label: 'Municipal tax (average 25.0%)', amount: municipal },
        { label: 'Bottom tax (bundskat)', amount: bottom },
        { label: 'Middle, top and top-top tax', amount: state },
        { label: 'Labour-market contribution (AM-bidrag)', amount: am },
      ],
    };
  },
};
