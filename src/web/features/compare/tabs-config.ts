/**
 * The eight tabs of docs/product.md §2 in order, with the text the tab search looks through (label, description,
 * help) and each tooltip's side (docs/product.md: "tooltips on tabs (position top, bottom, left or right)").
 */
import { LIFESTYLE_AREAS } from '#domain/compare/lifestyle.ts';
import type { TabId } from '#domain/compare/url-state.ts';
import { CATALOGUE } from '#domain/cost-of-living/catalogue.ts';

export interface TabConfig {
  id: TabId;
  label: string;
  description: string;
  help: string;
  tooltipSide: 'top' | 'bottom' | 'left' | 'right';
}

export const TABS: readonly TabConfig[] = [
  {
    id: 'currency',
    label: 'Currency Converter',
    description: 'Exchange rate, cost-of-living-adjusted value and what the money buys.',
    help: 'Pick two currencies and cities, type an amount; the result updates as you type.',
    tooltipSide: 'bottom',
  },
  {
    id: 'food',
    label: 'Food Basket',
    description: 'Everyday groceries priced in both cities.',
    help: 'Bars compare each item: the first city is the 50% bar, the second scales with the difference.',
    tooltipSide: 'bottom',
  },
  {
    id: 'lifestyle',
    label: 'Lifestyle Costs',
    description: 'Housing, dining, transport, utilities, leisure, clothing and childcare.',
    help: 'Each area gets a verdict (cheaper, about the same, more expensive) and a recommendation.',
    tooltipSide: 'top',
  },
  {
    id: 'time',
    label: 'Time Value',
    description: 'How long an average earner works to pay for everyday things.',
    help: 'Work time is the price divided by the average hourly wage (160 work hours a month).',
    tooltipSide: 'top',
  },
  {
    id: 'salary',
    label: 'Salary Equivalence',
    description: 'What salary keeps the same standard of living, and common jobs.',
    help: 'Equivalent salary uses the cost-of-living-adjusted rate; jobs use multiples of the average wage.',
    tooltipSide: 'right',
  },
  {
    id: 'tourist',
    label: 'Tourist Expenses',
    description: 'Daily budgets for a visit: budget, mid-range and luxury.',
    help: 'A day is 1 night, 2 meals, 1 coffee or drink, 2 trips and 1 activity.',
    tooltipSide: 'left',
  },
  {
    id: 'comprehensive',
    label: 'All Costs',
    description: 'Every item of both cities side by side, by category.',
    help: 'Choose a category to narrow the table; All shows every item.',
    tooltipSide: 'bottom',
  },
  {
    id: 'insights',
    label: 'Key Insights',
    description: 'The comparison in six cards, and what matters for you.',
    help: 'Pick who you are with "I am a..." to tailor the persona section.',
    tooltipSide: 'bottom',
  },
];

const itemNames = (category: string) =>
  CATALOGUE.filter((i) => i.category === category)
    .map((i) => i.name)
    .join(' ');

/**
 * The words each panel shows (its categories and item names), so a search finds a tab by what is in it,
 * not only by its label (issue 19 §7).
 */
const PANEL_WORDS: Record<TabId, string> = {
  currency: 'rate exchange convert money inverse adjusted purchasing power',
  food: `groceries supermarket market ${itemNames('markets')}`,
  lifestyle: `${LIFESTYLE_AREAS.map((a) => a.area).join(' ')} rent apartment restaurants transport`,
  time: 'work hours wage minutes earn',
  salary: 'salary wage pay income jobs earnings net',
  tourist: 'travel trip holiday visit accommodation night stay apartment meal coffee taxi activity',
  comprehensive: CATALOGUE.map((i) => `${i.category} ${i.name}`).join(' '),
  insights: 'summary cards best value persona nomad expat entrepreneur tourist',
};

/** Words people type for what the panels call otherwise (rent -> housing, hotel -> accommodation). */
const SYNONYMS: Record<string, readonly string[]> = {
  rent: ['housing', 'apartment'],
  flat: ['apartment', 'housing'],
  housing: ['rent', 'apartment'],
  hotel: ['accommodation'],
  hostel: ['accommodation'],
  lodging: ['accommodation'],
  grocery: ['groceries'],
  food: ['groceries', 'meal'],
  wage: ['salary'],
  pay: ['salary'],
  income: ['salary'],
  bus: ['transport'],
  metro: ['transport'],
  train: ['transport'],
  taxi: ['transport'],
  restaurant: ['restaurants', 'dining'],
  eating: ['dining', 'meal'],
  school: ['childcare'],
  kids: ['childcare'],
  vacation: ['holiday', 'travel'],
};

/**
 * British and American words for the same thing (issue 34 item 7): the catalogue says "Gasoline", a
 * British visitor types "petrol". Each pair is searched both ways.
 */
const BRITISH_AMERICAN: readonly (readonly [string, string])[] = [
  ['petrol', 'gasoline'],
  ['flat', 'apartment'],
  ['mobile', 'cell'],
  ['trainers', 'sneakers'],
  ['trousers', 'pants'],
  ['crisps', 'chips'],
  ['biscuit', 'cookie'],
  ['nappies', 'diapers'],
  ['chemist', 'pharmacy'],
  ['cinema', 'movie'],
  ['underground', 'metro'],
  ['tube', 'metro'],
  ['holiday', 'vacation'],
  ['takeaway', 'takeout'],
  ['courgette', 'zucchini'],
  ['aubergine', 'eggplant'],
  ['coriander', 'cilantro'],
  ['minced', 'ground'],
  ['colour', 'color'],
  ['centre', 'center'],
  ['litre', 'liter'],
];

/** The query's synonyms, and its other spelling across the Atlantic. */
function termsFor(q: string): string[] {
  const pairs = BRITISH_AMERICAN.flatMap(([uk, us]) =>
    q === uk || q.startsWith(`${uk} `) ? [q.replace(uk, us)] : q === us ? [uk] : [],
  );
  return [q, ...(SYNONYMS[q] ?? []), ...pairs, ...pairs.flatMap((p) => SYNONYMS[p] ?? [])];
}

/**
 * Tabs whose label, description, help or panel words contain the query or one of its synonyms
 * (case-insensitive); all for an empty query.
 *
 * @example
 * filterTabs('groceries').map((t) => t.id)[0]; // 'food'
 * filterTabs('hotel').map((t) => t.id); // ['tourist']
 */
export function filterTabs(query: string): TabConfig[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...TABS];
  const terms = termsFor(q);
  return TABS.filter((t) => {
    const text = `${t.label} ${t.description} ${t.help} ${PANEL_WORDS[t.id]}`.toLowerCase();
    return terms.some((term) => text.includes(term));
  });
}

/** docs/product.md §2: "On small screens the tab label shows its first word". */
export function firstWord(label: string): string {
  return label.split(' ')[0] ?? label;
}
