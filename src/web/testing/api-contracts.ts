/**
 * What each API route the web calls answers, from the shared contracts (issue 16 item 1, ADR 105), so
 * a web test's stubbed answer is checked against the schema the server answers with: a stub that
 * drifts from the contract fails the test that wrote it. `api-contracts.test.ts` checks that every
 * `/api/…` path the web's code names is listed here.
 */
import type { z } from 'zod';
import {
  loginResponse,
  verificationResponse,
  verifyOtpResponse,
  confirmedResponse,
} from '#domain/api/auth.ts';
import {
  apiKeyCreatedResponse,
  apiKeyRevokedResponse,
  apiKeysResponse,
  checkoutDecisionResponse,
  paymentsConfigResponse,
  plansResponse,
  subscriptionChangedResponse,
  subscriptionResponse,
} from '#domain/api/billing.ts';
import { contactResponse } from '#domain/api/contact.ts';
import { errorEnvelopeSchema } from '#domain/api/error-codes.ts';
import {
  citiesResponse,
  currencySymbolsResponse,
  historyResponse,
  latestRatesResponse,
  supportedCitiesResponse,
  supportedCountriesResponse,
} from '#domain/api/exchange.ts';
import { healthResponse, readyResponse } from '#domain/api/health.ts';
import { investmentResponseSchema } from '#domain/api/investment.ts';
import { businessResponseSchema } from '#domain/api/business.ts';
import { lifestyleResponseSchema } from '#domain/api/lifestyle.ts';
import { marketDataResponse } from '#domain/api/market-data.ts';
import { relocationResponseSchema } from '#domain/api/relocation.ts';
import { salaryResponseSchema } from '#domain/api/salary.ts';
import {
  cityIndexResponse,
  colCompareResponse,
  contributionRecordedResponse,
  evidenceResponse,
} from '#domain/api/prices.ts';
import {
  emailChangedResponse,
  exportResponse,
  meResponse,
  signedOutResponse,
} from '#domain/api/user.ts';

/** `METHOD /path` (a `:name` segment matches any one segment) → the route's success answer. */
export const API_ANSWERS: Readonly<Record<string, z.ZodType>> = {
  'POST /api/auth/signup': verificationResponse,
  'POST /api/auth/login': loginResponse,
  'POST /api/auth/forget-password': verificationResponse,
  'POST /api/auth/verify-otp': verifyOtpResponse,
  'POST /api/auth/resend-otp': verificationResponse,
  'POST /api/auth/reset-password': confirmedResponse,
  'POST /api/auth/logout': confirmedResponse,
  'GET /api/user/me': meResponse,
  'PATCH /api/user/me': confirmedResponse,
  'POST /api/user/email': confirmedResponse,
  'POST /api/user/email/confirm': emailChangedResponse,
  'POST /api/user/password': signedOutResponse,
  'POST /api/user/sign-out-everywhere': signedOutResponse,
  'GET /api/user/export': exportResponse,
  'POST /api/user/delete': confirmedResponse,
  'GET /api/plans': plansResponse,
  'GET /api/payments/config': paymentsConfigResponse,
  'POST /api/payments/local-checkout': subscriptionChangedResponse,
  'GET /api/subscription': subscriptionResponse,
  'POST /api/subscription': subscriptionChangedResponse,
  'POST /api/subscription/cancel': subscriptionChangedResponse,
  'POST /api/subscription/change': subscriptionChangedResponse,
  'POST /api/subscription/checkout': checkoutDecisionResponse,
  'POST /api/subscription/resume': subscriptionChangedResponse,
  'GET /api/api-keys': apiKeysResponse,
  'POST /api/api-keys': apiKeyCreatedResponse,
  'DELETE /api/api-keys/:id': apiKeyRevokedResponse,
  'GET /api/exchange/latest-rates': latestRatesResponse,
  'GET /api/exchange/history': historyResponse,
  'GET /api/exchange/supported-countries': supportedCountriesResponse,
  'GET /api/exchange/supported-cities': supportedCitiesResponse,
  'GET /api/exchange/supported-currency-symbols': currencySymbolsResponse,
  'GET /api/exchange/cities': citiesResponse,
  'POST /api/exchange/market-data': marketDataResponse,
  'GET /api/cost-of-living/index': cityIndexResponse,
  'GET /api/cost-of-living/compare': colCompareResponse,
  'GET /api/prices/contributions': evidenceResponse,
  'POST /api/prices/contributions': contributionRecordedResponse,
  'POST /api/contact': contactResponse,
  'POST /api/premium/lifestyle': lifestyleResponseSchema,
  'POST /api/premium/relocation': relocationResponseSchema,
  'POST /api/premium/salary': salaryResponseSchema,
  'POST /api/premium/investment': investmentResponseSchema,
  'POST /api/premium/business': businessResponseSchema,
  'GET /api/health': healthResponse,
  'GET /api/ready': readyResponse,
};

/** The path of a request URL as the routes name it: no query, no origin, no trailing slash. */
export function routePath(url: string): string {
  const path = new URL(url, 'http://parity.test').pathname;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The contract key (`METHOD /path` with its `:params`) a request matches, or null. */
export function routeKey(method: string, url: string): string | null {
  const wanted = `${method.toUpperCase()} ${routePath(url)}`;
  if (wanted in API_ANSWERS) return wanted;
  const [verb, path] = wanted.split(' ') as [string, string];
  const segments = path.split('/');
  for (const key of Object.keys(API_ANSWERS)) {
    const [keyVerb, keyPath] = key.split(' ') as [string, string];
    const keySegments = keyPath.split('/');
    if (keyVerb !== verb || keySegments.length !== segments.length) continue;
    if (keySegments.every((s, i) => s.startsWith(':') || s === segments[i])) return key;
  }
  return null;
}

/**
 * The JSON text of a stubbed answer after its contract has read it: a status below 400 is parsed by
 * the route's success schema, any other by the error envelope. Throws (failing the test) for a route
 * the contracts do not list or a body they reject.
 */
export function contractJson(method: string, url: string, status: number, body: unknown): string {
  if (status >= 400) return JSON.stringify(errorEnvelopeSchema.parse(body));
  const key = routeKey(method, url);
  if (!key) throw new Error(`No API contract for ${method.toUpperCase()} ${routePath(url)}`);
  const schema = API_ANSWERS[key] as z.ZodType;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`Stubbed answer for ${key} breaks its contract: ${parsed.error.message}`);
  }
  return JSON.stringify(parsed.data);
}

/** A fetch Response carrying `body` as the route would send it (checked by its contract first). */
export function contractResponse(
  method: string,
  url: string,
  status: number,
  body: unknown,
): Response {
  return new Response(contractJson(method, url, status, body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
