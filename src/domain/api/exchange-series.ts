/**
 * Contracts of the dated exchange-rate operations (issue 38 item 2, ADR 196): rates on a day, a
 * start/end series, conversion and fluctuation, all from the official reference days (ADR 162) that
 * a fresh install already holds. Every answer names the day whose rates it used.
 */
import { z } from 'zod';
import { defineRoute } from './contract.ts';
import { success } from './envelope.ts';
import { currencyCodeParam } from './exchange.ts';

/** The longest start/end range one call may ask for, in days. */
export const MAX_SERIES_DAYS = 366;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  // Date.parse rolls 2025-02-30 over into March: a calendar date reads back unchanged.
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
  }, 'Not a calendar date');

const symbolsParam = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z]{3}(,[A-Za-z]{3}){0,49}$/,
    'symbols: up to 50 three-letter codes, comma-separated',
  )
  .transform((v) => [...new Set(v.toUpperCase().split(','))])
  .optional()
  .describe('Comma-separated currency codes to return (all the publisher quotes when absent)');

const baseParam = currencyCodeParam.default('USD').describe('The base currency (default USD)');

export const ratesOnDayQuery = z.strictObject({
  base: baseParam,
  symbols: symbolsParam,
  date: isoDate
    .optional()
    .describe('YYYY-MM-DD; the newest official day on or before it is used (default: the newest)'),
});

const publisherFields = {
  source: z.string().describe('The publisher id of every rate here (ecb)'),
  publisher: z.string(),
};

export const ratesOnDayData = z.object({
  base: z.string(),
  date: z.string().describe('The official day whose rates these are'),
  requested_date: z.string().nullable().describe('The date asked for, when one was'),
  ...publisherFields,
  rates: z.record(z.string(), z.number()).describe('code -> units per 1 `base`'),
});
export type RatesOnDay = z.infer<typeof ratesOnDayData>;

export const seriesQuery = z.strictObject({
  base: baseParam,
  symbols: symbolsParam,
  start_date: isoDate.describe('First day of the range, YYYY-MM-DD'),
  end_date: isoDate.describe('Last day of the range, YYYY-MM-DD (at most 366 days after start)'),
});

export const seriesData = z.object({
  base: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  ...publisherFields,
  rates: z
    .record(z.string(), z.record(z.string(), z.number()))
    .describe('date -> code -> rate, one entry per official day in the range, oldest first'),
});

export const fluctuationData = z.object({
  base: z.string(),
  start_date: z.string().describe('The official day used for the start (on or after start_date)'),
  end_date: z.string().describe('The official day used for the end (on or before end_date)'),
  ...publisherFields,
  rates: z.record(
    z.string(),
    z.object({
      start_rate: z.number(),
      end_rate: z.number(),
      change: z.number(),
      change_pct: z.number().describe('Percent change from start to end'),
    }),
  ),
});

export const convertQuery = z.strictObject({
  from: currencyCodeParam.describe('The currency of the amount'),
  to: currencyCodeParam.describe('The currency to convert into'),
  amount: z.coerce.number().finite().min(0).max(1e15).default(1),
  date: isoDate.optional().describe('YYYY-MM-DD; the newest official day on or before it'),
});

export const convertData = z.object({
  from: z.string(),
  to: z.string(),
  amount: z.number(),
  date: z.string().describe('The official day whose rate was used'),
  rate: z.number().describe('Units of `to` per 1 `from` on that day'),
  result: z.number(),
  ...publisherFields,
});

const publicData = { auth: 'none', publicData: true } as const;
const tags = ['exchange'];

export const exchangeSeriesApi = {
  ratesOnDay: defineRoute({
    method: 'GET',
    path: '/api/exchange/rates',
    tags,
    summary: 'Official reference rates on a day, optionally only some currencies',
    description:
      'The European Central Bank reference rates of one day, rebased to `base`. Without `date`, the newest official day; with it, the newest official day on or before it (weekends and holidays have none): `date` in the answer says which day was used. 404 when no official day is that old or a code is not quoted.',
    query: ratesOnDayQuery,
    example: { query: { base: 'EUR', symbols: 'USD,GBP,JPY', date: '2025-06-01' } },
    response: success(ratesOnDayData),
    errors: [404],
    policy: publicData,
  }),
  timeseries: defineRoute({
    method: 'GET',
    path: '/api/exchange/timeseries',
    tags,
    summary: 'Daily official rates between two dates',
    description:
      'Every official day from `start_date` to `end_date` (at most 366 days), rebased to `base`. Ranges longer than 30 days need the Voyager plan (a session or a Navigator API key).',
    query: seriesQuery,
    example: {
      query: { base: 'USD', symbols: 'EUR,GBP', start_date: '2025-03-01', end_date: '2025-03-20' },
    },
    response: success(seriesData),
    errors: [404],
    policy: publicData,
  }),
  fluctuation: defineRoute({
    method: 'GET',
    path: '/api/exchange/fluctuation',
    tags,
    summary: 'How much rates moved between two dates',
    description:
      'For each code, the rate on the first official day on or after `start_date` and the last on or before `end_date`, the change and the percent change. Same plan rule as the time series.',
    query: seriesQuery,
    example: {
      query: { base: 'USD', symbols: 'EUR,JPY', start_date: '2025-03-01', end_date: '2025-03-28' },
    },
    response: success(fluctuationData),
    errors: [404],
    policy: publicData,
  }),
  convert: defineRoute({
    method: 'GET',
    path: '/api/exchange/convert',
    tags,
    summary: 'Convert an amount at an official rate',
    description:
      'Converts `amount` from one currency to another at the official rate of the newest day, or of the newest official day on or before `date`.',
    query: convertQuery,
    example: { query: { from: 'GBP', to: 'JPY', amount: 250, date: '2025-06-02' } },
    response: success(convertData),
    errors: [404],
    policy: publicData,
  }),
};
