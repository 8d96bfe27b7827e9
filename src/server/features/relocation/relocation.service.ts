/**
 * The Relocation Intelligence Suite's answer (issue 15): resolve the pair as the market-data route
 * does, take the destination's (and origin's) catalogue figures from the cost-of-living engine, and let
 * the domain build the moving costs, neighbourhoods, education, healthcare and cultural guide. Every
 * figure carries its source; what no open table gives is said, never filled in.
 */
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import type { RelocationData, RelocationSide } from '#domain/api/relocation.ts';
import { culturalGuide, type CountryFacts } from '#domain/premium/relocation/cultural.ts';
import { greatCircleKm } from '#domain/premium/relocation/geo.ts';
import { householdOf, type RelocationLifestyle } from '#domain/premium/relocation/household.ts';
import {
  EDUCATION_INDICATORS,
  HEALTHCARE_INDICATORS,
  pickIndicators,
} from '#domain/premium/relocation/indicators.ts';
import { MOVING_RATES, movingCosts } from '#domain/premium/relocation/moving.ts';
import {
  MAX_SECTIONS,
  neighborhoods,
  RENT_GRADIENT_KM,
  type Place,
} from '#domain/premium/relocation/neighborhoods.ts';
import { nearestZone, utcOffsetMinutes } from '#domain/premium/relocation/time-zones.ts';
import type { RatesView } from '../exchange/index.ts';
import {
  amountCurrency,
  catalogueItems,
  figureOf,
  pricePair,
  sideHeader,
  type PricedCity,
  type PricingBase,
} from '../premium/index.ts';
import {
  languagesAndCodes,
  RELOCATION_SOURCES,
  weekendOf,
  type RelocationFacts,
} from './relocation-data.ts';

export interface RelocationContext extends PricingBase {
  facts: RelocationFacts;
  /** The server's clock: its UTC date is the offsets' day when the request names none. */
  now: () => Date;
}

export interface RelocationInput {
  from: { city: string; country?: string | undefined };
  to: { city: string; country?: string | undefined };
  housingBudget?: number | undefined;
  currency?: string | undefined;
  familySize: number;
  lifestyle: RelocationLifestyle;
  date?: string | undefined;
}

const PRICE_IDS = [
  'rent_1br_centre',
  'rent_1br_outside',
  'rent_3br_centre',
  'rent_3br_outside',
  'utilities_basic_85m2_monthly',
  'internet_60mbps_monthly',
  'transit_monthly_pass',
  'taxi_start',
  'taxi_per_km',
  'preschool_private_monthly',
  'international_primary_school_yearly',
] as const;
catalogueItems('relocation', PRICE_IDS);
const NAMES = new Map(CATALOGUE.map((item) => [item.id, item.name]));

type Priced = PricedCity<(typeof PRICE_IDS)[number]>;

/** Offsets by zone and day, and places by country: the same few answers for every request of a day. */
const offsets = new Map<string, number | null>();
const placesByCountry = new Map<string, Place[]>();

function offsetOn(zone: string, date: Date): number | null {
  const key = `${zone}|${date.toISOString().slice(0, 10)}`;
  let value = offsets.get(key);
  if (value === undefined) {
    if (offsets.size > 10_000) offsets.clear();
    value = utcOffsetMinutes(zone, date);
    offsets.set(key, value);
  }
  return value;
}

function factsOf(ctx: RelocationContext, p: Priced, date: Date): CountryFacts {
  const { city, country } = p.resolved;
  const zone = nearestZone(ctx.facts.zones, country.iso2, city.lat, city.lon);
  const road = ctx.facts.roads.get(country.iso2);
  return {
    iso2: country.iso2,
    name: country.name,
    ...languagesAndCodes(country.iso2),
    drivingSide: road?.drivingSide ?? null,
    plugTypes: road?.plugTypes ?? [],
    weekend: weekendOf(country.iso2),
    timeZone: zone,
    utcOffsetMinutes: zone ? offsetOn(zone, date) : null,
    currency: p.currency,
  };
}

function side(ctx: RelocationContext, p: Priced, year: number, date: Date): RelocationSide {
  const { city, country } = p.resolved;
  const rows = ctx.facts.indicators.get(country.iso3) ?? [];
  const priceOf = (id: (typeof PRICE_IDS)[number]) => {
    const f = figureOf(p, id);
    return { id, name: NAMES.get(id)!, amount: p.prices[id], source: f.source, year: f.year };
  };
  return {
    ...sideHeader(p),
    lat: city.lat,
    lon: city.lon,
    education: {
      prices: [
        priceOf('preschool_private_monthly'),
        priceOf('international_primary_school_yearly'),
      ],
      indicators: pickIndicators(rows, EDUCATION_INDICATORS, year),
    },
    healthcare: { indicators: pickIndicators(rows, HEALTHCARE_INDICATORS, year) },
    facts: factsOf(ctx, p, date),
  };
}

/** The destination's gazetteer places (same country, positioned, not the country average). */
function placesOf(ctx: RelocationContext, iso2: string): Place[] {
  const cached = placesByCountry.get(iso2);
  if (cached) return cached;
  const out: Place[] = [];
  for (const c of ctx.engine.reference.citiesByCountry.get(iso2) ?? []) {
    if (c.isCountryAverage || c.lat === null || c.lon === null) continue;
    out.push({
      id: c.id,
      name: c.name,
      population: c.population,
      lat: c.lat,
      lon: c.lon,
      partOf: c.partOf,
      region: c.adminCode,
    });
  }
  placesByCountry.set(iso2, out);
  return out;
}

export async function relocationAnswer(
  ctx: RelocationContext,
  view: RatesView,
  input: RelocationInput,
): Promise<RelocationData> {
  const [from, to] = await pricePair(ctx, view, input, PRICE_IDS);
  const { currency, perUsd } = amountCurrency(view, input.currency, from);
  const h = householdOf(input.familySize, input.lifestyle);
  // No budget entered: what the household's flat costs at home (centre), in the budget's currency.
  const rentKey = `rent_${h.bedrooms}br_centre` as const;
  const housingBudget = input.housingBudget ?? (from.prices[rentKey] / from.rate) * perUsd;
  const budgetInDestination = (housingBudget / perUsd) * to.rate;
  const year = Number(view.asOf.slice(0, 4));
  // Offsets of the day the user is looking at, not of the rates' date (London is UTC+0 in November).
  const offsetsOn = input.date ?? ctx.now().toISOString().slice(0, 10);
  const date = new Date(`${offsetsOn}T12:00:00Z`);
  const fc = from.resolved.city;
  const tc = to.resolved.city;
  const distanceKm =
    fc.lat === null || fc.lon === null || tc.lat === null || tc.lon === null
      ? null
      : greatCircleKm(fc.lat, fc.lon, tc.lat, tc.lon);
  const moving = movingCosts({
    prices: to.prices,
    perUsd: to.rate,
    distanceKm: distanceKm ?? 0,
    familySize: input.familySize,
    lifestyle: input.lifestyle,
  });
  const toPerFrom = to.rate / from.rate;
  const centre: Place | null =
    tc.isCountryAverage || tc.lat === null || tc.lon === null
      ? null
      : {
          id: tc.id,
          name: tc.name,
          population: tc.population,
          lat: tc.lat,
          lon: tc.lon,
          region: tc.adminCode,
        };
  const hoods = neighborhoods({
    centre,
    places: centre ? placesOf(ctx, to.resolved.country.iso2) : [],
    rentCentre: to.prices[rentKey],
    rentOutside: to.prices[`rent_${h.bedrooms}br_outside`],
    budget: budgetInDestination,
  });
  const fromSide = side(ctx, from, year, date);
  const toSide = side(ctx, to, year, date);
  const note = !centre
    ? `${tc.name} is a country average with no position: only the catalogue's centre and outside-of-centre rents are shown.`
    : hoods.sectionsFound === 0
      ? `The gazetteer (GeoNames places of 5,000+) holds no sections of ${tc.name} (districts GeoNames codes as parts of the city), so no districts are listed: only the city's centre and outside-of-centre rents are shown.`
      : `The ${Math.min(hoods.sectionsFound, MAX_SECTIONS)} most populous of the ${hoods.sectionsFound} sections of ${tc.name} the gazetteer holds (GeoNames districts of 5,000+ people that are part of the city).`;
  const rentModel = `Modelled, not observed: the rent of a district or town is ${tc.name}'s outside-of-centre rent plus the centre's premium over it × e^(−distance ÷ ${RENT_GRADIENT_KM} km); no open source prices districts apart from their city. The centre and outside-of-centre rows are the catalogue's own figures.`;
  return {
    inputs: {
      housingBudget,
      budgetBasis:
        input.housingBudget === undefined ? ('origin-rent' as const) : ('yours' as const),
      currency,
      familySize: input.familySize,
      lifestyle: input.lifestyle,
      budgetInDestination,
    },
    from: fromSide,
    to: toSide,
    toPerFrom,
    distanceKm,
    movingCosts: {
      currency: to.currency,
      lines: moving.lines,
      total: moving.total,
      totalInOrigin: moving.total / toPerFrom,
      shippingM3: moving.shippingM3,
      travellers: moving.travellers,
      assumptions: [
        { label: 'Deposit', value: `${MOVING_RATES.depositMonths} months' rent` },
        {
          label: 'Shipping',
          value: `US$${MOVING_RATES.shippingUsdPerM3}/m³ + US$${MOVING_RATES.shippingUsdPerM3Per1000Km}/m³ per 1,000 km`,
        },
        {
          label: 'Fare',
          value: `US$${MOVING_RATES.fareUsdPerKm}/km, at least US$${MOVING_RATES.fareMinimumUsd}`,
        },
        { label: 'Airport taxi', value: `${MOVING_RATES.airportTaxiKm} km` },
      ],
    },
    neighborhoods: {
      currency: to.currency,
      bedrooms: h.bedrooms,
      list: hoods.list,
      urbanPlaces: hoods.urbanPlaces,
      commuterTowns: hoods.commuterTowns,
      radiusKm: hoods.radiusKm,
      placesFound: hoods.placesFound,
      sectionsFound: hoods.sectionsFound,
      rentModel,
      note,
    },
    cultural: {
      ...culturalGuide(fromSide.facts, toSide.facts, offsetsOn),
      notHeld: ['Main religions: no open table with a licence we can use is held yet.'],
    },
    sources: [...RELOCATION_SOURCES],
    as_of: view.asOf,
    stale: view.stale,
  };
}
