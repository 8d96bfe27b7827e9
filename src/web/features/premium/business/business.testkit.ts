/**
 * A BusinessData answer for web tests, made by the same domain functions the server uses, from simple
 * prices and figures, so its figures follow the request (industry, size, scope).
 */
import type { BusinessData, BusinessRequest, BusinessSide } from '#domain/api/business.ts';
import {
  COST_ASSUMPTIONS,
  operatingCosts,
  type CityPrices,
} from '#domain/premium/business/costs.ts';
import type { EconomyFigures } from '#domain/premium/business/indicators.ts';
import { marketView } from '#domain/premium/business/market.ts';
import {
  dimensionScores,
  recommendation,
  weightedTotal,
  weightsFor,
} from '#domain/premium/business/scorecard.ts';
import { INDUSTRY_OCCUPATIONS, industryOccupations } from '#domain/premium/business/occupations.ts';
import { regulatoryView, talentView } from '#domain/premium/business/talent.ts';
import type { EarningsTables, OccupationEarnings } from '#domain/premium/salary/earnings.ts';
import {
  occupationStructure,
  parseIloOccupations,
} from '#domain/premium/salary/country-occupations.ts';

// Each country's own occupation-group gap, from the committed ILOSTAT table (issue 31), as the server.
const ILO = parseIloOccupations(
  Object.values(
    import.meta.glob<string>('../../../../../data/sources/ilo_earnings_by_occupation.csv', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  )[0]!,
);
const ISO3: Readonly<Record<string, string>> = { SA: 'SAU', TH: 'THA' };

/** Made-up occupation wages (not BLS figures): enough for the Talent tab to show its table. */
const EARNINGS: EarningsTables = {
  occupations: new Map(
    ['00-0000', ...new Set(Object.values(INDUSTRY_OCCUPATIONS).flat())].map(
      (soc, i): [string, OccupationEarnings] => {
        const mean = 50_000 + i * 4_000;
        return [
          soc,
          {
            soc,
            title: soc === '00-0000' ? 'All Occupations' : `Occupation ${soc}`,
            group: soc === '00-0000' ? 'total' : 'major',
            // Read as professionals (ISCO-08 group 2), a group every country's ILOSTAT row has.
            isco08: '2',
            employment: null,
            mean,
            p10: mean * 0.5,
            p25: mean * 0.7,
            median: mean * 0.9,
            p75: mean * 1.2,
            p90: mean * 1.6,
            topCoded: [],
            year: 2023,
          },
        ];
      },
    ),
  ),
  industries: [],
};

const economy = (gdp: number, pop: number, ge: number): EconomyFigures => ({
  'NY.GDP.MKTP.CD': [{ year: 2023, value: gdp }],
  'SP.POP.TOTL': [{ year: 2023, value: pop }],
  'NY.GDP.PCAP.CD': [{ year: 2023, value: gdp / pop }],
  'NE.CON.PRVT.CD': [{ year: 2016, value: gdp * 0.5 }],
  'NY.GDP.MKTP.KD.ZG': [{ year: 2024, value: 2.5 }],
  'SL.TLF.TOTL.IN': [{ year: 2024, value: pop / 2 }],
  'SL.UEM.TOTL.ZS': [{ year: 2024, value: 3.5 }],
  'GE.EST': [{ year: 2023, value: ge }],
});

const SIDES = {
  from: {
    city: 'Riyadh',
    cityId: '108410',
    country: 'Saudi Arabia',
    countryCode: 'SA',
    currency: 'SAR',
    usdRate: 3.75,
    population: 4_205_961,
    figures: economy(1068e9, 33.3e6, 0.6),
    prices: { netSalary: 9000, utilities85: 400, internet: 300, rent1brCentre: 4500 },
    corporateTax: { rate: 20, year: 2025, source: 'https://zatca.gov.sa/en/', rule: null },
  },
  to: {
    city: 'Bangkok',
    cityId: '1609350',
    country: 'Thailand',
    countryCode: 'TH',
    currency: 'THB',
    usdRate: 33,
    population: 5_104_476,
    figures: economy(515e9, 71.7e6, 0.17),
    prices: { netSalary: 25000, utilities85: 2500, internet: 600, rent1brCentre: 20000 },
    corporateTax: null,
  },
} as const;
const WORLD: EconomyFigures = { 'NY.GDP.MKTP.CD': [{ year: 2023, value: 106172e9 }] };

export function businessAnswer(
  req: Pick<BusinessRequest, 'industry' | 'size' | 'scope'>,
): BusinessData {
  const build = (s: (typeof SIDES)['from' | 'to']) => {
    const costs = operatingCosts(req.size, s.prices as CityPrices, {
      iso2: s.countryCode,
      currency: s.currency,
      wedge: 0.8,
    });
    return {
      city: s.city,
      cityId: s.cityId,
      country: s.country,
      countryCode: s.countryCode,
      isCountryAverage: false,
      currency: s.currency,
      usdRate: s.usdRate,
      region: null,
      market: marketView(req.scope, {
        country: s.figures,
        countryName: s.country,
        region: null,
        world: WORLD,
        cityPopulation: s.population,
        cityName: s.city,
      }),
      talent: talentView(
        s.country,
        s.figures,
        s.prices.netSalary,
        { value: 48.75, year: 2023, code: 'SE.TER.ENRR' },
        industryOccupations(EARNINGS, req.industry, costs.payroll.grossMonthly, (isco) =>
          occupationStructure(ILO, ISO3[s.countryCode] ?? '', isco),
        ),
      ),
      costs: { ...costs, totalUsd: costs.total / s.usdRate },
      regulatory: regulatoryView(s.figures),
      corporateTax: s.corporateTax,
      provenance: { avg_monthly_net_salary: { source: 'model', year: 2026 } },
    };
  };
  const a = build(SIDES.from);
  const b = build(SIDES.to);
  const w = weightsFor(req.industry, req.size, req.scope);
  const inputs = (s: typeof a) => ({
    city: s.city,
    marketGdp: s.market.gdpBillions?.value ?? null,
    growth: s.market.growth?.value ?? null,
    unemployment: s.talent.unemployment?.value ?? null,
    tertiary: s.talent.tertiary?.value ?? null,
    monthlyCostUsd: s.costs.totalUsd,
    governance: s.regulatory.score,
  });
  const [sa, sb] = dimensionScores(inputs(a), inputs(b));
  const from: BusinessSide = {
    ...a,
    scores: sa.scores,
    missingScores: sa.missing,
    total: weightedTotal(sa.scores, w),
  };
  const to: BusinessSide = {
    ...b,
    scores: sb.scores,
    missingScores: sb.missing,
    total: weightedTotal(sb.scores, w),
  };
  return {
    industry: req.industry,
    size: req.size,
    scope: req.scope,
    from,
    to,
    weights: w,
    recommendation: recommendation(from, to, w),
    assumptions: { ...COST_ASSUMPTIONS },
    sources: {
      prices: 'model',
      indicators: [],
      missing: ['Corporate income tax rates: not held.'],
    },
    as_of: '2026-11-20',
    stale: false,
  };
}
