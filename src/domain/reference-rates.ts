/**
 * Official reference rates (ADR 162): the European Central Bank's euro foreign exchange reference
 * rates, read from the ECB's own CSV layout (data/sources/ecb_euro_reference_rates.csv: `Date,USD,
 * JPY,...`, units of each currency per 1 EUR) and turned into Parity's base (units per 1 USD).
 * Pure: the data build and the server both use it. docs/methods/exchange-rates.md, "Official rates".
 */

/** The publisher's id as it appears in snapshots, history points and API answers. */
export const ECB_SOURCE = 'ecb';
export const ECB_PUBLISHER = 'European Central Bank (euro foreign exchange reference rates)';

/** One day of official rates: units of each currency per 1 USD (USD itself is 1). */
export interface ReferenceDay {
  date: string;
  rates: Record<string, number>;
}

/** The shipped history (data/built/rate-history.json): one publisher, column codes, one row a day. */
export interface ReferenceHistory {
  source: string;
  publisher: string;
  codes: string[];
  /** [date, rate of codes[0], rate of codes[1], ...], oldest first. */
  days: [string, ...number[]][];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Z]{3}$/;

/** Six significant digits: the ECB publishes five or six, and a USD cross adds no precision. */
function round6(x: number): number {
  return Number(x.toPrecision(6));
}

/**
 * Parse the ECB's CSV (per-EUR rates, `N/A` for a currency not quoted that day) into per-USD days,
 * oldest first. A day without a USD rate cannot be rebased and is refused, as is any malformed cell.
 */
export function parseEcbCsv(text: string): ReferenceDay[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = (lines[0] ?? '').split(',').map((h) => h.trim());
  if (header[0] !== 'Date' || !header.includes('USD'))
    throw new Error('ECB CSV: the header must start with Date and include USD');
  const days: ReferenceDay[] = [];
  for (const [i, line] of lines.slice(1).entries()) {
    const cells = line.split(',').map((c) => c.trim());
    const date = cells[0] ?? '';
    if (!DATE.test(date)) throw new Error(`ECB CSV line ${i + 2}: bad date "${date}"`);
    const perEur: Record<string, number> = {};
    header.forEach((code, col) => {
      const cell = cells[col] ?? '';
      if (col === 0 || code === '' || cell === '' || cell === 'N/A') return;
      if (!CODE.test(code)) throw new Error(`ECB CSV: bad currency code "${code}"`);
      const value = Number(cell);
      if (!Number.isFinite(value) || value <= 0)
        throw new Error(`ECB CSV line ${i + 2}: bad ${code} rate "${cell}"`);
      perEur[code] = value;
    });
    const usd = perEur['USD'];
    if (usd === undefined) throw new Error(`ECB CSV line ${i + 2}: no USD rate on ${date}`);
    const rates: Record<string, number> = { USD: 1, EUR: round6(1 / usd) };
    for (const [code, value] of Object.entries(perEur))
      if (code !== 'USD') rates[code] = round6(value / usd);
    days.push({ date, rates });
  }
  return days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The compact shipped form: every code quoted on every day becomes a column. */
export function toReferenceHistory(days: ReferenceDay[]): ReferenceHistory {
  const codes = [...new Set(days.flatMap((d) => Object.keys(d.rates)))].sort();
  const missing = days.find((d) => codes.some((c) => d.rates[c] === undefined));
  if (missing) throw new Error(`reference history: ${missing.date} lacks a code quoted elsewhere`);
  return {
    source: ECB_SOURCE,
    publisher: ECB_PUBLISHER,
    codes,
    days: days.map((d) => [d.date, ...codes.map((c) => d.rates[c] as number)]),
  };
}

/** Back from the shipped form to one object per day. */
export function referenceDays(history: ReferenceHistory): ReferenceDay[] {
  return history.days.map(([date, ...values]) => ({
    date,
    rates: Object.fromEntries(history.codes.map((c, i) => [c, values[i] as number])),
  }));
}

/**
 * US$ per unit of `currency`, the mean over the days of `month` (YYYY-MM) of the official rates: how
 * the data build converts local-currency statistics (ADR 162). Throws when the month has no rate.
 */
export function monthlyUsdPerUnit(days: ReferenceDay[], currency: string, month: string): number {
  const values = days
    .filter((d) => d.date.startsWith(`${month}-`))
    .map((d) => d.rates[currency])
    .filter((r): r is number => r !== undefined);
  if (values.length === 0) throw new Error(`no official ${currency} rate in ${month}`);
  return values.reduce((sum, perUsd) => sum + 1 / perUsd, 0) / values.length;
}
