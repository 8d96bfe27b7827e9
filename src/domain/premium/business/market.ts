/**
 * Market Analysis (issue 15): GDP, real growth, population, GDP per head and household consumption for
 * the chosen scope, from World Bank WDI figures. Pure.
 *
 * - national: the country's own figures;
 * - local: the city's share of the country, estimated by population (GeoNames city population over the
 *   WDI population) — modelled, and said so; a country average is the whole country;
 * - regional: the WDI region aggregate the country belongs to (e.g. "East Asia & Pacific");
 * - international: the WDI World aggregate.
 */
import { latest, meanGrowth, type EconomyFigures, type Figure } from './indicators.ts';
import type { MarketScope } from './options.ts';

export interface MarketInputs {
  country: EconomyFigures;
  countryName: string;
  region: { name: string; figures: EconomyFigures } | null;
  world: EconomyFigures;
  /** GeoNames population of the city; 0 for a country average. */
  cityPopulation: number;
  cityName: string;
}

export interface MarketView {
  scope: MarketScope;
  /** What area the figures are for, in words. */
  area: string;
  basis: 'country' | 'city-share' | 'region-aggregate' | 'world-aggregate';
  /** The city's modelled share of national output (local scope only), 0-1. */
  share: number | null;
  gdpBillions: Figure | null;
  growth: { value: number; first: number; last: number; count: number } | null;
  population: Figure | null;
  gdpPerHead: Figure | null;
  consumptionBillions: Figure | null;
  /** Plain-words notes on what is modelled or missing. */
  notes: string[];
}

const billions = (f: Figure | null, factor = 1): Figure | null =>
  f ? { ...f, value: Math.round((f.value * factor) / 1e8) / 10 } : null;

export function marketView(scope: MarketScope, input: MarketInputs): MarketView {
  const notes: string[] = [];
  let figures = input.country;
  let area = input.countryName;
  let basis: MarketView['basis'] = 'country';
  let factor = 1;
  let share: number | null = null;
  if (scope === 'regional') {
    if (input.region) {
      figures = input.region.figures;
      area = `${input.region.name} (World Bank region)`;
      basis = 'region-aggregate';
    } else {
      notes.push(`${input.countryName} has no World Bank region: national figures are shown.`);
    }
  } else if (scope === 'international') {
    figures = input.world;
    area = 'World';
    basis = 'world-aggregate';
  } else if (scope === 'local') {
    const pop = latest(input.country, 'SP.POP.TOTL');
    if (input.cityPopulation > 0 && pop && pop.value > 0) {
      share = Math.min(1, input.cityPopulation / pop.value);
      factor = share;
      area = `${input.cityName} (modelled share of ${input.countryName})`;
      basis = 'city-share';
      notes.push(
        `Modelled: ${input.cityName}'s output and spending are the national figures times its population share (${(share * 100).toFixed(2)}%, GeoNames population over WDI population); growth and GDP per head are the national ones.`,
      );
    } else {
      notes.push('No city population is held: national figures are shown for the local scope.');
    }
  }
  const population = latest(figures, 'SP.POP.TOTL');
  const consumption = latest(figures, 'NE.CON.PRVT.CD');
  if (!consumption) notes.push('Household consumption is not held for this area.');
  return {
    scope,
    area,
    basis,
    share,
    gdpBillions: billions(latest(figures, 'NY.GDP.MKTP.CD'), factor),
    growth: meanGrowth(figures),
    population:
      basis === 'city-share' && population
        ? { ...population, value: input.cityPopulation, code: 'GeoNames population' }
        : population,
    gdpPerHead: latest(figures, 'NY.GDP.PCAP.CD'),
    consumptionBillions: billions(consumption, factor),
    notes,
  };
}
