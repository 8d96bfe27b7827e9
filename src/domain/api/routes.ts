/**
 * Every API operation's contract (ADR 144), by feature: the server registers each one
 * (src/server/plugins/serve.ts) and the web calls them through src/web/api/client.ts.
 */
import { authApi } from './auth.ts';
import { billingApi } from './billing.ts';
import { businessApi } from './business.ts';
import { contactApi } from './contact.ts';
import type { RouteContract } from './contract.ts';
import { exchangeApi } from './exchange.ts';
import { exchangeSeriesApi } from './exchange-series.ts';
import { healthApi } from './health.ts';
import { investmentApi } from './investment.ts';
import { lifestyleApi } from './lifestyle.ts';
import { pricesApi } from './prices.ts';
import { relocationApi } from './relocation.ts';
import { salaryApi } from './salary.ts';
import { usageApi } from './usage.ts';
import { userApi } from './user.ts';

export const api = {
  auth: authApi,
  user: userApi,
  billing: billingApi,
  contact: contactApi,
  exchange: exchangeApi,
  exchangeSeries: exchangeSeriesApi,
  prices: pricesApi,
  health: healthApi,
  salary: salaryApi,
  lifestyle: lifestyleApi,
  relocation: relocationApi,
  investment: investmentApi,
  business: businessApi,
  usage: usageApi,
};

/** The contracts as one list (for the web tests' stubs and the server's route check). */
export const ALL_ROUTES: readonly RouteContract[] = Object.values(api).flatMap((group) =>
  Object.values(group),
);
