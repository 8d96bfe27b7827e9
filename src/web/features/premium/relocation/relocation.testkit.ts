/**
 * A RelocationData answer for web tests, made by the same domain functions the server uses, from simple
 * prices (`scale` x fixed numbers) and facts, so its figures are consistent with the request.
 */
import type { RelocationData, RelocationSide } from '#domain/api/relocation.ts';
import { culturalGuide, type CountryFacts } from '#domain/premium/relocation/cultural.ts';
import type { RelocationLifestyle } from '#domain/premium/relocation/household.ts';
import {
  EDUCATION_INDICATORS,
  HEALTHCARE_INDICATORS,
  pickIndicators,
} from '#domain/premium/relocation/indicators.ts';
import { movingCosts } from '#domain/premium/relocation/moving.ts';
import { neighborhoods } from '#domain/premium/relocation/neighborhoods.ts';

const PRICES = {
  rent_1br_centre: 20000,
  rent_1br_outside: 12000,
  rent_3br_centre: 45000,
  rent_3br_outside: 28000,
  utilities_basic_85m2_monthly: 2500,
  internet_60mbps_monthly: 600,
  transit_monthly_pass: 1300,
  taxi_start: 35,
  taxi_per_km: 8,
  preschool_private_monthly: 9000,
  international_primary_school_yearly: 450000,
};
const FACTS: Record<'SA' | 'TH', CountryFacts> = {
  SA: {
    iso2: 'SA',
    name: 'Saudi Arabia',
    languages: ['Arabic'],
    drivingSide: 'right',
    plugTypes: ['G'],
    callingCodes: [966],
    weekend: [5, 6],
    timeZone: 'Asia/Riyadh',
    utcOffsetMinutes: 180,
    currency: 'SAR',
  },
  TH: {
    iso2: 'TH',
    name: 'Thailand',
    languages: ['Thai'],
    drivingSide: 'left',
    plugTypes: ['A', 'B', 'C', 'F'],
    callingCodes: [66],
    weekend: [6, 7],
    timeZone: 'Asia/Bangkok',
    utcOffsetMinutes: 420,
    currency: 'THB',
  },
};
const ROWS = [
  { indicator: 'SE.TER.ENRR', year: 2023, value: 48.75 },
  { indicator: 'SH.MED.BEDS.ZS', year: 2010, value: 2.1 },
  { indicator: 'SH.MED.PHYS.ZS', year: 2023, value: 0.9 },
];

function side(code: 'SA' | 'TH', city: string, scale: number): RelocationSide {
  const f = FACTS[code];
  return {
    city,
    cityId: city,
    country: f.name,
    countryCode: code,
    isCountryAverage: false,
    currency: f.currency,
    lat: 13.75,
    lon: 100.5,
    education: {
      prices: [
        {
          id: 'preschool_private_monthly',
          name: 'Preschool (or Kindergarten), Full Day, Private, Monthly for 1 Child',
          amount: PRICES.preschool_private_monthly * scale,
          source: 'model',
          year: 2026,
        },
        {
          id: 'international_primary_school_yearly',
          name: 'International Primary School, Yearly for 1 Child',
          amount: PRICES.international_primary_school_yearly * scale,
          source: 'model',
          year: 2026,
        },
      ],
      indicators: pickIndicators(ROWS, EDUCATION_INDICATORS, 2026),
    },
    healthcare: { indicators: pickIndicators(ROWS, HEALTHCARE_INDICATORS, 2026) },
    facts: f,
  };
}

export function relocationAnswer(request: {
  housingBudget?: number | undefined;
  familySize: number;
  lifestyle: RelocationLifestyle;
}): RelocationData {
  const toPerFrom = 9;
  // No budget sent: Riyadh's centre rent for the flat, as the server does (PRICES are Bangkok's).
  const input = {
    ...request,
    housingBudget: request.housingBudget ?? PRICES.rent_1br_centre / toPerFrom,
  };
  const budgetInDestination = input.housingBudget * toPerFrom;
  const m = movingCosts({ prices: PRICES, perUsd: 33, distanceKm: 4700, ...input });
  const bedrooms = input.familySize <= 2 ? 1 : 3;
  const centre = {
    id: 'c',
    name: 'Bangkok',
    population: 5104476,
    lat: 13.75,
    lon: 100.5,
    region: '40',
  };
  const hoods = neighborhoods({
    centre,
    places: [
      centre,
      { id: 'm', name: 'Makkasan', population: 15815, lat: 13.75, lon: 100.54, partOf: 'c' },
      {
        id: 'n',
        name: 'Mueang Nonthaburi',
        population: 254375,
        lat: 13.86,
        lon: 100.51,
        region: '38',
      },
    ],
    rentCentre: PRICES[`rent_${bedrooms}br_centre`],
    rentOutside: PRICES[`rent_${bedrooms}br_outside`],
    budget: budgetInDestination,
  });
  const from = side('SA', 'Riyadh', 0.25);
  const to = side('TH', 'Bangkok', 1);
  return {
    inputs: {
      ...input,
      budgetBasis: request.housingBudget === undefined ? 'origin-rent' : 'yours',
      currency: 'SAR',
      budgetInDestination,
    },
    from,
    to,
    toPerFrom,
    distanceKm: 4700,
    movingCosts: {
      currency: 'THB',
      lines: m.lines,
      total: m.total,
      totalInOrigin: m.total / toPerFrom,
      shippingM3: m.shippingM3,
      travellers: m.travellers,
      assumptions: [{ label: 'Deposit', value: "2 months' rent" }],
    },
    neighborhoods: {
      currency: 'THB',
      bedrooms,
      list: hoods.list,
      urbanPlaces: hoods.urbanPlaces,
      commuterTowns: hoods.commuterTowns,
      radiusKm: hoods.radiusKm,
      placesFound: hoods.placesFound,
      sectionsFound: hoods.sectionsFound,
      rentModel: 'Modelled, not observed: from the centre/outside gradient and the distance.',
      note: 'The 1 most populous of the 1 sections of Bangkok the gazetteer holds.',
    },
    cultural: {
      ...culturalGuide(from.facts, to.facts, '2026-11-29'),
      notHeld: ['Main religions: not held.'],
    },
    sources: [{ key: 'wdi', label: 'World Bank WDI', licence: 'CC BY 4.0', release: 'WDI' }],
    as_of: '2026-11-20',
    stale: false,
  };
}
