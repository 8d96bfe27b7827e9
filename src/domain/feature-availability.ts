/**
 * Which entitlements of the plan table (entitlements.ts, docs/product.md §6) the product actually delivers
 * today (issue 18 §2: no page promises what the product does not do, ADR 068). `planned` features
 * stay in the entitlement table (so the plan ladder is stable) but the pricing cards list them
 * apart as not available yet, and the premium page never says "Included in your plan" for them.
 * Flip one to 'available' in the same change that builds it.
 */
import type { Feature } from './entitlements.ts';

export type Availability = 'available' | 'planned';

export const FEATURE_AVAILABILITY: Readonly<Record<Feature, Availability>> = {
  // Everyone gets these (ADR 160).
  basic_conversion: 'available',
  food_basket: 'available',
  basic_visualizations: 'available',
  history_30d: 'available',
  all_currencies_cities: 'available',
  // Enforced by the server: history beyond 30 days (exchange-rates.routes.ts).
  history_1y: 'available',
  advanced_analytics: 'available',
  // Exports are generated in the browser for every plan (ADR 074, ADR 160).
  export_pdf_csv: 'available',
  // Enforced by the server: personal API keys (api-keys.routes.ts).
  api_access: 'available',
  // Enforced by the server: POST /api/premium/lifestyle (issue 14, ADR 114).
  lifestyle_tools: 'available',
  // Enforced by the server: POST /api/premium/relocation (issue 15, ADR 117).
  relocation_intelligence: 'available',
  // Enforced by the server: POST /api/premium/investment (issue 15, ADR 119).
  investment_analyzer: 'available',
  // Enforced by the server: POST /api/premium/business (issue 15, ADR 120).
  business_intelligence: 'available',
  // Enforced by the server: POST /api/premium/salary (issue 14, ADR 121).
  salary_insights: 'available',
  team_sharing: 'planned',
  quarterly_reports: 'planned',
  // Support answers every message the same way today (contact form to SUPPORT_EMAIL).
  priority_support: 'planned',
  // Enterprise is sold by contract through Contact Sales; these are services agreed there.
  custom_integration: 'available',
  white_label: 'available',
  account_manager: 'available',
  custom_reports: 'available',
  on_demand_analysis: 'available',
};

/**
 * Whether a feature is delivered today.
 *
 * @example
 * isAvailable('api_access'); // true
 * isAvailable('business_intelligence'); // false
 */
export function isAvailable(feature: Feature): boolean {
  return FEATURE_AVAILABILITY[feature] === 'available';
}
