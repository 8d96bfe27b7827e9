/**
 * Real Estate tab (issue 15): price per m² in and outside the centre and the gross rental yield from
 * the cost-of-living engine's catalogue figures (buy_sqm_*, rent_1br_*, rent_3br_*), and a scenario
 * for the amount and horizon. Assumptions (method docs/methods/premium-investment.md §2): a 1-bedroom
 * apartment is taken as 50 m² and a 3-bedroom one as 100 m²; with no open house-price index stored,
 * prices and rents are assumed to keep pace with the country's consumer prices (10-year mean
 * inflation); gross means before vacancy, maintenance, fees and taxes.
 */

export const ONE_BEDROOM_SQM = 50;
export const THREE_BEDROOM_SQM = 100;

export const REAL_ESTATE_ITEM_IDS = [
  'buy_sqm_centre',
  'buy_sqm_outside',
  'rent_1br_centre',
  'rent_1br_outside',
  'rent_3br_centre',
  'rent_3br_outside',
] as const;
export type RealEstateItemId = (typeof REAL_ESTATE_ITEM_IDS)[number];

/** Local-currency prices of the six catalogue items. */
export type RealEstatePrices = Readonly<Record<RealEstateItemId, number>>;

export interface LocationYield {
  pricePerSqm: number;
  /** Annual rent of a 1-bedroom and a 3-bedroom apartment over its assumed purchase price, %. */
  yield1br: number;
  yield3br: number;
  /** The mean of the two, %. */
  grossYield: number;
}

export interface RealEstateScenario {
  /** The amount in this city's currency. */
  amount: number;
  /** m² the amount buys at the centre and outside prices. */
  sqmCentre: number;
  sqmOutside: number;
  /** Growth assumed for prices and rents, % a year (the 10-year mean inflation); null: none known. */
  growth: number | null;
  /** Outside the centre (the higher-yield location is chosen when it is higher). */
  location: 'centre' | 'outside';
  grossYield: number;
  /** Gross rent collected over the horizon and the property's value at its end. */
  rentOverHorizon: number;
  valueAtEnd: number;
  /** (value at end + rent − amount) / amount, %. */
  totalReturn: number;
  annualisedReturn: number;
}

export function locationYield(
  pricePerSqm: number,
  rent1br: number,
  rent3br: number,
): LocationYield {
  const yield1br = ((rent1br * 12) / (pricePerSqm * ONE_BEDROOM_SQM)) * 100;
  const yield3br = ((rent3br * 12) / (pricePerSqm * THREE_BEDROOM_SQM)) * 100;
  return { pricePerSqm, yield1br, yield3br, grossYield: (yield1br + yield3br) / 2 };
}

export function realEstateYields(p: RealEstatePrices): {
  centre: LocationYield;
  outside: LocationYield;
} {
  return {
    centre: locationYield(p.buy_sqm_centre, p.rent_1br_centre, p.rent_3br_centre),
    outside: locationYield(p.buy_sqm_outside, p.rent_1br_outside, p.rent_3br_outside),
  };
}

/**
 * The amount put into the higher-yield location, rents collected yearly, price and rent growing at
 * `growth` % a year (0 when unknown, said so by `growth: null`).
 */
export function realEstateScenario(
  p: RealEstatePrices,
  amount: number,
  horizon: number,
  growth: number | null,
): RealEstateScenario {
  const { centre, outside } = realEstateYields(p);
  const location = outside.grossYield >= centre.grossYield ? 'outside' : 'centre';
  const grossYield = (location === 'outside' ? outside : centre).grossYield;
  const g = (growth ?? 0) / 100;
  let rent = 0;
  for (let t = 0; t < horizon; t++) rent += amount * (grossYield / 100) * (1 + g) ** t;
  const valueAtEnd = amount * (1 + g) ** horizon;
  const total = (valueAtEnd + rent) / amount;
  return {
    amount,
    sqmCentre: amount / p.buy_sqm_centre,
    sqmOutside: amount / p.buy_sqm_outside,
    growth,
    location,
    grossYield,
    rentOverHorizon: rent,
    valueAtEnd,
    totalReturn: (total - 1) * 100,
    annualisedReturn: (total ** (1 / horizon) - 1) * 100,
  };
}
