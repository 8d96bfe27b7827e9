/**
 * The Budget Optimizer (issue 14): a month's budget in a city for a lifestyle, built from the catalogue
 * prices with the baskets of basket.ts, re-weighted by the priorities, and set against an income: what
 * is left to save, and when the income does not cover it, what gives (method
 * docs/methods/premium-lifestyle.md §2–§3). Pure: prices and income come in, in one currency.
 */
import { findItem } from '../../cost-of-living/catalogue.ts';
import {
  GIVE_ORDER,
  LIFESTYLES,
  LINES,
  SAVINGS_TARGET_SHARE,
  stepDown,
  stepUp,
  type Lifestyle,
  type LineDefinition,
  type LineKey,
  type Priority,
} from './basket.ts';

/** Local prices by catalogue id, all in one currency. A missing id is an item the city lacks. */
export type Prices = Readonly<Record<string, number | undefined>>;

export interface BudgetItem {
  id: string;
  name: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  cost: number;
}

export interface BudgetLine {
  key: LineKey;
  label: string;
  priority: LineDefinition['priority'];
  /** The lifestyle whose basket this line uses (one above the chosen one for a priority line). */
  tier: Lifestyle;
  items: BudgetItem[];
  /** Catalogue ids the city has no price for: left out of the total, and said so. */
  missing: string[];
  total: number;
}

export interface Budget {
  lifestyle: Lifestyle;
  priorities: Priority[];
  lines: BudgetLine[];
  total: number;
}

const usable = (v: number | undefined): v is number =>
  v !== undefined && Number.isFinite(v) && v > 0;

function basketLine(line: LineDefinition, tier: Lifestyle, prices: Prices): BudgetLine {
  const items: BudgetItem[] = [];
  const missing: string[] = [];
  for (const { id, quantity } of line.tiers[tier]) {
    const unitPrice = prices[id];
    if (!usable(unitPrice)) {
      missing.push(id);
      continue;
    }
    const item = findItem(id);
    items.push({
      id,
      name: item?.name ?? id,
      unit: item?.unit ?? '',
      quantity,
      unitPrice,
      cost: unitPrice * quantity,
    });
  }
  const total = items.reduce((sum, i) => sum + i.cost, 0);
  return { key: line.key, label: line.label, priority: line.priority, tier, items, missing, total };
}

/**
 * A line at a lifestyle. Housing (a choice of flat) takes the dearest flat of this lifestyle and the
 * ones below, so a higher lifestyle never lives in a cheaper flat where the city's prices are unusual.
 * @example lineAt(LINES[0], 'balanced', prices).items[0].id // 'rent_1br_centre'
 */
export function lineAt(line: LineDefinition, tier: Lifestyle, prices: Prices): BudgetLine {
  const own = basketLine(line, tier, prices);
  if (!line.choice) return own;
  let best = own;
  for (const lower of LIFESTYLES.slice(0, LIFESTYLES.indexOf(tier))) {
    const candidate = basketLine(line, lower, prices);
    if (candidate.total > best.total) best = { ...candidate, tier };
  }
  return best;
}

/**
 * The month's budget for a lifestyle: each line at the chosen lifestyle, a priority line one step up
 * (method §3).
 * @example buildBudget(prices, 'balanced', ['housing']).lines[0].tier // 'comfort'
 */
export function buildBudget(
  prices: Prices,
  lifestyle: Lifestyle,
  priorities: readonly Priority[],
): Budget {
  const wanted = new Set(priorities);
  const lines = LINES.map((line) =>
    lineAt(
      line,
      line.priority && wanted.has(line.priority) ? stepUp(lifestyle) : lifestyle,
      prices,
    ),
  );
  return {
    lifestyle,
    priorities: [...wanted],
    lines,
    total: lines.reduce((sum, l) => sum + l.total, 0),
  };
}

/** One step of "what gives": a line moved down one lifestyle, and what that saves. */
export interface Give {
  key: LineKey;
  label: string;
  from: Lifestyle;
  to: Lifestyle;
  /** What the whole step saves. */
  saves: number;
  /** What is taken of it: the whole step, or only the part still needed (the last step). */
  used: number;
}

export interface BudgetPlan {
  income: number;
  total: number;
  /** With savings among the priorities, the share of income kept for saving first; else 0. */
  savingsTarget: number;
  /** Income minus the budget: negative when the income does not cover it. */
  savings: number;
  /** What must give: budget plus savings target above income (0 when covered). */
  shortfall: number;
  /** Steps down, most discretionary first, until the shortfall is covered or nothing can give. */
  gives: Give[];
  /** The budget after the gives. */
  adjustedTotal: number;
  adjustedSavings: number;
  /** The part of the shortfall no step can cover (the frugal floor of every line is above it). */
  uncovered: number;
}

/**
 * Sets a budget against an income (both in the same currency). A higher income never lowers
 * `savings` or `adjustedSavings`; the gives are advice, the budget itself does not change.
 * @example planBudget(buildBudget(prices, 'frugal', []), 5000, prices).savings // 5000 - total
 */
export function planBudget(budget: Budget, income: number, prices: Prices): BudgetPlan {
  const savingsTarget = budget.priorities.includes('savings') ? income * SAVINGS_TARGET_SHARE : 0;
  const savings = income - budget.total;
  const shortfall = Math.max(0, budget.total + savingsTarget - income);
  const gives: Give[] = [];
  let needed = shortfall;
  const byKey = new Map(LINES.map((l) => [l.key, l]));
  const current = new Map(budget.lines.map((l) => [l.key, l]));
  const order = [
    ...GIVE_ORDER.filter((k) => !isProtected(byKey.get(k)!, budget.priorities)),
    ...GIVE_ORDER.filter((k) => isProtected(byKey.get(k)!, budget.priorities)),
  ];
  for (const key of order) {
    const definition = byKey.get(key)!;
    let line = current.get(key)!;
    for (let lower = stepDown(line.tier); needed > 0 && lower; lower = stepDown(lower)) {
      const next = lineAt(definition, lower, prices);
      const saves = line.total - next.total;
      if (saves <= 0) continue;
      const used = Math.min(saves, needed);
      gives.push({ key, label: line.label, from: line.tier, to: lower, saves, used });
      needed -= used;
      line = next;
    }
    if (needed <= 0) break;
  }
  const given = gives.reduce((sum, g) => sum + g.used, 0);
  const adjustedTotal = budget.total - given;
  return {
    income,
    total: budget.total,
    savingsTarget,
    savings,
    shortfall,
    gives,
    adjustedTotal,
    adjustedSavings: income - adjustedTotal,
    uncovered: Math.max(0, needed),
  };
}

function isProtected(line: LineDefinition, priorities: readonly Priority[]): boolean {
  return line.priority !== null && priorities.includes(line.priority);
}
