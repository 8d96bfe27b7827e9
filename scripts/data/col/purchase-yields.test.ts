import { expect, test } from 'vitest';
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';
import { createColEngine } from '../../../src/server/features/prices/col-engine.ts';

// ADR 118: purchase prices per m² are the rent times a price-to-rent ratio measured on Statistics
// Portugal's sales and rents and on France's DVF sales and Carte des loyers rents. Before, centre prices
// in large expensive cities were far too low against their rents (New York 8.9%, London 9.3%, Lisbon 9.5% gross on a 50 m² one-bedroom flat), while such
// centres yield about 3-5% (price-to-rent 20-30 years).
const engine = createColEngine();
const asOf = '2026-11-25';
const at = (id: string) => CATALOGUE.findIndex((i) => i.id === id);

function centreYield(name: string, iso2: string): number {
  const city = engine.findCity(name, engine.resolveCountry(iso2));
  if (!city) throw new Error(`${name} not found`);
  const f = engine.modelFigures(city, asOf);
  return (f[at('rent_1br_centre')]!.usd * 12) / (f[at('buy_sqm_centre')]!.usd * 50);
}

test.each([
  ['New York', 'US'],
  ['London', 'GB'],
  ['Zurich', 'CH'],
  ['Lisbon', 'PT'],
  ['Berlin', 'DE'],
])('%s: a one-bedroom flat in the centre yields 3-6% gross', (name, iso2) => {
  const y = centreYield(name, iso2);
  expect(y).toBeGreaterThan(0.03);
  expect(y).toBeLessThan(0.06);
});

test("Lisbon's centre price per m² is at least Statistics Portugal's city-wide median of sales", () => {
  const lisbon = engine.findCity('Lisbon', engine.resolveCountry('PT'))!;
  const f = engine.modelFigures(lisbon, asOf);
  // INE: EUR 5,082 per m², 12 months to March 2026, about US$5,900; a centre costs more than the city.
  expect(f[at('buy_sqm_centre')]!.usd).toBeGreaterThan(5_900);
  expect(f[at('buy_sqm_outside')]!.usd).toBeLessThan(f[at('buy_sqm_centre')]!.usd);
});
