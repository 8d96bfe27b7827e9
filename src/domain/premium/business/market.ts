/**
 * Market Analysis (issue 15): GDP, real growth, population, GDP per head and household consumption for
 * the chosen scope, from World Bank WDI figures. Pure.
 *
 * - national: the country's own figures;
 * - local: no open metro or urban-centre GDP is held, so the country's own figures, labelled national
 *   in the area and a note (a population-share model read Bangkok at US$36.7 bn and Mumbai at US$31.5
 *   bn, several times too low: cities out-produce their population share); the city's own GeoNames
 *   population is said in the note;
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
  /** GeoNames population of the city (said in the local scope's note); 0 for a country average. */
  cityPopulation: number;
  cityName: string;
}

export interface MarketView {
  scope: MarketScope;
  /** What area the figures are for, in words. */
  area: string;
  /** 'country': the national figures (also for the local scope, said so in `area` and `notes`). */
  basis: 'country' | 'region-aggregate' | 'world-aggregate';
  gdpBillions: Figure | null;
  growth: { value: number; first: number; last: number; count: number } | null;
  population: Figure | null;
  gdpPerHead: Figure | null;
  consumptionBillions: Figure | null;
  /** Plain-words notes on what is modelled or missing. */
  notes: string[];
}

const billions = (f: Figure | null): Figure | null =>
  f ? { ...f, value: Math.round(f.value / 1e8) / 10 } : null;

export function marketView(scope: MarketScope, input: MarketInputs): MarketView {
  const notes: string[] = [];
  let figures = input.country;
  let area = `${input.countryName} (national)`;
  let basis: MarketView['basis'] = 'country';
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
    area = `${input.countryName} (national: no open figure for ${input.cityName} alone is held)`;
    const own =
      input.cityPopulation > 0
        ? ` ${input.cityName}'s own population (GeoNames) is ${Math.round(input.cityPopulation).toLocaleString('en-US')}.`
        : '';
    notes.push(
      `National figures: GDP, growth, population, GDP per head and household consumption are ${input.countryName}'s; no open metro or urban-centre figures for ${input.cityName} are held yet.${own}`,
    );
  }
  const population = latest(figures, 'SP.POP.TOTL');
  const consumption = latest(figures, 'NE.CON.PRVT.CD');
  if (!consumption) notes.push('Household consumption is not held for this area.');
  return {
    scope,
    area,
    basis,
    gdpBillions: billions(latest(figures, 'NY.GDP.MKTP.CD')),
    growth: meanGrowth(figures),
    population,
    gdpPerHead: latest(figures, 'NY.GDP.PCAP.CD'),
    consumptionBillions: billions(consumption),
    notes,
  };
}
