/**
 * Moving costs (issue 15, docs/product.md §2 Relocation tab movingCosts): a first-months budget for moving a
 * household from A to B. The settling lines are priced with the destination's catalogue figures
 * (src/domain/cost-of-living/catalogue.ts); shipping and travel scale with the great-circle distance at
 * the rates of MOVING_RATES. Every line lists its items, quantities and basis, so it explains itself.
 */
import { householdOf, rentItemOf, type RelocationLifestyle } from './household.ts';

/**
 * Rates that no open dataset we hold gives. They are stated assumptions, shown next to the figures
 * they make (the UI labels them "assumed"), and documented in docs/methods/premium-relocation.md §2.
 */
export const MOVING_RATES = {
  /** Months of rent a landlord holds as deposit. */
  depositMonths: 2,
  /** Months of local transit before the household has settled its own way of getting around. */
  settlingMonths: 1,
  /** Taxi distance from the arrival airport to the home (km). */
  airportTaxiKm: 25,
  /** School terms a year; the first term is paid on enrolment. */
  schoolTermsPerYear: 3,
  /** Household goods shipped, m³: first person, each further person. */
  shippingM3First: 10,
  shippingM3PerPerson: 6,
  /** Volume factor per lifestyle (budget ships the essentials, luxury a furnished home). */
  shippingVolumeFactor: { budget: 0.5, moderate: 1, premium: 1.5, luxury: 2 },
  /** US$ per m³ for packing and handling at both ends, whatever the distance. */
  shippingUsdPerM3: 60,
  /** US$ per m³ for each 1,000 km of great-circle distance. */
  shippingUsdPerM3Per1000Km: 25,
  /** One-way economy fare: US$ per great-circle km per traveller, and the least fare. */
  fareUsdPerKm: 0.08,
  fareMinimumUsd: 60,
} as const;

export type MovingLineKey =
  | 'deposit'
  | 'firstRent'
  | 'utilities'
  | 'furnishing'
  | 'transit'
  | 'schooling'
  | 'shipping'
  | 'travel';

export interface MovingItem {
  label: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  cost: number;
  /** The catalogue item priced, when the price is a catalogue figure. */
  itemId: string | null;
}

export interface MovingLine {
  key: MovingLineKey;
  label: string;
  /** Destination currency; null when no open price exists for it (said in `explanation`). */
  amount: number | null;
  items: MovingItem[];
  explanation: string;
  /** catalogue: destination prices; distance: stated rates x distance; none: not priced. */
  basis: 'catalogue' | 'distance' | 'none';
}

export interface MovingInput {
  /** Destination prices by catalogue id, in the destination currency. */
  prices: Readonly<Record<string, number>>;
  /** Destination currency units per US$. */
  perUsd: number;
  distanceKm: number;
  familySize: number;
  lifestyle: RelocationLifestyle;
}

export interface MovingCosts {
  lines: MovingLine[];
  /** Sum of the priced lines (destination currency). */
  total: number;
  distanceKm: number;
  shippingM3: number;
  travellers: number;
}

const item = (
  label: string,
  quantity: number,
  unit: string,
  unitPrice: number,
  itemId: string | null,
): MovingItem => ({ label, quantity, unit, unitPrice, cost: quantity * unitPrice, itemId });

const sum = (items: readonly MovingItem[]) => items.reduce((s, i) => s + i.cost, 0);

function line(
  key: MovingLineKey,
  label: string,
  items: MovingItem[],
  explanation: string,
  basis: MovingLine['basis'],
): MovingLine {
  return { key, label, amount: sum(items), items, explanation, basis };
}

/** Household goods to ship (m³) for a family size and lifestyle. */
export function shippingVolume(familySize: number, lifestyle: RelocationLifestyle): number {
  const { adults, children } = householdOf(familySize, lifestyle);
  const people = adults + children;
  const base = MOVING_RATES.shippingM3First + (people - 1) * MOVING_RATES.shippingM3PerPerson;
  return base * MOVING_RATES.shippingVolumeFactor[lifestyle];
}

/** One traveller's one-way fare in US$ for a great-circle distance. */
export function fareUsd(distanceKm: number): number {
  return Math.max(MOVING_RATES.fareMinimumUsd, distanceKm * MOVING_RATES.fareUsdPerKm);
}

/**
 * The first-months budget of a move, in the destination currency.
 * @example movingCosts({ prices, perUsd: 36, distanceKm: 4700, familySize: 2, lifestyle: 'moderate' }).lines[0].key // 'deposit'
 */
export function movingCosts(input: MovingInput): MovingCosts {
  const { prices, perUsd, distanceKm, familySize, lifestyle } = input;
  const h = householdOf(familySize, lifestyle);
  const rentId = rentItemOf(h);
  const rent = prices[rentId] ?? 0;
  const rentLabel = `${h.bedrooms}-bedroom flat ${h.location === 'centre' ? 'in the centre' : 'outside the centre'}`;
  const people = h.adults + h.children;
  const lines: MovingLine[] = [
    line(
      'deposit',
      'Rental deposit',
      [item(`Rent, ${rentLabel}`, MOVING_RATES.depositMonths, 'month', rent, rentId)],
      `${MOVING_RATES.depositMonths} months' rent held as deposit (assumed), at the catalogue rent of a ${rentLabel} (${h.bedrooms === 1 ? 'one or two people' : 'three or more people'}, ${lifestyle} lifestyle).`,
      'catalogue',
    ),
    line(
      'firstRent',
      'First month of rent',
      [item(`Rent, ${rentLabel}`, 1, 'month', rent, rentId)],
      'Paid in advance with the deposit.',
      'catalogue',
    ),
    line(
      'utilities',
      'Utilities and internet, first month',
      [
        item(
          'Electricity, heating, cooling, water, garbage (85 m²)',
          1,
          'month',
          prices.utilities_basic_85m2_monthly ?? 0,
          'utilities_basic_85m2_monthly',
        ),
        item(
          'Internet, 60 Mbps or more',
          1,
          'month',
          prices.internet_60mbps_monthly ?? 0,
          'internet_60mbps_monthly',
        ),
      ],
      'The first month of bills from the catalogue; connection fees are not in the catalogue and are not counted.',
      'catalogue',
    ),
    {
      key: 'furnishing',
      label: 'Furnishing basics',
      amount: null,
      items: [],
      explanation:
        'Not priced: the catalogue holds no furniture or household-goods prices and no open table gives them by city. Shipping below moves your own goods instead.',
      basis: 'none',
    },
    line(
      'transit',
      'Getting around until settled',
      [
        item(
          'Monthly transit pass',
          h.adults * MOVING_RATES.settlingMonths,
          'pass',
          prices.transit_monthly_pass ?? 0,
          'transit_monthly_pass',
        ),
        item('Taxi from the airport: start', 1, 'ride', prices.taxi_start ?? 0, 'taxi_start'),
        item(
          'Taxi from the airport: distance',
          MOVING_RATES.airportTaxiKm,
          'km',
          prices.taxi_per_km ?? 0,
          'taxi_per_km',
        ),
      ],
      `One pass per adult for ${MOVING_RATES.settlingMonths} month(s), and one taxi ride of ${MOVING_RATES.airportTaxiKm} km from the airport (assumed distance).`,
      'catalogue',
    ),
    line(
      'schooling',
      'School deposits',
      h.children > 0
        ? [
            item(
              'International primary school, first term',
              h.children,
              'child',
              (prices.international_primary_school_yearly ?? 0) / MOVING_RATES.schoolTermsPerYear,
              'international_primary_school_yearly',
            ),
          ]
        : [],
      h.children > 0
        ? `The first of ${MOVING_RATES.schoolTermsPerYear} terms of the catalogue's yearly international primary school fee, for ${h.children} child(ren) (people beyond the first two of the family).`
        : 'No children: a household of one or two is counted as adults.',
      'catalogue',
    ),
  ];
  const m3 = shippingVolume(familySize, lifestyle);
  const perM3Usd =
    MOVING_RATES.shippingUsdPerM3 + (MOVING_RATES.shippingUsdPerM3Per1000Km * distanceKm) / 1000;
  lines.push(
    line(
      'shipping',
      'Shipping household goods',
      [item('Household goods', m3, 'm³', perM3Usd * perUsd, null)],
      `${+m3.toFixed(1)} m³ (assumed for ${people} person(s), ${lifestyle}) at US$${MOVING_RATES.shippingUsdPerM3}/m³ handling + US$${MOVING_RATES.shippingUsdPerM3Per1000Km}/m³ per 1,000 km over ${Math.round(distanceKm).toLocaleString('en-US')} km (assumed rates, no open freight table held).`,
      'distance',
    ),
    line(
      'travel',
      'Travel',
      [item('One-way fare', people, 'traveller', fareUsd(distanceKm) * perUsd, null)],
      `${people} one-way fare(s) at US$${MOVING_RATES.fareUsdPerKm}/km of great-circle distance, at least US$${MOVING_RATES.fareMinimumUsd} (assumed rate, no open fare table held).`,
      'distance',
    ),
  );
  const total = lines.reduce((s, l) => s + (l.amount ?? 0), 0);
  return { lines, total, distanceKm, shippingM3: m3, travellers: people };
}
