/**
 * Crowd-sourced prices (issue 4 §3; docs/security.md C1, C2): verified users only (the route checks), daily
 * caps per account and per IP, a positive price in the city's currency or US$, within the item's
 * plausible range; robust aggregation re-run after each contribution so outliers are flagged for review.
 */
import { randomUUID } from 'node:crypto';
import { robustAggregate } from '#domain/cost-of-living/aggregation.ts';
import { CATALOGUE, findItem, itemIndex } from '#domain/cost-of-living/catalogue.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, validationFailed } from '../../errors.ts';
import type { RatesView } from '../exchange/index.ts';
import type { ColEngine } from './col-engine.ts';
import { currencyOf, resolveCity, type MarketDataService } from './market-data.service.ts';
import type { EvidenceCache } from './price-evidence.ts';
import {
  contributionsForCity,
  contributionsForCityItem,
  countRecent,
  insertContribution,
  setQuarantine,
} from './prices.repo.ts';

/** Daily caps (docs/security.md C1): a shopper records a basket (~20 items) a day; an office or household IP a few. */
export const DAILY_CAP_PER_ACCOUNT = 25;
export const DAILY_CAP_PER_IP = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ContributionInput {
  item: string;
  city: string;
  country?: string | undefined;
  price: number;
  currency: string;
  note?: string | undefined;
}

export interface PricesContext {
  deps: Pick<AppDeps, 'database' | 'clock'>;
  engine: ColEngine;
  market: MarketDataService;
  evidence: EvidenceCache;
}

export async function contribute(
  ctx: PricesContext,
  view: RatesView,
  userId: string,
  ip: string | null,
  input: ContributionInput,
) {
  const item = findItem(input.item);
  if (!item)
    throw validationFailed({ item: 'Unknown item.' }, 'The requested item could not be found.');
  const resolved = resolveCity(ctx.engine, input.country, input.city);
  const local = currencyOf(resolved.country, view.rates);
  const currency = input.currency.toUpperCase();
  if (currency !== local && currency !== 'USD') {
    throw validationFailed({ currency: `Use ${local} or USD for ${resolved.city.name}.` });
  }
  const i = itemIndex(item.id);
  const isRate = item.kind === 'rate';
  const usd = isRate ? input.price : input.price / (view.rates[currency] ?? 1);
  const base = isRate
    ? (ctx.engine.facts.usBase[i]?.usd ?? 1)
    : (ctx.engine.referenceUsd(view.asOf)[i] as number);
  const [minUsd, maxUsd] = [base * item.plausible[0], base * item.plausible[1]];
  if (!(usd >= minUsd && usd <= maxUsd)) {
    const unit = isRate ? '%' : ' USD';
    throw validationFailed({
      price: `Outside the plausible range for this item (${minUsd.toPrecision(3)}-${maxUsd.toPrecision(3)}${unit}).`,
    });
  }
  const now = ctx.deps.clock.now();
  const recent = await countRecent(
    ctx.deps.database.db,
    userId,
    ip,
    new Date(now.getTime() - DAY_MS).toISOString(),
  );
  if (recent.user >= DAILY_CAP_PER_ACCOUNT || recent.ip >= DAILY_CAP_PER_IP) {
    throw new AppError(
      'RATE_LIMITED',
      'Daily contribution limit reached. Please try again tomorrow.',
      { headers: { 'retry-after': String(DAY_MS / 1000) } },
    );
  }
  const id = randomUUID();
  await insertContribution(ctx.deps.database.db, {
    id,
    user_id: userId,
    city_id: resolved.city.id,
    item_id: item.id,
    price: input.price,
    currency,
    usd,
    note: input.note ?? null,
    ip,
    created_at: now.toISOString(),
    quarantined: 0,
  });
  const rows = await contributionsForCityItem(ctx.deps.database.db, resolved.city.id, item.id);
  const aggregate = robustAggregate(rows.map((r) => ({ accountId: r.user_id, usd: r.usd })));
  await setQuarantine(ctx.deps.database.db, resolved.city.id, item.id, aggregate.quarantined);
  ctx.evidence.invalidate(resolved.city.id);
  const figure = (await ctx.market.figures(resolved, view))[i]!;
  return {
    id,
    itemId: item.id,
    cityId: resolved.city.id,
    quarantined: aggregate.quarantined.includes(userId),
    published: {
      valueInUSD: figure.usd,
      source: figure.source,
      count: figure.count,
      low: figure.low,
      high: figure.high,
    },
  };
}

/** A city's evidence per item: accounts counted, quarantined, the robust median, what is published. */
export async function summarise(
  ctx: PricesContext,
  view: RatesView,
  city: string,
  country?: string,
) {
  const resolved = resolveCity(ctx.engine, country, city);
  const rows = await contributionsForCity(ctx.deps.database.db, resolved.city.id);
  const figures = await ctx.market.figures(resolved, view);
  const items = CATALOGUE.flatMap((item, i) => {
    const mine = rows.filter((r) => r.item_id === item.id);
    if (mine.length === 0) return [];
    const aggregate = robustAggregate(mine.map((r) => ({ accountId: r.user_id, usd: r.usd })));
    const figure = figures[i]!;
    return [
      {
        itemId: item.id,
        itemName: item.name,
        itemCategory: item.category,
        contributions: mine.length,
        accounts: aggregate.accounts,
        quarantinedAccounts: aggregate.quarantined.length,
        medianInUSD: aggregate.value,
        latest: mine.reduce((a, r) => (r.created_at > a ? r.created_at : a), ''),
        published: { valueInUSD: figure.usd, source: figure.source, count: figure.count },
      },
    ];
  });
  return {
    city: resolved.city.name,
    cityId: resolved.city.id,
    country: resolved.country.name,
    items,
    as_of: view.asOf,
    stale: view.stale,
  };
}
