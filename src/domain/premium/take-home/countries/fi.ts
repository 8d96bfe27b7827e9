import { cents, progressiveTax } from '../calc.ts';
import type { CountryRules } from '../types.ts';

/**
 * Finland 2026, employee aged 17–64, not a church member, living in mainland Finland.
 *
 * Employee contributions on gross pay G (no ceilings): earnings-related pension (TyEL) 7.30% (one
 * rate for all ages from 2026); unemployment insurance 0.89%; health insurance daily allowance
 * contribution 0.88% when annual pay is €17,255 or more (nil below).
 * Net earned income P = G − the €750 standard deduction for income-earning expenses.
 * Base B = P − pension − unemployment − daily allowance contributions.
 * Basic deduction = 4,265 − 18% (B − 4,265), not below 0 nor above B; taxable income T = B − it
 * (the same T in state and municipal taxation).
 * State tax (Act on the 2026 income tax scale): 12.64% to €22,000; 19% to €32,600; 30.25% to
 * €40,100; 33.25% to €52,100; 37.5% above.
 * Municipal tax at 7.60% (the 2026 average rate the Tax Administration applies to non-residents) and
 * the health care contribution 1.10% of T.
 * Work income tax credit: 18% of pay, at most €3,430, less 2% of P between €35,000 and €50,550;
 * set against state tax first, the excess against municipal tax and the health care contribution
 * in proportion.
 * The municipal earned income allowance no longer exists (merged into the work income credit).
 */
export const FI_2026 = {
  standardDeduction: 750,
  pensionRate: 0.073,
  unemploymentRate: 0.0089,
  dailyAllowanceRate: 0.0088,
  dailyAllowanceFrom: 17_255,
  basicDeductionMax: 4_265,
  basicDeductionTaper: 0.18,
  stateScale: [
    { upTo: 22_000, rate: 0.1264 },
    { upTo: 32_600, rate: 0.19 },
    { upTo: 40_100, rate: 0.3025 },
    { upTo: 52_100, rate: 0.3325 },
    { upTo: null, rate: 0.375 },
  ],
  municipalRate: 0.076,
  healthCareRate: 0.011,
  creditRate: 0.18,
  creditMax: 3_430,
  creditTaper: 0.02,
  creditTaperFrom: 35_000,
  creditTaperTo: 50_550,
} as const;

export const fi: CountryRules = {
  country: 'FI',
  currency: 'EUR',
  taxYear: '2026',
  notes: [
    'Municipal tax at 7.60%, the 2026 average the Tax Administration uses for non-residents (Helsinki and most large cities are lower, some rural municipalities over 10%); no church tax.',
    'The health care contribution (1.10% of taxable income, reduced by any unused work income credit) and the daily allowance contribution (0.88% of pay from €17,255 a year) are shown with the pension (7.30%) and unemployment (0.89%) contributions as social contributions.',
    'Not modelled: the public broadcasting (Yle) tax, at most about €160 a year, whose 2026 maximum was not confirmed; commuting and other actual expenses above the €750 standard deduction; the higher pension rules for employees 65 and over.',
    'Because the daily allowance contribution starts on the whole of pay at €17,255, net pay falls by about €150 just above that amount (statutory).',
  ],
  source: [
    {
      publisher: 'Verohallinto (Finnish Tax Administration)',
      title:
        'Tax bases 2026: state income tax schedule, health care and daily allowance contributions, non-resident municipal rate 7.60%',
      url: 'https://www.vero.fi/en/individuals/tax-cards-and-tax-returns/tax_card/tax-rate-and-income-ceiling/tax-bases',
      taxYear: '2026',
    },
    {
      publisher: 'Eduskunta',
      title:
        'HE 98/2025 vp: laki vuoden 2026 tuloveroasteikosta; työtulovähennys, perusvähennys (tuloverolaki)',
      url: 'https://www.eduskunta.fi/FI/vaski/HallituksenEsitys/Sivut/HE_98+2025.aspx',
      taxYear: '2026',
    },
    {
      publisher: 'Työeläkevakuutusyhtiöt / Sosiaali- ja terveysministeriö; Työllisyysrahasto',
      title: 'TyEL-maksu 2026 (työntekijä 7.30%); työttömyysvakuutusmaksu 2026 (0.89%)',
      url: 'https://www.tyollisyysrahasto.fi/',
      taxYear: '2026',
    },
  ],
  compute(gross) {
    const r = FI_2026;
    const net = Math.max(0, gross - Math.min(r.standardDeduction, gross));
    const pension = gross * r.pensionRate;
    const unemployment = gross * r.unemploymentRate;
    const dailyAllowance = gross >= r.dailyAllowanceFrom ? gross * r.dailyAllowanceRate : 0;
    const base = Math.max(0, net - pension - unemployment - dailyAllowance);
    const basic = Math.min(
      base,
      Math.max(0, r.basicDeductionMax - r.basicDeductionTaper * (base - r.basicDeductionMax)),
    );
    const taxable = base - basic;
    const stateBefore = progressiveTax(taxable, r.stateScale);
    const municipalBefore = taxable * r.municipalRate;
    const healthBefore = taxable * r.healthCareRate;
    const taper = r.creditTaper * Math.max(0, Math.min(net, r.creditTaperTo) - r.creditTaperFrom);
    const credit = Math.max(0, Math.min(r.creditRate * gross, r.creditMax) - taper);
    const state = Math.max(0, stateBefore - credit);
    const excess = Math.max(0, credit - stateBefore);
    const others = municipalBefore + healthBefore;
    const keep = others > 0 ? Math.max(0, 1 - excess / others) : 0;
    const municipal = municipalBefore * keep;
    const health = healthBefore * keep;
    return {
      incomeTax: cents(state + municipal),
      socialContributions: cents(pension + unemployment + dailyAllowance + health),
      lines: [
        { label: 'Basic deduction', amount: cents(basic) },
        { label: 'State income tax before credits', amount: cents(stateBefore) },
        { label: 'Work income tax credit', amount: cents(credit) },
        { label: 'State income tax', amount: cents(state) },
        { label: 'Municipal tax (average 7.60%)', amount: cents(municipal) },
        { label: 'Health care contribution (1.10%)', amount: cents(health) },
        { label: 'Daily allowance contribution (0.88%)', amount: cents(dailyAllowance) },
        { label: 'Earnings-related pension contribution (TyEL 7.30%)', amount: cents(pension) },
        { label: 'Unemployment insurance contribution (0.89%)', amount: cents(unemployment) },
      ],
    };
  },
};
