// Written by scripts/web-api-routes.ts from src/domain/api/routes.ts; do not edit (ADR 144).
import { routeHead } from '#domain/api/contract.ts';
import type { api as contracts } from '#domain/api/routes.ts';

type C = typeof contracts;

/** Every API route for the web client (callApi), by feature, as the contracts name them. */
export const api = {
  auth: {
    signup: routeHead<C['auth']['signup']>('POST', '/api/auth/signup'),
    login: routeHead<C['auth']['login']>('POST', '/api/auth/login'),
    forgotPassword: routeHead<C['auth']['forgotPassword']>('POST', '/api/auth/forget-password'),
    verifyOtp: routeHead<C['auth']['verifyOtp']>('POST', '/api/auth/verify-otp'),
    resendOtp: routeHead<C['auth']['resendOtp']>('POST', '/api/auth/resend-otp'),
    resetPassword: routeHead<C['auth']['resetPassword']>('POST', '/api/auth/reset-password'),
    logout: routeHead<C['auth']['logout']>('POST', '/api/auth/logout'),
  },
  user: {
    me: routeHead<C['user']['me']>('GET', '/api/user/me'),
    editProfile: routeHead<C['user']['editProfile']>('PATCH', '/api/user/me'),
    changeEmail: routeHead<C['user']['changeEmail']>('POST', '/api/user/email'),
    confirmEmail: routeHead<C['user']['confirmEmail']>('POST', '/api/user/email/confirm'),
    changePassword: routeHead<C['user']['changePassword']>('POST', '/api/user/password'),
    signOutEverywhere: routeHead<C['user']['signOutEverywhere']>(
      'POST',
      '/api/user/sign-out-everywhere',
    ),
    exportData: routeHead<C['user']['exportData']>('GET', '/api/user/export'),
    deleteAccount: routeHead<C['user']['deleteAccount']>('POST', '/api/user/delete'),
  },
  billing: {
    plans: routeHead<C['billing']['plans']>('GET', '/api/plans'),
    paymentsConfig: routeHead<C['billing']['paymentsConfig']>('GET', '/api/payments/config'),
    localCheckout: routeHead<C['billing']['localCheckout']>('POST', '/api/payments/local-checkout'),
    subscription: routeHead<C['billing']['subscription']>('GET', '/api/subscription'),
    subscribe: routeHead<C['billing']['subscribe']>('POST', '/api/subscription'),
    cancel: routeHead<C['billing']['cancel']>('POST', '/api/subscription/cancel'),
    change: routeHead<C['billing']['change']>('POST', '/api/subscription/change'),
    checkout: routeHead<C['billing']['checkout']>('POST', '/api/subscription/checkout'),
    payments: routeHead<C['billing']['payments']>('GET', '/api/subscription/payments'),
    resume: routeHead<C['billing']['resume']>('POST', '/api/subscription/resume'),
    createApiKey: routeHead<C['billing']['createApiKey']>('POST', '/api/api-keys'),
    apiKeys: routeHead<C['billing']['apiKeys']>('GET', '/api/api-keys'),
    revokeApiKey: routeHead<C['billing']['revokeApiKey']>('DELETE', '/api/api-keys/:id'),
    paddleWebhook: routeHead<C['billing']['paddleWebhook']>('POST', '/api/webhooks/paddle'),
  },
  contact: {
    send: routeHead<C['contact']['send']>('POST', '/api/contact'),
  },
  exchange: {
    latestRates: routeHead<C['exchange']['latestRates']>('GET', '/api/exchange/latest-rates'),
    history: routeHead<C['exchange']['history']>('GET', '/api/exchange/history'),
    supportedCountries: routeHead<C['exchange']['supportedCountries']>(
      'GET',
      '/api/exchange/supported-countries',
    ),
    supportedCities: routeHead<C['exchange']['supportedCities']>(
      'GET',
      '/api/exchange/supported-cities',
    ),
    currencySymbols: routeHead<C['exchange']['currencySymbols']>(
      'GET',
      '/api/exchange/supported-currency-symbols',
    ),
    cities: routeHead<C['exchange']['cities']>('GET', '/api/exchange/cities'),
  },
  exchangeSeries: {
    ratesOnDay: routeHead<C['exchangeSeries']['ratesOnDay']>('GET', '/api/exchange/rates'),
    timeseries: routeHead<C['exchangeSeries']['timeseries']>('GET', '/api/exchange/timeseries'),
    fluctuation: routeHead<C['exchangeSeries']['fluctuation']>('GET', '/api/exchange/fluctuation'),
    convert: routeHead<C['exchangeSeries']['convert']>('GET', '/api/exchange/convert'),
  },
  prices: {
    marketData: routeHead<C['prices']['marketData']>('POST', '/api/exchange/market-data'),
    marketDataByPlace: routeHead<C['prices']['marketDataByPlace']>(
      'GET',
      '/api/exchange/market-data',
    ),
    cityIndex: routeHead<C['prices']['cityIndex']>('GET', '/api/cost-of-living/index'),
    compare: routeHead<C['prices']['compare']>('GET', '/api/cost-of-living/compare'),
    contribute: routeHead<C['prices']['contribute']>('POST', '/api/prices/contributions'),
    evidence: routeHead<C['prices']['evidence']>('GET', '/api/prices/contributions'),
  },
  health: {
    health: routeHead<C['health']['health']>('GET', '/api/health'),
    ready: routeHead<C['health']['ready']>('GET', '/api/ready'),
  },
  salary: {
    answer: routeHead<C['salary']['answer']>('POST', '/api/premium/salary'),
  },
  lifestyle: {
    answer: routeHead<C['lifestyle']['answer']>('POST', '/api/premium/lifestyle'),
  },
  relocation: {
    answer: routeHead<C['relocation']['answer']>('POST', '/api/premium/relocation'),
  },
  investment: {
    answer: routeHead<C['investment']['answer']>('POST', '/api/premium/investment'),
  },
  business: {
    answer: routeHead<C['business']['answer']>('POST', '/api/premium/business'),
  },
  usage: {
    usage: routeHead<C['usage']['usage']>('GET', '/api/usage'),
  },
} satisfies { [G in keyof C]: { [R in keyof C[G]]: unknown } };
