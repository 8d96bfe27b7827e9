/**
 * Gross to net for one country (docs/methods/premium-salary.md §3): the take-home engine's published
 * rules where the country has them (src/domain/premium/take-home, used only through its index), else
 * the cost-of-living model's tax wedge (net / gross by income group, method cost-of-living §6), labelled
 * as an estimate. And the inverse: the gross that leaves a given net.
 */
import { takeHomePay, type TakeHomeLine, type TakeHomeSource } from '../take-home/index.ts';

export interface TaxPlace {
  /** ISO 3166 alpha-2 of the country whose rules apply. */
  iso2: string;
  /** The salary's currency (the rules are used only when they are in this currency). */
  currency: string;
  /** The model's net / gross factor for the country: the estimate where no rules exist. */
  wedge: number;
  /** A US state (and city) key such as 'US-CA' or 'US-NY-NYC' (take-home us-states.ts); else absent. */
  subdivision?: string | null | undefined;
}

export interface NetPay {
  currency: string;
  grossAnnual: number;
  netAnnual: number;
  netMonthly: number;
  /** Income tax and employee contributions; null when only the combined estimate is known. */
  incomeTax: number | null;
  socialContributions: number | null;
  deductions: number;
  lines: TakeHomeLine[];
  method: 'rules' | 'estimate';
  taxYear: string | null;
  sources: TakeHomeSource[];
  notes: string[];
}

const ESTIMATE_NOTE =
  "Estimate: the cost-of-living model's tax wedge for the country's income group (no published rules table yet).";

/**
 * Net pay of a gross annual salary in a country.
 * @example netPay({ iso2: 'ZZ', currency: 'XXX', wedge: 0.8 }, 1000).netAnnual // 800
 */
export function netPay(place: TaxPlace, grossAnnual: number): NetPay {
  const gross = Number.isFinite(grossAnnual) && grossAnnual > 0 ? grossAnnual : 0;
  const rules = takeHomePay(place.iso2, gross, place.subdivision ?? null);
  if (rules && rules.currency === place.currency) {
    return {
      currency: place.currency,
      grossAnnual: gross,
      netAnnual: rules.netAnnual,
      netMonthly: rules.netAnnual / 12,
      incomeTax: rules.incomeTax,
      socialContributions: rules.socialContributions,
      deductions: gross - rules.netAnnual,
      lines: rules.lines,
      method: 'rules',
      taxYear: rules.taxYear,
      sources: rules.source,
      notes: rules.notes,
    };
  }
  const net = gross * place.wedge;
  return {
    currency: place.currency,
    grossAnnual: gross,
    netAnnual: net,
    netMonthly: net / 12,
    incomeTax: null,
    socialContributions: null,
    deductions: gross - net,
    lines: [{ label: 'Income tax and employee contributions (estimate)', amount: gross - net }],
    method: 'estimate',
    taxYear: null,
    sources: [],
    notes: [ESTIMATE_NOTE],
  };
}

/**
 * The gross annual salary whose net is `netAnnual` (bisection over the rules; exact for the estimate).
 * Rules tables never take more than the whole salary, so the answer is at least the net.
 * @example grossForNet({ iso2: 'ZZ', currency: 'XXX', wedge: 0.8 }, 800) // 1000
 */
export function grossForNet(place: TaxPlace, netAnnual: number): number {
  if (!(netAnnual > 0)) return 0;
  const sub = place.subdivision ?? null;
  const rules = takeHomePay(place.iso2, netAnnual, sub);
  if (!rules || rules.currency !== place.currency) return netAnnual / place.wedge;
  const net = (g: number) => takeHomePay(place.iso2, g, sub)!.netAnnual;
  let low = netAnnual;
  let high = netAnnual * 2;
  for (let i = 0; i < 40 && net(high) < netAnnual; i++) high *= 2;
  for (let i = 0; i < 48 && high - low > 0.005; i++) {
    const mid = (low + high) / 2;
    if (net(mid) < netAnnual) low = mid;
    else high = mid;
  }
  return high;
}
