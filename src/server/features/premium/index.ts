/**
 * The premium suites' kit (ADR 176), the public module other features use (ADR 108): the route
 * helper, the rounding policy and the two-city pricing step. Each suite keeps only what is its own.
 */
export { servePremium, type PremiumBase } from './premium-route.ts';
export { roundAnswer } from './rounding.ts';
export {
  amountCurrency,
  basisOf,
  catalogueItems,
  figureOf,
  pricePair,
  PRICES_SOURCE,
  provenanceOf,
  sideHeader,
  type PlaceInput,
  type PricedCity,
  type PricingBase,
} from './two-city.ts';
